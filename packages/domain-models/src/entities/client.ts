import * as v from 'valibot';
import { SlugSchema } from './common';

/** Emotions a client can record about a show. */
export const EmotionSchema = v.picklist(['disappointed', 'liked', 'loved']);
/** The client (server payload shape of accounts/me and /api/client/{id}). */
export const ClientSchema = v.object({
  id: v.string(),
  icu: v.string(),
  name: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  photoUrl: v.nullable(v.string()),
  favoriteCinemas: v.array(v.string()),
  newsletterSubscription: v.boolean(),
  cinepassSubscription: v.boolean(),
  cinepassType: v.nullable(v.string()),
  registered: v.boolean(),
  emailVerify: v.boolean(),
  firstLogin: v.boolean(),
  mailCommunicationBrand: v.boolean(),
  sendNewsletter: v.boolean(),
  loyaltyLevel: v.string(),
  newLeadId: v.nullable(v.string()),
  subscription: v.nullable(
    v.object({
      currentPlan: v.string(),
      eligibleChanges: v.array(v.string()),
      eligibleReSubscription: v.boolean(),
      eligibleForAddonChange: v.boolean(),
      downgrade: v.nullable(v.object({ plan: v.string(), executionDate: v.string() })),
    }),
  ),
  newPlan: v.nullable(v.string()),
  nextPlanExecutionDate: v.nullable(v.string()),
});
/** A client. */
export type Client = v.InferOutput<typeof ClientSchema>;
/** Answer of GET accounts/me/cinemas. */
export const FavoriteCinemaListSchema = v.object({
  items: v.array(v.object({ codeCcs: v.string(), slug: v.string(), name: v.string() })),
});
/** Body of PATCH/DELETE accounts/me/cinemas. */
export const FavoriteCinemasBodySchema = v.object({
  cinemas: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(40))), v.maxLength(50)),
});
/** Feelings of a client: wishlist (show slugs) and an emotion per show. */
export const FeelingsSchema = v.object({
  wishlist: v.array(v.string()),
  emotions: v.record(v.string(), EmotionSchema),
});
/** Feelings. */
export type Feelings = v.InferOutput<typeof FeelingsSchema>;
/** Body of POST /api/client/{id}/shows. */
export const FeelingsQueryBodySchema = v.object({ showSlugs: v.pipe(v.array(SlugSchema), v.maxLength(200)) });
/** Body of POST /api/client/{id}/show/{slug}/intention. */
export const IntentionBodySchema = v.object({
  intention: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)), 2),
  isDelete: v.optional(v.boolean(), false),
});
/** Body of POST /api/client/{id}/show/{slug}/emotion. */
export const EmotionBodySchema = v.object({ emotion: EmotionSchema, isDelete: v.optional(v.boolean(), false) });
/**
 * The accessibility features an alert can watch for: the showtime tags of
 * rules/showtime-filters.ts' ACCESSIBILITY_TAGS (audio description, subtitles for the deaf and
 * hard of hearing, relaxed screenings).
 */
export const ALERT_FEATURES = ['audio-description', 'hoh-subtitles', 'relaxed'] as const;
/** Most alerts a client keeps on one site. */
export const ALERT_LIMIT = 50;
/** Body of POST /api/client/{id}/alerts: booking opens for a film, or an accessible showing of a wishlist film. */
export const ClientAlertBodySchema = v.variant('kind', [
  v.object({ kind: v.literal('booking-opens'), film: SlugSchema }),
  v.object({ kind: v.literal('accessible-showing'), feature: v.picklist(ALERT_FEATURES) }),
]);
/** Body of POST /api/client/{id}/alerts. */
export type ClientAlertBody = v.InferOutput<typeof ClientAlertBodySchema>;
/** One alert of a client (the film in the request's language for `booking-opens`). */
export const ClientAlertSchema = v.object({
  id: v.string(),
  kind: v.picklist(['booking-opens', 'accessible-showing']),
  film: v.nullable(v.object({ slug: v.string(), title: v.string() })),
  feature: v.nullable(v.picklist(ALERT_FEATURES)),
  createdAt: v.string(),
});
/** One alert of a client. */
export type ClientAlert = v.InferOutput<typeof ClientAlertSchema>;
/** Answer of GET/POST/DELETE /api/client/{id}/alerts: the client's alerts on the site, the latest first. */
export const ClientAlertListSchema = v.object({ items: v.array(ClientAlertSchema) });

/** Answer of the webview auth endpoint. */
export const WebviewSchema = v.object({ urlLogin: v.string(), urlSignup: v.string() });
/**
 * Answer of accounts/me/calendar-feed: the client's personal calendar feed on
 * the site (its secret address, https and webcal), or null when it has none.
 */
export const CalendarFeedSchema = v.object({
  feed: v.nullable(v.object({ url: v.string(), webcalUrl: v.string() })),
});
export type CalendarFeed = v.InferOutput<typeof CalendarFeedSchema>;

// The locator cookie's schema is in ./locator-cookie.ts: a page reads that cookie at once, so it
// sits apart from the API's schemas, which load with the first call.

/** The identity session the sign-in provider hands over (A§3): tokens, scope, audience, lifetime and claims. */
export const IdentitySessionSchema = v.object({
  id_token: v.string(),
  access_token: v.string(),
  refresh_token: v.optional(v.string()),
  scope: v.string(),
  audience: v.optional(v.string()),
  expires_in: v.pipe(v.number(), v.integer(), v.minValue(0)),
  claims: v.looseObject({ sub: v.string(), org_id: v.optional(v.string()) }),
});
/** An identity session. */
export type IdentitySession = v.InferOutput<typeof IdentitySessionSchema>;
