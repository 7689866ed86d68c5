import {
  type CinemaPricing,
  cinemaPricing,
  roundPrice,
  SURCHARGE_TAGS,
  type SurchargeTag,
  ticketPrice,
} from '@marquee/domain-models';
import { pickText } from './lib/text';
import type { Lang, Text } from './seed/sites';
import { BASE_PRICE, SITES } from './seed/sites';

/**
 * Every price the API answers comes from here: the cinema's ticket prices (the cinema page's
 * pricing and each showtime's price, through the pure rule of @marquee/domain-models) and the
 * passes and subscriptions derived from the site's typical price.
 */

/** The site's typical full price in its currency (cinemas vary around it). */
export function sitePrice(site: string): number {
  return BASE_PRICE[site] ?? 10;
}

/** What a cinema record needs for its pricing. */
export interface PricedCinema {
  site: string;
  /** Seeded per cinema; absent in files seeded before it existed (then the site's price). */
  fullPrice?: number;
}

const pricingMemo = new WeakMap<PricedCinema, CinemaPricing>();

/** A cinema's pricing: its full price, the surcharge of each experience and the concessions. */
export function pricingOf(cinema: PricedCinema): CinemaPricing {
  let pricing = pricingMemo.get(cinema);
  if (!pricing) {
    const currency = SITES[cinema.site]?.currency ?? 'EUR';
    pricing = cinemaPricing(cinema.fullPrice ?? sitePrice(cinema.site), currency);
    pricingMemo.set(cinema, pricing);
  }
  return pricing;
}

/** Name of each surcharge tag (a brand name, or 3D), the same in every language. */
const SURCHARGE_NAMES: Record<SurchargeTag, string> = {
  imax: 'IMAX',
  '4dx': '4DX',
  'dolby-cinema': 'Dolby Cinema',
  screenx: 'ScreenX',
  premium: 'Premium',
  '3d': '3D',
};

/** "IMAX supplement" in the page language. */
export function surchargeLabel(tag: SurchargeTag, lang: Lang): string {
  const name = SURCHARGE_NAMES[tag];
  return pickText(
    { en: `${name} supplement`, fr: `Supplément ${name}`, de: `${name}-Zuschlag`, nl: `${name}-toeslag` },
    lang,
  );
}

/** The full-price ticket of a showtime with these tags at this cinema, surcharges labelled. */
export function showtimePrice(cinema: PricedCinema, tags: readonly string[], lang: Lang) {
  const price = ticketPrice(pricingOf(cinema), tags);
  return {
    amount: price.amount,
    currency: price.currency,
    fullPrice: price.fullPrice,
    surcharges: price.surcharges.map((s) => ({ tag: s.tag, label: surchargeLabel(s.tag, lang), amount: s.amount })),
  };
}

/** The surcharges a cinema lists on its pricing: 3D and the experiences its halls offer, in SURCHARGE_TAGS order. */
export function cinemaComplements(cinema: PricedCinema & { hallRows: { tags: string[] }[] }, lang: Lang) {
  const pricing = pricingOf(cinema);
  const offered = new Set(['3d', ...cinema.hallRows.flatMap((h) => h.tags)]);
  return SURCHARGE_TAGS.filter((tag) => offered.has(tag)).map((tag) => ({
    label: surchargeLabel(tag, lang),
    amount: pricing.surcharges[tag] ?? 0,
    currency: pricing.currency,
    termsIndex: null,
    tag,
  }));
}

/** Monthly passes and subscription options, as a share of the site's typical price. */
export const PASS_RATES = { solo: 1.6, duo: 2.9, student: 1.2, guest: 0.5, premiumHalls: 0.4 } as const;

/** The price of a pass or a subscription option on a site, rounded to its currency's step. */
export function passPrice(site: string, kind: keyof typeof PASS_RATES): number {
  return roundPrice(sitePrice(site) * PASS_RATES[kind], SITES[site]?.currency ?? 'EUR');
}

/** A cinema's full price when seeding: the site's price, a little more in big cities, varying per cinema. */
export function seedFullPrice(site: string, bigCity: boolean, roll: number): number {
  const factor = 0.92 + roll * 0.12 + (bigCity ? 0.07 : 0);
  return roundPrice(sitePrice(site) * factor, SITES[site]?.currency ?? 'EUR');
}

/** Labels of the concessions on a cinema's pricing. */
export const CONCESSION_LABELS: Record<'full' | 'student' | 'under14' | 'senior', Text> = {
  full: { en: 'Full price', fr: 'Plein tarif', de: 'Normalpreis', nl: 'Normaal tarief' },
  student: { en: 'Student', fr: 'Étudiant', de: 'Studierende', nl: 'Student' },
  under14: { en: 'Under 14', fr: 'Moins de 14 ans', de: 'Unter 14', nl: 'Onder 14' },
  senior: { en: 'Senior (65+)', fr: 'Senior (65+)', de: 'Senioren (65+)', nl: 'Senior (65+)' },
};

/** The price of one seat of a card of `places` seats sold `price`, to the cent. */
export function perSeatPrice(price: number, places: number): number {
  return Math.round((price / places) * 100) / 100;
}
