import { ApiError, getCinemas, getCinepass, getCinepassCurrentShows, getSubscriptionOffers } from '@marquee/api-client';
import type { PageContext } from '@marquee/remote-contract';
import { type CardShow, toCardShow } from '../../components/show-card';
import type { PartnerCinema } from './subscription-state';
import { type SubscriptionProduct, subscriptionProduct } from '../../lib/subscription-product';

/** A plan of the subscription offers. */
export type SubscriptionOffer = Awaited<ReturnType<typeof getSubscriptionOffers>>['offers'][number];

/**
 * The subscription area (A§3, CAT-77..79, ENT-42): the maintenance flag (either call's), the
 * promotion, the partner cinemas (named through the cinema list; null when it failed), the
 * plans of the product's catalogue (none under maintenance), the films playing now (null when
 * that call failed).
 */
export interface SubscriptionData {
  readonly product: SubscriptionProduct;
  readonly maintenance: boolean;
  readonly promotion: { readonly title: string; readonly description: string } | null;
  readonly plans: readonly SubscriptionOffer[];
  readonly partners: readonly PartnerCinema[] | null;
  readonly shows: readonly CardShow[] | null;
}

const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

/** Loads the subscription page; a site whose flags offer no subscription has none (404). */
export async function loadSubscription(
  context: Pick<PageContext, 'api' | 'signal' | 'flags' | 'url'>,
): Promise<SubscriptionData> {
  const { api, signal, flags } = context;
  const product = subscriptionProduct(flags);
  if (!product) throw new ApiError('not-found', context.url.pathname, 404, 'no subscription on this site');
  const [area, offers, cinemas, current] = await Promise.all([
    getCinepass(api, signal),
    getSubscriptionOffers(api, product, signal),
    orNull(getCinemas(api, signal)),
    orNull(getCinepassCurrentShows(api, signal)),
  ]);
  const maintenance = area.maintenance || offers.maintenance;
  const named = new Map((cinemas?.cinemas ?? []).map((cinema) => [cinema.slug, cinema]));
  const partners = cinemas
    ? area.partnerCinemas.flatMap((slug) => {
        const cinema = named.get(slug);
        return cinema ? [{ slug, name: cinema.name, city: cinema.city }] : [];
      })
    : null;
  return {
    product,
    maintenance,
    promotion: area.promotion,
    plans: maintenance ? [] : offers.offers,
    partners,
    shows: current ? current.shows.map(toCardShow) : null,
  };
}
