import { foldText } from '@marquee/domain-models';
import { createStore, type StoreApi } from 'zustand';

/** Longest partner search kept: the field is capped too (`maxLength`), this holds for any caller. */
export const PARTNER_QUERY_MAX = 60;

/** A plan as the store needs it: its id and its options with their limits. */
export interface PlanChoice {
  readonly id: string;
  readonly options: readonly { readonly id: string; readonly maxQuantity: number }[];
}

/** An option of the chosen plan and how many of it are taken (A§3 "options with id and quantity"). */
export interface ChosenOption {
  readonly id: string;
  readonly quantity: number;
}

/** The subscription area's state and its actions (A§4 "Subscription"). */
export interface SubscriptionState {
  /** The plan chosen, or null before a choice (and after a reset). */
  readonly plan: string | null;
  /** The chosen plan's options, each at its quantity. */
  readonly options: readonly ChosenOption[];
  /** The most of each option the plan allows. */
  readonly limits: Readonly<Record<string, number>>;
  /** What the visitor typed in the partner-cinema search. */
  readonly partnerQuery: string;
  /** The address the state belongs to (its path): another one clears the partner search. */
  readonly address: string | null;

  /** A plan is chosen: its options are created at quantity 0 (CAT-80); a former choice is replaced. */
  choose(plan: PlanChoice): void;
  /** An option's quantity changes by `modifier` (+1, -1...), kept between 0 and the plan's maximum (CAT-81). */
  modify(optionId: string, modifier: number): void;
  /** Clears the choice: no plan, no options (CAT-82). */
  reset(): void;
  /** The partner search changes (capped at PARTNER_QUERY_MAX characters). */
  searchPartners(query: string): void;
  /** The visitor is on `address`: a different address clears the partner search (CAT-83). */
  navigated(address: string): void;
}

/** What the state starts with. */
export const INITIAL_SUBSCRIPTION = {
  plan: null,
  options: [],
  limits: {},
  partnerQuery: '',
  address: null,
} as const satisfies Partial<SubscriptionState>;

/** A store of the subscription area: one per page instance (never shared between server renders). */
export function createSubscriptionStore(address: string | null = null): StoreApi<SubscriptionState> {
  return createStore<SubscriptionState>()((set) => ({
    ...INITIAL_SUBSCRIPTION,
    address,
    choose: (plan) =>
      set({
        plan: plan.id,
        options: plan.options.map((option) => ({ id: option.id, quantity: 0 })),
        limits: Object.fromEntries(plan.options.map((option) => [option.id, Math.max(0, option.maxQuantity)])),
      }),
    modify: (optionId, modifier) =>
      set((state) => {
        if (!Number.isInteger(modifier) || !state.options.some((option) => option.id === optionId)) return state;
        const max = state.limits[optionId] ?? 0;
        return {
          options: state.options.map((option) =>
            option.id === optionId
              ? { id: option.id, quantity: Math.min(max, Math.max(0, option.quantity + modifier)) }
              : option,
          ),
        };
      }),
    reset: () => set({ plan: null, options: [], limits: {} }),
    searchPartners: (query) => set({ partnerQuery: query.slice(0, PARTNER_QUERY_MAX) }),
    navigated: (next) => set((state) => (state.address === next ? state : { address: next, partnerQuery: '' })),
  }));
}

/** What the partner search reads of a cinema. */
export interface PartnerCinema {
  readonly slug: string;
  readonly name: string;
  readonly city: string;
}

/**
 * The partner cinemas matching a search: accent-insensitive and case-insensitive, on the
 * cinema's name or its city. An empty search keeps them all.
 */
export function matchPartners<T extends PartnerCinema>(cinemas: readonly T[], query: string): T[] {
  const folded = foldText(query.slice(0, PARTNER_QUERY_MAX)).trim();
  if (folded === '') return [...cinemas];
  return cinemas.filter((cinema) => foldText(cinema.name).includes(folded) || foldText(cinema.city).includes(folded));
}

/** The chosen options as the subscription tunnel reads them: `plus-one:2,premium:1` (quantities above 0 only). */
export function optionsQuery(options: readonly ChosenOption[]): string {
  return options
    .filter((option) => option.quantity > 0)
    .map((option) => `${option.id}:${option.quantity}`)
    .join(',');
}

/** The monthly total of a plan with its options. */
export function planTotal(
  price: number,
  options: readonly ChosenOption[],
  prices: Readonly<Record<string, number>>,
): number {
  const cents = options.reduce(
    (sum, option) => sum + Math.round((prices[option.id] ?? 0) * 100) * option.quantity,
    Math.round(price * 100),
  );
  return cents / 100;
}
