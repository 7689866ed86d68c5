import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import type { GiftCardData } from './giftcard-loader';

export function giftCardHead(_data: GiftCardData, _page: PageInfo, t: Translate): PageHead {
  return { title: t('cards.giftcard.title'), description: t('cards.giftcard.lead') };
}

export function giftCardBalanceHead(_data: GiftCardData, _page: PageInfo, t: Translate): PageHead {
  return { title: t('cards.balance.title'), description: t('cards.balance.lead'), noIndex: true };
}
