import type { CountryCode, Language, SiteFacts } from '@marquee/domain-models';
import { isLanguage, mailValidationUrl, registerUrl } from '@marquee/domain-models';
import type { FlagOverrides } from '@marquee/feature-flags';
import type { ExternalLinks, RouteOverrides } from '@marquee/routing';

/**
 * What a country app declares: the whole difference between two sites. The facts the API shares
 * (code, country, brand, domain, languages, default language and its prefix, time zone, currency,
 * rating scheme) are the site's row of domain-models' `SITE_TABLE`, spread by the app; the rest is
 * the pages' own.
 */
export interface SiteConfig extends SiteFacts {
  /** Flag values this deployment sets on top of the spec's table (FLAG-01). */
  readonly flags: FlagOverrides;
  /** Path words this site changes for a page kind and language. */
  readonly routes: RouteOverrides;
  /** Addresses outside the site its links lead to (business site, home video, wallet, the brand's social pages). */
  readonly externalLinks?: ExternalLinks;
  /** The brand's mobile app in the stores (the smart banner's link); DEFAULT_MOBILE_APP when absent. */
  readonly mobileApp?: MobileAppLinks;
  /**
   * The site has the account site's register and mail-validation addresses (A§2 "only for certain
   * websites", ACC-19, ACC-20): after sign-in, a client who must register or validate the address
   * gets them in the account frame. Off, the client is signed in as the API returns it.
   */
  readonly accountUrls: boolean;
}

/** Where the mobile app is installed from. */
export interface MobileAppLinks {
  readonly appStore: string;
  readonly googlePlay: string;
}

/** The brand's one app, the same for every country unless a site says otherwise. */
export const DEFAULT_MOBILE_APP: MobileAppLinks = {
  appStore: 'https://apps.apple.com/app/marquee-cinemas/id6450000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.marquee.cinemas',
};

/** An error in a site configuration, naming the field at fault. */
export class SiteConfigError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`site config: ${field}: ${message}`);
    this.name = 'SiteConfigError';
  }
}

/**
 * Checks a country app's configuration and returns it frozen. Throws a SiteConfigError
 * naming the field when it is inconsistent (so a bad config fails the build, not a visitor).
 */
export function defineSite(config: SiteConfig): SiteConfig {
  if (config.languages.length === 0) throw new SiteConfigError('languages', 'at least one language');
  for (const lang of config.languages) {
    if (!isLanguage(lang)) throw new SiteConfigError('languages', `unknown language "${String(lang)}"`);
  }
  if (new Set(config.languages).size !== config.languages.length) {
    throw new SiteConfigError('languages', 'duplicates');
  }
  if (!config.languages.includes(config.defaultLanguage)) {
    throw new SiteConfigError('defaultLanguage', `"${config.defaultLanguage}" is not one of the site's languages`);
  }
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(config.domain) || config.domain.startsWith('www.')) {
    throw new SiteConfigError('domain', `"${config.domain}" must be a bare domain such as marquee.fr`);
  }
  if (!/^[A-Z]{3}$/.test(config.currency)) throw new SiteConfigError('currency', 'an ISO 4217 code');
  if (config.brand.trim() === '') throw new SiteConfigError('brand', 'must not be empty');
  if (typeof config.accountUrls !== 'boolean') {
    throw new SiteConfigError(
      'accountUrls',
      'true or false (does the site have the register and mail-validation addresses?)',
    );
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: config.timeZone });
  } catch {
    throw new SiteConfigError('timeZone', `"${config.timeZone}" is not an IANA time zone`);
  }
  return Object.freeze({ ...config });
}

/** The parent domain of every local host: one parent keeps the sign-in provider same-site (SITE-23). */
export const LOCAL_PARENT_DOMAIN = 'marquee.localhost';

/** The sign-in provider's local host (SITE-21). */
export const LOCAL_IDENTITY_HOST = `id.${LOCAL_PARENT_DOMAIN}`;

/** The UI kit's (Storybook's) local host (SITE-22). */
export const LOCAL_STORYBOOK_HOST = `storybook.${LOCAL_PARENT_DOMAIN}`;

/** The sign-in provider of a site in production: a subdomain of the site's own domain (SITE-25). */
export function productionIdentityHost(config: Pick<SiteConfig, 'domain'>): string {
  return `id.${config.domain}`;
}

/** The host a site answers on locally (SITE-20). */
export function localHost(code: CountryCode): string {
  return `${code}.${LOCAL_PARENT_DOMAIN}`;
}

/** The production host of a site (SITE-24). */
export function productionHost(config: Pick<SiteConfig, 'domain'>): string {
  return `www.${config.domain}`;
}

/** The sign-in callback path every site registers with the provider (exact path, A§4). */
export const IDENTITY_CALLBACK_PATH = '/callback';

/** The audience (RFC 8707 resource indicator) of the access tokens the API accepts. */
export const IDENTITY_API_AUDIENCE = 'urn:marquee:api';

/** The provider's OpenID Connect client of a site (one public client per site). */
export function identityClientId(code: CountryCode): string {
  return `marquee-${code}`;
}

/**
 * The origins a site's client may return to: the local host (any port: *.localhost is loopback,
 * RFC 6761, and the provider allows its port to vary like RFC 8252's loopback rule) and the
 * production host.
 */
export function identityClientOrigins(config: Pick<SiteConfig, 'code' | 'domain'>): {
  local: string;
  production: string;
} {
  return { local: `http://${localHost(config.code)}`, production: `https://${productionHost(config)}` };
}

/**
 * The account site's register and mail-validation addresses of a site (A§2, ACC-19, ACC-20):
 * `{clientUrl}/{language}/register` and `/mail`, only where the site's `accountUrls` is on; null
 * elsewhere.
 */
export function accountUrlsOf(
  config: Pick<SiteConfig, 'accountUrls'>,
  clientUrl: string,
  language: Language,
): { readonly register: string; readonly mail: string } | null {
  if (!config.accountUrls) return null;
  // An absolute http(s) address, without query or fragment (the package runs without DOM or Node types: no URL).
  if (!/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[^\s?#]*)?$/i.test(clientUrl)) {
    throw new SiteConfigError('clientUrl', `"${clientUrl}" is not an absolute http(s) address`);
  }
  const root = clientUrl;
  return { register: registerUrl(root, language), mail: mailValidationUrl(root, language) };
}
