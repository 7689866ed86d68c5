import * as v from 'valibot';

/** A legacy e-card. */
export const EcardSchema = v.object({
  title: v.string(),
  image: v.string(),
  price: v.number(),
  initialPrice: v.nullable(v.number()),
  currency: v.string(),
  placesCount: v.number(),
  tunnelUrl: v.string(),
  national: v.boolean(),
  highlightMessage: v.nullable(v.string()),
});
/** Answer of GET /api/ecards. */
export const EcardListSchema = v.object({ items: v.array(EcardSchema) });
/** Answer of GET /api/cms/1.0.0/ecards: a list of {typeId, label, terms}. */
export const EcardTypeListSchema = v.array(v.object({ typeId: v.number(), label: v.string(), terms: v.string() }));
/** Answer of GET /api/cinepass. */
export const CinepassSchema = v.object({
  maintenance: v.boolean(),
  promotion: v.nullable(v.object({ title: v.string(), description: v.string() })),
  partnerCinemas: v.array(v.string()),
  items: v.array(v.object({ label: v.string(), price: v.number(), image: v.string(), legend: v.string() })),
});
/** A subscription offer. */
export const SubscriptionOfferSchema = v.object({
  id: v.string(),
  catalog: v.string(),
  title: v.string(),
  description: v.string(),
  price: v.number(),
  currency: v.string(),
  period: v.picklist(['month', 'year']),
  /** Where subscribing to the plan continues (the subscription tunnel; the chosen options go in its `options` query). */
  subscribeUrl: v.string(),
  options: v.array(v.object({ id: v.string(), label: v.string(), price: v.number(), maxQuantity: v.number() })),
});
/** Answer of GET /api/cms/1.0.0/subscription/subscription-offers. */
export const SubscriptionOffersSchema = v.object({
  maintenance: v.boolean(),
  catalog: v.string(),
  offers: v.array(SubscriptionOfferSchema),
});
/** A voucher or gift card. */
export const CardSchema = v.object({
  number: v.string(),
  type: v.picklist(['voucher', 'giftcard']),
  label: v.string(),
  balance: v.nullable(v.number()),
  currency: v.string(),
  places: v.nullable(v.number()),
  expiresOn: v.string(),
  expired: v.boolean(),
});
/** Answer of voucher and gift-card lookups: resultCode 0 means found, anything else means no card. */
export const CardLookupSchema = v.object({ resultCode: v.number(), message: v.string(), card: v.nullable(CardSchema) });
/** A card lookup answer. */
export type CardLookup = v.InferOutput<typeof CardLookupSchema>;
/** Answer of GET /api/anti-robot/challenge. */
export const AntiRobotChallengeSchema = v.object({
  headerName: v.string(),
  challenge: v.string(),
  difficulty: v.number(),
  expiresAt: v.string(),
  algorithm: v.string(),
});

/**
 * The subscription area as the front end holds it (A§3): maintenance flag, the promotion,
 * partner cinemas, the offers with the options chosen (id and quantity) and the current shows.
 */
export const SubscriptionSchema = v.object({
  maintenance: v.boolean(),
  promotion: v.nullable(v.object({ title: v.string(), description: v.string() })),
  partnerCinemas: v.array(v.string()),
  offers: v.array(
    v.object({
      id: v.string(),
      options: v.array(v.object({ id: v.string(), quantity: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
    }),
  ),
  currentShows: v.array(v.string()),
});
/** The subscription area. */
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;
