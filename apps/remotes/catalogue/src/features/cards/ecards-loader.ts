import { getEcards, getEcardTypes } from '@marquee/api-client';
import type { PageContext } from '@marquee/remote-contract';
import { KIND_SITES } from '@marquee/routing';

type Ecard = Awaited<ReturnType<typeof getEcards>>['items'][number];

/** The e-cards of a page: the legacy list's cards of its seat count, each with its terms from the new list. */
export interface EcardsData {
  readonly places: 3 | 5;
  readonly cards: readonly (Ecard & { readonly terms: string | null })[];
  /** The other e-card page of the site, when there is one (the 3-seat card exists on fr only). */
  readonly other: 'Ecards' | 'Ecards3' | null;
}

/**
 * Both e-card calls (CAT-70, CAT-71): `/api/ecards` gives the cards (title, image, price,
 * initialPrice, placesCount, tunnelUrl, national, highlightMessage), `/api/cms/1.0.0/ecards`
 * their terms by label; a failed terms call leaves the cards without terms.
 */
export async function loadEcards(context: Pick<PageContext, 'api' | 'signal' | 'kind' | 'site'>): Promise<EcardsData> {
  const places = context.kind === 'Ecards3' ? 3 : 5;
  const [legacy, types] = await Promise.all([
    getEcards(context.api, context.signal),
    getEcardTypes(context.api, context.signal).catch(() => null),
  ]);
  const terms = new Map((types ?? []).map((type) => [type.label, type.terms]));
  const cards = legacy.items
    .filter((card) => card.placesCount === places)
    .map((card) => ({ ...card, terms: terms.get(card.title) ?? null }));
  // The other pack's page, where the site has both (routing's site configuration: KIND_SITES).
  const otherKind = places === 5 ? 'Ecards3' : 'Ecards';
  const other = (KIND_SITES[otherKind] ?? []).includes(context.site) ? otherKind : null;
  return { places, cards, other };
}
