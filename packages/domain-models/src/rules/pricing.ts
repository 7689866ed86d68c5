/**
 * Ticket prices: one rule for the cinema page's pricing and the price of each showtime.
 *
 * A cinema has a full price in the site's currency; each premium experience (and 3D) adds a
 * surcharge, a share of that full price; concessions (student, under 14, senior) are shares of it
 * too. Every amount is rounded to the currency's smallest usual step, so what the showtime panel
 * announces is what the cinema's price list adds up to.
 */

/** Smallest usual step of a ticket price per currency (XOF has no minor unit; MAD whole dirhams). */
export const PRICE_STEPS: Readonly<Record<string, number>> = { EUR: 0.1, CHF: 0.5, TND: 0.5, MAD: 1, XOF: 100 };

/** Rounds an amount to the currency's step (cents when the currency is unknown); never negative. */
export function roundPrice(amount: number, currency: string): number {
  const step = PRICE_STEPS[currency] ?? 0.01;
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  // two-step rounding: to the step, then to cents, so 0.1 steps do not print as 2.0999999
  return Math.round(Math.round(amount / step) * step * 100) / 100;
}

/** Tags that carry a surcharge, in the order they are listed and added. */
export const SURCHARGE_TAGS = ['imax', '4dx', 'dolby-cinema', 'screenx', 'premium', '3d'] as const;
/** A tag that carries a surcharge. */
export type SurchargeTag = (typeof SURCHARGE_TAGS)[number];

/** Surcharge of each experience as a share of the cinema's full price. */
export const SURCHARGE_RATES: Readonly<Record<SurchargeTag, number>> = {
  imax: 0.35,
  '4dx': 0.45,
  'dolby-cinema': 0.3,
  screenx: 0.3,
  premium: 0.35,
  '3d': 0.15,
};

/** Concessions as a share of the full price. */
export const CONCESSION_RATES = { student: 0.7, under14: 0.5, senior: 0.75 } as const;
/** A concession. */
export type Concession = keyof typeof CONCESSION_RATES;

/** What a cinema charges: its full price and the surcharge of each experience, in one currency. */
export interface CinemaPricing {
  readonly currency: string;
  readonly fullPrice: number;
  readonly surcharges: Readonly<Partial<Record<SurchargeTag, number>>>;
  readonly concessions: Readonly<Record<Concession, number>>;
}

/** A cinema's pricing from its full price (every amount rounded to the currency's step). */
export function cinemaPricing(fullPrice: number, currency: string): CinemaPricing {
  const full = roundPrice(fullPrice, currency);
  const surcharges: Partial<Record<SurchargeTag, number>> = {};
  for (const tag of SURCHARGE_TAGS) surcharges[tag] = roundPrice(full * SURCHARGE_RATES[tag], currency);
  return {
    currency,
    fullPrice: full,
    surcharges,
    concessions: {
      student: roundPrice(full * CONCESSION_RATES.student, currency),
      under14: roundPrice(full * CONCESSION_RATES.under14, currency),
      senior: roundPrice(full * CONCESSION_RATES.senior, currency),
    },
  };
}

/** The price of one full-price ticket for a showtime. */
export interface TicketPrice {
  /** What the ticket costs: the full price plus every surcharge. */
  readonly amount: number;
  readonly currency: string;
  readonly fullPrice: number;
  /** The surcharges included, in SURCHARGE_TAGS order. */
  readonly surcharges: readonly { readonly tag: SurchargeTag; readonly amount: number }[];
}

/**
 * The full-price ticket of a showtime carrying these tags at a cinema: the full price plus the
 * surcharge of each experience the showtime carries (an IMAX showtime in 3D pays both).
 */
export function ticketPrice(pricing: CinemaPricing, tags: readonly string[]): TicketPrice {
  const surcharges = SURCHARGE_TAGS.filter((tag) => tags.includes(tag) && (pricing.surcharges[tag] ?? 0) > 0).map(
    (tag) => ({ tag, amount: pricing.surcharges[tag] as number }),
  );
  const total = surcharges.reduce((sum, s) => sum + s.amount, pricing.fullPrice);
  return {
    amount: Math.round(total * 100) / 100,
    currency: pricing.currency,
    fullPrice: pricing.fullPrice,
    surcharges,
  };
}
