import { getCity, isNotFound } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import { readLocatorCookie } from '@marquee/locator-state';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '../../app/shell-context';
import { type CinemasTarget, cinemasTarget } from './nav-items';

const LIST: CinemasTarget = { kind: 'Cinemas' };

/**
 * Where the Cinemas entry leads for this visitor (SHELL-21..24). The server cannot know the
 * visitor's selection, so the server and hydration render the cinemas list; the selection is
 * read from the `cgp_locator` cookie after hydration and again after every navigation (the
 * locator may have changed it). A city's cinemas come from the API (cached GET) to tell a
 * one-cinema city; a city the API does not know leads to the list.
 */
export function useCinemasTarget(language: Language): CinemasTarget {
  const { api } = useShell();
  const { pathname } = useLocation();
  const [target, setTarget] = useState<CinemasTarget>(LIST);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` re-reads the cookie after each navigation.
  useEffect(() => {
    const selection = readLocatorCookie(document.cookie);
    setTarget(cinemasTarget(selection));
    if (selection?.type !== 'city') return;
    const controller = new AbortController();
    getCity(api(language), selection.value, controller.signal)
      .then((city) => setTarget(cinemasTarget(selection, city.cinemas)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isNotFound(error)) setTarget(LIST);
        else console.warn('cinemas entry: the selected city could not be loaded', error);
      });
    return () => controller.abort();
  }, [api, language, pathname]);
  return target;
}
