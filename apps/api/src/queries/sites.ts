import { isCountryCode } from '@marquee/domain-models';
import { type Flags, resolveFlags } from '@marquee/feature-flags/core';
import type { Brand, SiteInfo } from '../seed/sites';
import { SITES } from '../seed/sites';
import type { Store } from '../store';

/** The seed's site settings (languages, time zone, currency, brand...), read through here by the routes. */

/** A site's settings by code; undefined for a code that is no site. */
export const siteInfo = (_store: Store, code: string): SiteInfo | undefined =>
  Object.hasOwn(SITES, code) ? SITES[code] : undefined;

/** Every site's settings, in the seed's order. */
export const allSites = (_store: Store): SiteInfo[] => Object.values(SITES);

/**
 * The brand on what belongs to no one site (siteless image URLs: article, card, experience and
 * season pictures): the brand every site trades under; should sites ever carry different brands,
 * the first site's, until those URLs name their site.
 */
export const sharedBrand = (store: Store): Brand => (allSites(store)[0] as SiteInfo).brand;

/**
 * The settings fields of a site's default search place (`defaultSearchCity`, `defaultSearchRegion`),
 * from its `defaultSearch` (LOC-20, site configuration).
 */
export { defaultSearchSettings } from '../seed/sites';

/**
 * The on/off feature flags of account-and-shell §9 for a site (`settings.websiteFeatures`), from
 * the one table the front end reads too (`@marquee/feature-flags`).
 */
export function websiteFeatures(site: string): Record<string, boolean> {
  if (!isCountryCode(site)) throw new Error(`feature flags: unknown site "${site}"`);
  const flags: Flags = resolveFlags(site);
  return Object.fromEntries(
    Object.entries(flags).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );
}
