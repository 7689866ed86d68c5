/** The social networks a site may link to, each shown where its socials flag is on (A§9). */
export type SocialNetworkName = 'facebook' | 'instagram' | 'tiktok' | 'twitter' | 'youtube';

/**
 * Links that leave the site (A§2): the business site, the home-video offer, the wallet, the
 * brand's other services ("more from", NL site; present only where the site configures it), and
 * the brand's pages on the social networks (the footer's socials, SHELL-35).
 */
export type ExternalLinkName = 'business' | 'homeVideo' | 'wallet' | 'moreFrom' | SocialNetworkName;

/** The site's external addresses, from its configuration. */
export type ExternalLinks = Partial<Record<ExternalLinkName, string>>;

/**
 * Route translation keys that name an external address rather than a page of the site
 * (ROUTE-06): `Routes.{product}Business` (neutral name `Routes.Business`), `Homepage.Vod.CtaUrl`
 * and `Routes.Href.Wallet`; the spec names no key for "more from" (`Routes.MoreFrom`, ours).
 */
export const EXTERNAL_ROUTE_KEYS: Readonly<Record<string, ExternalLinkName>> = {
  'Routes.Business': 'business',
  'Homepage.Vod.CtaUrl': 'homeVideo',
  'Routes.Href.Wallet': 'wallet',
  'Routes.MoreFrom': 'moreFrom',
};

/** True for an absolute http(s) address. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\/[^/\s]+/i.test(href);
}

/**
 * The external address a route key names, from the site's links; null when the key is not an
 * external one or the site has no valid address for it (the link is then not shown).
 */
export function externalHref(key: string, links: ExternalLinks | undefined): string | null {
  const name = EXTERNAL_ROUTE_KEYS[key];
  const href = name ? links?.[name] : undefined;
  return href && isExternalHref(href) ? href : null;
}
