import { searchFull } from '@marquee/api-client';
import type { SearchResult } from '@marquee/domain-models';
import { type Translator, useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { faqOnly, faqResultHref, HELP_SEARCH, helpQuery } from '../lib/help-rules';

/** What the list under the field shows. */
type Answer =
  | { readonly state: 'idle' }
  | { readonly state: 'loading'; readonly query: string }
  | { readonly state: 'done'; readonly query: string; readonly results: readonly SearchResult[] }
  | { readonly state: 'failed'; readonly query: string };

/** The most suggestions listed under the field; the results page lists them all. */
const SUGGESTIONS = 8;

/**
 * The help search (HELP-12..14), an ARIA 1.2 combobox: the field sends `/api/search/full` with
 * the faq type from 2 characters, 350 ms after the last keystroke, and keeps only help articles;
 * an answer to an older query never replaces a newer one (each request is aborted when the next
 * starts and its answer is checked against the latest query). Its suggestions show when the
 * field has focus (autocomplete on focus), arrows move through them, Enter opens one (or the
 * results page), Escape closes them. Nothing here runs while rendering on the server.
 */
export function HelpSearch({ page, initialQuery = '' }: { page: PageInfo; initialQuery?: string }) {
  const { t } = useTranslation('help-centre');
  const [text, setText] = useState(initialQuery);
  const [answer, setAnswer] = useState<Answer>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef<string | null>(null);
  const listId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const webview = page.kind.startsWith('M');
  const resultsPage = page.href(webview ? 'MFaqResults' : 'FaqResults');

  useEffect(() => {
    const query = helpQuery(text);
    latest.current = query;
    if (query === null) {
      setAnswer({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setAnswer({ state: 'loading', query });
      searchFull(page.api, query, 'faq', controller.signal).then(
        (found) => {
          if (latest.current !== query) return; // a newer query is under way: this answer is stale
          setAnswer({ state: 'done', query, results: faqOnly(found.results).slice(0, SUGGESTIONS) });
          setActive(-1);
        },
        () => {
          if (latest.current !== query || controller.signal.aborted) return;
          setAnswer({ state: 'failed', query });
        },
      );
    }, HELP_SEARCH.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, page.api]);

  const results = answer.state === 'done' ? answer.results : [];
  const expanded = open && answer.state !== 'idle';
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = results[active];
      if (chosen) {
        event.preventDefault();
        navigate(faqResultHref(chosen, page));
      }
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> lacks wide assistive-technology support.
    <div role="search" className="help-centre-search">
      <form action={resultsPage} method="get" className="help-centre-search__form">
        <label htmlFor={`${listId}-field`} className="help-centre-search__label">
          {t('search.label')}
        </label>
        <div className="help-centre-search__row">
          <input
            id={`${listId}-field`}
            className="help-centre-search__field"
            // A combobox is a text input (ARIA 1.2 combobox pattern; ARIA in HTML allows no
            // combobox role on type=search); the search landmark around it says it searches.
            type="text"
            name="q"
            role="combobox"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={HELP_SEARCH.maxLength}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-describedby={hintId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="help-centre-search__submit">
            {t('search.submit')}
          </button>
        </div>
        <p id={hintId} className="help-centre-search__hint">
          {t('search.hint')}
        </p>
      </form>
      <div className="help-centre-search__popup" hidden={!expanded}>
        <p className="help-centre-search__status" role="status">
          {expanded ? statusText(answer, t) : ''}
        </p>
        <div id={listId} role="listbox" aria-label={t('search.suggestions')} className="help-centre-search__list">
          {results.map((result, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys (aria-activedescendant): arrows, Enter, Escape.
            <div
              key={result.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="help-centre-search__option"
              // Keep the focus in the field while a pointer chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => navigate(faqResultHref(result, page))}
            >
              {result.title}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function statusText(answer: Answer, t: Translator<'help-centre'>): string {
  switch (answer.state) {
    case 'loading':
      return t('search.loading');
    case 'failed':
      return t('search.failed');
    case 'done':
      return answer.results.length === 0
        ? t('search.none', { query: answer.query })
        : t('search.results', { count: answer.results.length });
    default:
      return '';
  }
}
