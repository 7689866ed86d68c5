import * as v from 'valibot';
import { RATING_SYSTEMS } from '../sites';

/** Answer of GET /api/settings. */
export const SettingsSchema = v.object({
  site: v.string(),
  brand: v.string(),
  defaultLanguage: v.string(),
  languages: v.array(v.string()),
  timeZone: v.string(),
  currency: v.string(),
  ratingSystem: v.picklist(RATING_SYSTEMS),
  websiteFeatures: v.record(v.string(), v.boolean()),
  /** Base of the account site (register and mail-validation pages: `{clientUrl}/{lang}/register`). */
  clientUrl: v.string(),
  /** Base of the client API (`{clientApiUrl}/api/v1/accounts/me`); empty = same origin. */
  clientApiUrl: v.string(),
  tunnelUrl: v.string(),
  cookieNames: v.object({ locator: v.string(), language: v.string(), favoriteCinemas: v.string(), jwt: v.string() }),
  authCookieNames: v.object({ customLogin: v.string(), customLoginRetry: v.string() }),
  /**
   * Markup snippets for the page (`{ position, element, content }`). Read loosely on purpose: one
   * malformed injection must not make the whole settings unreadable; `safeInjections` keeps the
   * known ones and ignores the rest (SHELL-86).
   */
  injections: v.array(v.unknown()),
  youtubeChannel: v.string(),
  captchaKey: v.string(),
  antiRobot: v.object({ headerName: v.string(), challengeUrl: v.string() }),
  chatAgent: v.object({
    orgId: v.nullable(v.string()),
    scrt2Url: v.nullable(v.string()),
    deploymentName: v.nullable(v.string()),
    deploymentUrl: v.nullable(v.string()),
  }),
  locator: v.object({ maxGeolocationCinemas: v.number(), maxGeolocationDistance: v.number() }),
  favoriteCinemasLimit: v.number(),
  /** Where a programme starts when nothing gives a place: a city slug (site configuration, LOC-20). */
  defaultSearchCity: v.nullable(v.string()),
  /**
   * Or a region: its slug (a city's \`mainRegion\`) and name; its cities' cinemas are the place
   * (LOC-20). Optional: an answer without it reads as null.
   */
  defaultSearchRegion: v.optional(v.nullable(v.object({ slug: v.string(), name: v.string() })), null),
});
/** Settings of a site. */
export type Settings = v.InferOutput<typeof SettingsSchema>;
