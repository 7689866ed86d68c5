import type { SearchAnswer } from '@marquee/domain-models';
import { isSearchable, SEARCH_DEBOUNCE_MS, SEARCH_MIN_QUERY_LENGTH } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import type { RemoteModalProps } from '@marquee/remote-contract';
import { LinkButton, Modal, SearchField } from '@marquee/ui-kit';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { mainSearch } from '../../components/main-search';
import { SearchResultGroups } from '../../components/search-result-groups';

type Status =
  | { readonly state: 'idle' }
  | { readonly state: 'searching'; readonly query: string }
  | { readonly state: 'done'; readonly query: string; readonly answer: SearchAnswer }
  | { readonly state: 'failed'; readonly query: string };

/** The results page for a query. */
function resultsHref(page: RemoteModalProps['page'], query: string): string {
  return `${page.href('SearchResults')}?q=${encodeURIComponent(query)}`;
}

/**
 * The search modal (SHELL-55), opened from the header: a search box that searches as the
 * visitor types (from 3 characters, after 300 ms of quiet) and shows the results grouped by
 * type, as the results page does; Enter or "See all results" goes to the results page. A
 * result opens its page (the new page closes the modal). History and per-type previews come
 * with the full search modal (a later issue).
 */
export function SearchModal({ close, page }: RemoteModalProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const trimmed = query.trim();

  useEffect(() => {
    if (!isSearchable(trimmed)) {
      setStatus({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus({ state: 'searching', query: trimmed });
      mainSearch(page.api, trimmed, controller.signal).then(
        (answer) => setStatus({ state: 'done', query: trimmed, answer }),
        () => {
          if (!controller.signal.aborted) setStatus({ state: 'failed', query: trimmed });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, page.api]);

  const submit = (value: string) => {
    const q = value.trim();
    if (isSearchable(q)) navigate(resultsHref(page, q));
  };

  return (
    <Modal open onClose={close} title={t('title')} closeLabel={t('close')} className="search-modal">
      <SearchField
        value={query}
        onValueChange={setQuery}
        onSubmit={submit}
        labels={{ input: t('label'), clear: t('clear'), history: t('history') }}
        placeholder={t('placeholder')}
        autoFocus
      />
      <div className="search-modal__results" aria-busy={status.state === 'searching'}>
        <p className="search-modal__status" role="status">
          {trimmed !== '' && !isSearchable(trimmed)
            ? t('tooShort', { count: SEARCH_MIN_QUERY_LENGTH })
            : status.state === 'searching'
              ? t('searching')
              : status.state === 'failed'
                ? t('failed')
                : status.state === 'done'
                  ? status.answer.results.length === 0
                    ? t('none', { query: status.query })
                    : t('found', { count: status.answer.results.length })
                  : ''}
        </p>
        {status.state === 'done' && status.answer.results.length > 0 ? (
          <>
            <SearchResultGroups answer={status.answer} page={page} headingLevel={3} idPrefix="search-modal" />
            <p className="search-modal__all">
              <LinkButton
                variant="black-button"
                href={resultsHref(page, status.query)}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(resultsHref(page, status.query));
                }}
              >
                {t('seeAll')}
              </LinkButton>
            </p>
          </>
        ) : null}
        {status.state === 'idle' && trimmed === '' ? <p className="search-modal__hint">{t('hint')}</p> : null}
      </div>
    </Modal>
  );
}
