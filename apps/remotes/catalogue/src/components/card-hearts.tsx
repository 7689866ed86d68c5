import { useWishlistHearts } from '@marquee/client-space';
import { useSpaceOptions } from '@marquee/client-space/api';
import { useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { createContext, type RefCallback, useCallback, useContext, useEffect, useRef } from 'react';

/** The accessible name of a card's heart ("Add Dune to my wishlist"), or null: the cards show no heart. */
type HeartLabel = (title: string) => string;

const CardHeartsContext = createContext<HeartLabel | null>(null);
CardHeartsContext.displayName = 'CardHeartsContext';

/** The film cards below it show a wishlist heart named by `label` (the value of `useCardHearts`). */
export const CardHeartsProvider = CardHeartsContext.Provider;

/** A card's heart label, or null where the page shows no hearts (one context read per card, no store hook). */
export function useCardHeartLabel(): HeartLabel | null {
  return useContext(CardHeartsContext);
}

/** The attribute that marks a card's heart button with its film's slug (`data-wish="dune"`). */
const HEART = 'button[data-wish]';

/**
 * The wishlist hearts of every film card inside one element of a page, with
 * no hook and no handler per card, so cards stay static markup the page need not hydrate
 * (decision 0013): one delegated click listener toggles the film of the pressed heart through
 * the client space (`useWishlistHearts`: at once, reverted with the alert when the call fails;
 * anonymous, the sign-in-required modal), and the hearts' `aria-pressed` follows the client's
 * wishlist (the heart drawn follows the attribute in CSS). The feelings of the page's films are
 * read in one call once signed in (ACC-64). Returns the element's ref and the hearts' label for
 * `CardHeartsProvider`.
 */
export function useCardHearts<T extends HTMLElement>(
  page: PageInfo,
  slugs: readonly string[],
): { readonly ref: RefCallback<T>; readonly label: HeartLabel } {
  const { t } = useTranslation('catalogue');
  const hearts = useWishlistHearts(slugs, useSpaceOptions(page, t));
  const latest = useRef(hearts);
  latest.current = hearts;
  const element = useRef<T | null>(null);

  const ref = useCallback((node: T | null) => {
    element.current = node;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(HEART) : null;
      if (!(button instanceof HTMLButtonElement) || !node.contains(button) || !button.dataset.wish) return;
      latest.current.toggle(button.dataset.wish);
    };
    node.addEventListener('click', onClick);
    return () => {
      node.removeEventListener('click', onClick);
      element.current = null;
    };
  }, []);

  // Every heart shows its film's state: once live (the ref is set before effects run), on each
  // change of the wishlist, and when other cards are rendered (another list's films). While
  // sign-in is being completed the hearts are disabled, as the film page's control is.
  const shown = slugs.join(' ');
  useEffect(() => {
    if (!element.current || shown === '') return;
    const wished = new Set(hearts.wished);
    for (const button of element.current.querySelectorAll<HTMLButtonElement>(HEART)) {
      const pressed = String(wished.has(button.dataset.wish ?? ''));
      if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
      button.disabled = hearts.busy;
    }
  }, [hearts.wished, hearts.busy, shown]);

  const label = useCallback((title: string) => t('space.wishlistLabel', { title }), [t]);
  return { ref, label };
}

/** One ref callback that attaches two or three (the page's delegated listeners on one element). */
export function useRefs<T extends HTMLElement>(
  first: RefCallback<T>,
  second: RefCallback<T>,
  third?: RefCallback<T>,
): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      const cleanups = [first(node), second(node), third?.(node)];
      return () => {
        for (const cleanup of cleanups) if (typeof cleanup === 'function') cleanup();
      };
    },
    [first, second, third],
  );
}
