import type { Flags } from '@marquee/feature-flags';
import { KIND_SITES } from '@marquee/routing';
import type { CountryCode } from '@marquee/domain-models';

/**
 * The subscription products, each offered where its flag is on (FLAG-37 fr `cinepass`, FLAG-40
 * ch `pass`, FLAG-41 nl `abonnementen`/`subscription`); the product names the offers' catalogue.
 * A module of its own: the sitemap and the offers page ask it without loading the page's code.
 */
export const SUBSCRIPTION_PRODUCTS = [
  { flag: 'subscriptionCinepass', catalog: 'cinepass' },
  { flag: 'subscriptionPassEnabled', catalog: 'pass' },
  { flag: 'subscriptionUnlimitedEnabled', catalog: 'unlimited' },
] as const satisfies readonly { flag: keyof Flags; catalog: string }[];

/** A subscription product (the catalogue of its offers). */
export type SubscriptionProduct = (typeof SUBSCRIPTION_PRODUCTS)[number]['catalog'];

/** The product a site's flags offer, or null when the site offers none. */
export function subscriptionProduct(flags: Flags): SubscriptionProduct | null {
  return SUBSCRIPTION_PRODUCTS.find((product) => flags[product.flag])?.catalog ?? null;
}

/** True when the site has a subscription page: an address for it (KIND_SITES) and a product its flags offer. */
export function hasSubscriptionPage(site: CountryCode, flags: Flags): boolean {
  return (KIND_SITES.Subscription ?? []).includes(site) && subscriptionProduct(flags) !== null;
}
