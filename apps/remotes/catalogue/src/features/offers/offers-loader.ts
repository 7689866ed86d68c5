import {
  getCinepass,
  getEcards,
  getEvents,
  getExperiences,
  getNewsOffers,
  getOfferPromotions,
  getOffersPage,
  getTemporaryOffers,
} from '@marquee/api-client';
import type { ArticleItem, Season } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';

type Header = Awaited<ReturnType<typeof getOffersPage>>;
type Promotion = Awaited<ReturnType<typeof getOfferPromotions>>['items'][number];
type Temporary = Awaited<ReturnType<typeof getTemporaryOffers>>['items'][number];
type Ecard = Awaited<ReturnType<typeof getEcards>>['items'][number];
type Pass = Awaited<ReturnType<typeof getCinepass>>['items'][number];

/** A block of the offers page, in the order of `blockOrder` (CAT-59). */
export type OffersBlock = 'promotion' | 'event' | 'temporary' | 'ecards';

/**
 * The offers page (CAT-58..62): the header, each block's items (null when its call failed: the
 * block is left out, the rest stays), the specials and subscription blocks where their flags
 * allow, and the news-offers list.
 */
export interface OffersData {
  readonly header: Header;
  readonly promotions: readonly Promotion[] | null;
  readonly events: readonly Season[] | null;
  readonly temporary: readonly Temporary[] | null;
  readonly ecards: readonly Ecard[] | null;
  readonly specials: readonly { slug: string; title: string; teaser: string; backdrop: string }[] | null;
  readonly subscription: readonly Pass[] | null;
  readonly offers: readonly ArticleItem[] | null;
}

const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

/** Loads the offers page; only the header is required (its failure is the page's error view). */
export async function loadOffers(context: Pick<PageContext, 'api' | 'signal' | 'flags'>): Promise<OffersData> {
  const { api, signal, flags } = context;
  const [header, promotions, events, temporary, ecards, specials, subscription, offers] = await Promise.all([
    getOffersPage(api, signal),
    orNull(getOfferPromotions(api, signal).then((a) => a.items)),
    orNull(getEvents(api, signal).then((a) => a.items.filter((season) => season.active))),
    // Temporary offers in their `ordering`.
    orNull(getTemporaryOffers(api, signal).then((a) => [...a.items].sort((x, y) => x.ordering - y.ordering))),
    orNull(getEcards(api, signal).then((a) => a.items)),
    flags.specialsOffersBlock
      ? orNull(
          getExperiences(api, signal).then((a) =>
            a.items.map(({ slug, title, teaser, backdrop }) => ({ slug, title, teaser, backdrop })),
          ),
        )
      : Promise.resolve(null),
    flags.subscriptionOffersBlock ? orNull(getCinepass(api, signal).then((a) => a.items)) : Promise.resolve(null),
    orNull(getNewsOffers(api, signal).then((a) => a.items.filter((item) => item.type === 'offer'))),
  ]);
  return { header, promotions, events, temporary, ecards, specials, subscription, offers };
}
