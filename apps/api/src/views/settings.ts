import type { Settings } from '@marquee/domain-models';
import type { ViewCtx } from './context';
import { TUNNEL_URL } from './showtime';

/** Name of the anti-robot header (settings.antiRobot.headerName; the commerce routes check it). */
export const ANTI_ROBOT_HEADER = 'X-Marquee-Challenge';

/** What the settings answer needs besides the site's configuration (`ctx.site`). */
export interface SettingsFacts {
  /** The site's on/off feature flags (account-and-shell §9). */
  websiteFeatures: Record<string, boolean>;
  /** The default search place's fields (site configuration `defaultSearch`, LOC-20). */
  defaultPlace: Pick<Settings, 'defaultSearchCity' | 'defaultSearchRegion'>;
  /** Where the identity provider answers (deployment configuration). */
  identityUrl: string;
}

/**
 * A site's settings (account-and-shell §9): its configuration and brand, the flags, the cookie
 * names and the platform's endpoints the front end calls.
 */
export function settingsView(ctx: ViewCtx, facts: SettingsFacts): Settings {
  const { site, r } = ctx;
  return {
    site: r.site,
    brand: site.brand.name,
    defaultLanguage: site.defaultLanguage,
    languages: site.languages,
    timeZone: site.timeZone,
    currency: site.currency,
    ratingSystem: site.ratingSystem,
    websiteFeatures: facts.websiteFeatures,
    clientUrl: facts.identityUrl,
    clientApiUrl: '',
    tunnelUrl: TUNNEL_URL,
    cookieNames: { locator: 'cgp_locator', language: 'lang', favoriteCinemas: 'favorite_cinemas', jwt: 'jwt' },
    authCookieNames: { customLogin: 'custom_login', customLoginRetry: 'custom_login_retry' },
    injections: [{ position: 'head', element: 'meta', content: '<meta name="theme-color" content="#111111">' }],
    youtubeChannel: site.brand.youtubeChannel,
    captchaKey: 'proof-of-work',
    antiRobot: { headerName: ANTI_ROBOT_HEADER, challengeUrl: '/api/anti-robot/challenge' },
    chatAgent: {
      orgId: 'marquee-dev',
      scrt2Url: '/api/chat',
      deploymentName: `marquee-${r.site}`,
      deploymentUrl: '/api/chat/availability',
    },
    locator: { maxGeolocationCinemas: 6, maxGeolocationDistance: 50 },
    favoriteCinemasLimit: site.favoriteLimit,
    ...facts.defaultPlace,
  };
}
