import type { PageContext } from '@marquee/remote-contract';
import { pageNotFound } from './card-parts';

/** The gift card pages have no API data: their texts are the remote's, the balance is looked up on demand. */
export type GiftCardData = { readonly elements: number };

/** Both pages exist only where `giftCardEnabled` is on (FLAG-13, ROUTE-48); elsewhere the not-found view. */
export async function loadGiftCard(context: Pick<PageContext, 'flags' | 'url'>): Promise<GiftCardData> {
  if (!context.flags.giftCardEnabled) throw pageNotFound(context);
  return { elements: context.flags.giftCardContentSixthElementDisplayed ? 6 : 5 };
}
