import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';

/** The voucher checker has no data of its own: the lookup runs in the browser, on demand. */
export type VoucherData = Record<string, never>;

export function voucherHead(_data: VoucherData, _page: PageInfo, t: Translate): PageHead {
  return { title: t('cards.voucher.title'), description: t('cards.voucher.lead'), noIndex: true };
}
