import type { SearchAnswer, SearchResult, SearchType } from '@marquee/domain-models';
import { isSearchable, previewCap, SEARCH_MAX_QUERY_LENGTH, SEARCH_MIN_QUERY_LENGTH } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import type { RemoteModalProps } from '@marquee/remote-contract';
import { Icon, LinkButton, Modal } from '@marquee/ui-kit';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { resultHref, resultSubtitle } from '../../components/result-link';
import { MORE_TEXTS, TYPE_TEXTS } from '../../components/search-texts';
import { readHistory, recordChoice, type SearchHistoryEntry } from '../../state/history';
import { searchedQuery, useSearch } from './use-search';

/** Result groups in display order (SRCH-07): films, cinemas, offers, news, help. */
export const GROUP_ORDER: readonly SearchType[] = ['show', 'cinema', 'offer', 'news', 'faq'];

/** One choice of the list the search box controls. */
export type SearchOption =
  | { readonly kind: 'result'; readonly key: string; readonly result: SearchResult; readonly href: string }
  | { readonly kind: 'more'; readonly key: string; readonly type: SearchType; readonly count: number }
  | { readonly kind: 'history'; readonly key: string; readonly entry: SearchHistoryEntry };

/** A titled group of options. */
export interface OptionGroup {
  readonly key: string;
  /** The group's type (null: the history). */
  readonly type: SearchType | null;
  readonly count: number;
  readonly options: readonly SearchOption[];
}

/**
 * The groups an answer shows (SRCH-07..09): per type in display order, the first results up to the
 * type's preview cap (shows 4, cinemas 3, help 3, others 4) and a "show more" when the type has more;
 * in a type's detail view, every result of that type. Results that lead nowhere are left out.
 */
export function answerGroups(
  answer: SearchAnswer,
  detail: SearchType | null,
  hrefOf: (result: SearchResult) => string | null,
): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const type of detail ? [detail] : GROUP_ORDER) {
    const linked = answer.results
      .filter((result) => result.type === type)
      .flatMap((result) => {
        const href = hrefOf(result);
        return href ? [{ kind: 'result' as const, key: `${type}:${result.id}`, result, href }] : [];
      });
    if (linked.length === 0) continue;
    const count = Math.max(answer.counts[type], linked.length);
    const cap = previewCap(type);
    const options: SearchOption[] = detail ? linked : linked.slice(0, cap);
    if (!detail && linked.length > cap) options.push({ kind: 'more', key: `more:${type}`, type, count });
    groups.push({ key: type, type, count, options });
  }
  return groups;
}

/** The results page for a query. */
function resultsHref(page: RemoteModalProps['page'], query: string): string {
  return `${page.href('SearchResults')}?q=${encodeURIComponent(query)}`;
}

/**
 * The search modal (SHELL-55, SRCH-01..19), opened from the header. The box is a combobox over one
 * list: the history of the last 3 choices while the box is empty, else the results grouped by type
 * with their previews, each group's "show more" opening its detail view (with a back arrow).
 * Arrow keys move through the list, Enter opens the active choice (or, with none, the results
 * page), Escape closes. Choosing a result records it in the history and opens its page (the page
 * change closes the modal). Closing the modal forgets the query and the results.
 */
