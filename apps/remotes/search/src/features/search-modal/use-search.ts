import type { ApiClient } from '@marquee/api-client';
import type { SearchAnswer } from '@marquee/domain-models';
import { isSearchable, SEARCH_DEBOUNCE_MS, SEARCH_MAX_QUERY_LENGTH } from '@marquee/domain-models';
import { useEffect, useRef, useState } from 'react';
import { mainSearch } from '../../components/main-search';

/** Where the search stands for the query typed. */
export type SearchStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'searching'; readonly query: string }
  | { readonly state: 'done'; readonly query: string; readonly answer: SearchAnswer }
  | { readonly state: 'failed'; readonly query: string };

/** What is searched for a typed text: trimmed and capped (never more than the API takes). */
export function searchedQuery(typed: string): string {
  return typed.trim().slice(0, SEARCH_MAX_QUERY_LENGTH).trim();
}

/**
 * Searches as the visitor types (SRCH-04): nothing below 3 characters; from 3, one request once
 * typing has paused 300 ms. Every request carries a sequence number and only the newest may
 * write the status: an older answer arriving late is dropped (and its request aborted), so a
 * stale answer never overwrites a newer one.
 */
export function useSearch(api: ApiClient, typed: string, search = mainSearch): SearchStatus {
  const query = searchedQuery(typed);
  const [status, setStatus] = useState<SearchStatus>({ state: 'idle' });
  const sequence = useRef(0);

  useEffect(() => {
    const mine = ++sequence.current;
    if (!isSearchable(query)) {
      setStatus({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus({ state: 'searching', query });
      search(api, query, controller.signal).then(
        (answer) => {
          if (sequence.current === mine) setStatus({ state: 'done', query, answer });
        },
        () => {
          if (sequence.current === mine && !controller.signal.aborted) setStatus({ state: 'failed', query });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, search]);

  return status;
}
