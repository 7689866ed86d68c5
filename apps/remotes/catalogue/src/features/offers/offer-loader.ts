import { getOffer } from '@marquee/api-client';
import type { Article } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import { cmsSanitiser } from '../../lib/cms-sanitiser';

/** A single offer: the article with its content sanitised (the raw CMS HTML is not kept). */
export type OfferData = Article;

/** GET /api/offer/{slug} (CAT-63): missing is the not-found view; a `redirectSlug` is a 301 to the new slug. */
export async function loadOffer(context: Pick<PageContext, 'api' | 'signal' | 'params'>): Promise<OfferData> {
  const offer = await getOffer(context.api, context.params.slug ?? '', context.signal);
  const sanitiseCmsHtml = await cmsSanitiser();
  return { ...offer, content: sanitiseCmsHtml(offer.content) };
}
