import { useTranslation } from '@marquee/i18n';
import { definePage, type PageHead, type PageInfo, type PageProps, type Translate } from '@marquee/remote-contract';
import { CardActions, CardLookupForm, CardsIntro } from './card-parts';

/** The voucher checker has no data of its own: the lookup runs in the browser, on demand. */
export type VoucherData = Record<string, never>;

/**
 * The voucher checker (`/voucher`, ROUTE-47: routed only where `voucherCheckerEnabled` is on;
 * CAT-73, CAT-74, ERR-07..09). Not for search engines: a lookup page.
 */
function VoucherPage({ page }: PageProps<VoucherData>) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="catalogue-cards" data-page="voucher">
      <CardsIntro title={t('cards.voucher.title')} lead={t('cards.voucher.lead')} />
      <CardLookupForm
        page={page}
        fields={[
          {
            name: 'code',
            label: t('cards.voucher.code'),
            hint: t('cards.voucher.codeHint'),
            inputMode: 'text',
            autoComplete: 'off',
            maxLength: 64,
          },
        ]}
        submitLabel={t('cards.voucher.submit')}
        toQuery={(values) => ({ kind: 'voucher', code: values.code ?? '' })}
      />
      <CardActions page={page} exclude="Voucher" />
    </div>
  );
}

export function voucherHead(_data: VoucherData, _page: PageInfo, t: Translate): PageHead {
  return { title: t('cards.voucher.title'), description: t('cards.voucher.lead'), noIndex: true };
}

export const voucherPage = definePage<VoucherData>({
  loader: async () => ({}),
  Component: VoucherPage,
  head: voucherHead,
});