export function SearchModal({ close, page }: RemoteModalProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [detail, setDetail] = useState<SearchType | null>(null);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const status = useSearch(page.api, typed);
  const query = searchedQuery(typed);

  // The history lives in the browser: read once the modal is on screen (never while rendering).
  useEffect(() => setHistory(readHistory(page.site)), [page.site]);
  // A new query goes back to the grouped results, with no active choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the searched query changes.
  useEffect(() => {
    setDetail(null);
    setActive(-1);
  }, [query]);

  const groups = useMemo<OptionGroup[]>(() => {
    if (typed.trim() === '')
      return history.length > 0
        ? [
            {
              key: 'history',
              type: null,
              count: history.length,
              options: history.map((entry) => ({ kind: 'history' as const, key: `history:${entry.url}`, entry })),
            },
          ]
        : [];
    if (status.state !== 'done') return [];
    return answerGroups(status.answer, detail, (result) => resultHref(result, page));
  }, [typed, history, status, detail, page]);
  const options = groups.flatMap((group) => group.options);
  const expanded = options.length > 0;

  const choose = (option: SearchOption) => {
    if (option.kind === 'more') {
      setDetail(option.type);
      setActive(-1);
      inputRef.current?.focus();
      return;
    }
    const entry =
      option.kind === 'history'
        ? option.entry
        : { title: option.result.title, subtitle: resultSubtitle(option.result), url: option.href };
    setHistory(recordChoice(page.site, entry));
    void navigate(entry.url);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    const last = options.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? active >= last
          ? 0
          : active + 1
        : event.key === 'ArrowUp'
          ? active <= 0
            ? last
            : active - 1
          : event.key === 'Home' && active >= 0
            ? 0
            : event.key === 'End' && active >= 0
              ? last
              : null;
    if (next !== null) {
      event.preventDefault();
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
      return;
    }
    if (event.key === 'Enter' && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  const submit = () => {
    if (isSearchable(query)) {
      void navigate(resultsHref(page, query));
      close();
    }
  };

  const message =
    typed.trim() !== '' && !isSearchable(query)
      ? t('tooShort', { count: SEARCH_MIN_QUERY_LENGTH })
      : status.state === 'searching'
        ? t('searching')
        : status.state === 'failed'
          ? t('failed')
          : status.state === 'done'
            ? status.answer.results.length === 0
              ? t('none', { query: status.query })
              : t('found', { count: status.answer.total })
            : '';

  let index = -1;
  return (
    <Modal open onClose={close} title={t('title')} closeLabel={t('close')} className="search-modal">
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search submits with Enter; <search> lacks wide assistive-tech support. */}
      <form
        role="search"
        className="search-modal__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Icon name="search" className="search-modal__icon" />
        <input
          ref={inputRef}
          className="search-modal__input"
          type="text"
          role="combobox"
          aria-label={t('label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('placeholder')}
          value={typed}
          maxLength={SEARCH_MAX_QUERY_LENGTH}
          // biome-ignore lint/a11y/noAutofocus: the search modal moves focus to its box on purpose.
          autoFocus
          data-autofocus
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {typed ? (
          <button
            type="button"
            className="search-modal__clear"
            aria-label={t('clear')}
            onClick={() => {
              setTyped('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size={18} />
          </button>
        ) : null}
      </form>
      <div className="search-modal__results" aria-busy={status.state === 'searching'}>
        <p
          className={
            status.state === 'failed' ? 'search-modal__status search-modal__status--failed' : 'search-modal__status'
          }
          role="status"
        >
          {message}
        </p>
        {detail && status.state === 'done' ? (
          <div className="search-modal__detail-bar">
            <button
              type="button"
              className="search-modal__back"
              onClick={() => {
                setDetail(null);
                setActive(-1);
                inputRef.current?.focus();
              }}
            >
              <Icon name="chevron-left" size={20} />
              <span>{t('back')}</span>
            </button>
          </div>
        ) : null}
        {expanded ? (
          <div id={listId} role="listbox" aria-label={t('listLabel')} className="search-modal__list">
            {groups.map((group) => {
              const headingId = `${listId}-${group.key}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (ARIA combobox pattern), not a form fieldset.
                <div key={group.key} role="group" aria-labelledby={headingId} className="search-modal__group">
                  <div id={headingId} role="presentation" className="search-modal__group-title">
                    {group.type ? t(TYPE_TEXTS[group.type], { count: group.count }) : t('history')}
                  </div>
                  {group.options.map((option) => {
                    index += 1;
                    const mine = index;
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's box handles the keys (aria-activedescendant).
                      <div
                        key={option.key}
                        id={optionId(mine)}
                        role="option"
                        aria-selected={mine === active}
                        tabIndex={-1}
                        className={`search-modal__option search-modal__option--${option.kind}`}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => choose(option)}
                        onMouseMove={() => mine !== active && setActive(mine)}
                      >
                        <OptionContent option={option} />
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        ) : null}
        {typed.trim() === '' && history.length === 0 ? <p className="search-modal__hint">{t('hint')}</p> : null}
        {status.state === 'done' && status.answer.results.length > 0 && typed.trim() !== '' ? (
          <p className="search-modal__all">
            <LinkButton
              variant="black-button"
              href={resultsHref(page, status.query)}
              onClick={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              {t('seeAll')}
            </LinkButton>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

function OptionContent({ option }: { readonly option: SearchOption }) {
  const { t } = useTranslation('search');
  if (option.kind === 'more')
    return (
      <>
        <span className="search-modal__option-title">{t(MORE_TEXTS[option.type], { count: option.count })}</span>
        <Icon name="chevron-right" size={18} />
      </>
    );
  const title = option.kind === 'history' ? option.entry.title : option.result.title;
  const subtitle = option.kind === 'history' ? option.entry.subtitle : resultSubtitle(option.result);
  return (
    <>
      {option.kind === 'history' ? <Icon name="history" size={18} /> : null}
      <span className="search-modal__option-text">
        <span className="search-modal__option-title">{title}</span>
        {subtitle ? <span className="search-modal__option-sub">{subtitle}</span> : null}
      </span>
    </>
  );
}
