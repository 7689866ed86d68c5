import { useTranslation } from '@marquee/i18n';
import { definePage, type PageProps, type RemotePage } from '@marquee/remote-contract';
import { splitFilters } from '@marquee/routing';
import { useMemo } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { type ChipGroup, FilterChipGroups } from '../../components/filter-chips/filter-chips';
import { CardHeartsProvider, useCardHearts, useRefs } from '../../components/card-hearts';
import { ShowCard } from '../../components/show-card';
import { ShowCardRow, useRowScrolling } from '../../components/show-row/show-row';
import { useRouterLinks } from '../../components/use-router-links';
import {
  type ChipKind,
  type ChipOption,
  hasFilters,
  type ListFilters,
  type ListKind,
  LIST_TEXTS,
  offeredLists,
  readListFilters,
  SHOW_LISTS,
  toggleChip,
} from '../../lib/show-lists';
import { listHead } from './shows-head';
import { listHref, loadShowList, type ShowListData } from './shows-loader';
import './shows.css';

/** Cards of the first row of the grid per device (their posters load eagerly, the first is the LCP image). */
const FIRST_ROW = { mobile: 2, tablet: 4, desktop: 6 } as const;

function ShowsPage({ data, page }: PageProps<ShowListData>) {
  const { t } = useTranslation('catalogue');
  const slugs = useMemo(() => data.shows.map((show) => show.slug), [data.shows]);
  const hearts = useCardHearts<HTMLDivElement>(page, slugs);
  const links = useRefs(useRouterLinks<HTMLDivElement>(), useRowScrolling<HTMLDivElement>(), hearts.ref);
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const style = page.flags.versionFilterStyle;
  const texts = LIST_TEXTS[SHOW_LISTS[data.kind].key];
  // While the next address loads, the chips already show it (the address is the state).
  const pending = navigation.location ? splitFilters(navigation.location.pathname) : null;
  const filters: ListFilters =
    pending && pending.base === data.base ? readListFilters(pending.filters, data.options) : data.filters;
  const busy = pending !== null && pending.base === data.base;
  const group = (id: ChipKind | 'date', label: string, options: readonly ChipOption[]): ChipGroup => ({
    id,
    label,
    chips: options.map((option) => ({
      value: option.value,
      label: option.label,
      pressed: id === 'date' ? filters.date === option.value : filters[id].includes(option.value),
      href: listHref(data, toggleChip(filters, id, option.value), style),
    })),
  });
  // On ch versions are offered among the experiences (tag style), elsewhere on their own.
  const groups: ChipGroup[] =
    style === 'tag'
      ? [
          group('date', t('lists.filters.dates'), data.options.days),
          group('genres', t('lists.filters.genres'), data.options.genres),
          {
            id: 'tags',
            label: t('lists.filters.tags'),
            chips: [
              ...group('versions', '', data.options.versions).chips,
              ...group('experiences', '', data.options.experiences).chips,
            ],
          },
        ]
      : [
          group('date', t('lists.filters.dates'), data.options.days),
          group('genres', t('lists.filters.genres'), data.options.genres),
          group('versions', t('lists.filters.versions'), data.options.versions),
          group('experiences', t('lists.filters.experiences'), data.options.experiences),
        ];
  const go = (href: string) => navigate(`${href}${location.search}`, { preventScrollReset: true });
  const firstRow = FIRST_ROW[page.device.viewport];
  const filtered = hasFilters(data.filters);
  return (
    <div className="catalogue-list" ref={links}>
      <nav className="catalogue-list__crumbs" aria-label={t('lists.breadcrumb')}>
        <ol>
          <li>
            <a href={page.href('Home')}>{t('lists.home')}</a>
          </li>
          <li aria-current="page">{t(texts.title)}</li>
        </ol>
      </nav>
      <header className="catalogue-list__header">
        <h1 className="catalogue-list__title">{t(texts.title)}</h1>
        <p className="catalogue-list__intro">{t(texts.intro)}</p>
      </header>
      <nav className="catalogue-list__tabs" aria-label={t('lists.other')}>
        <ul>
          {offeredLists(page.flags).map((kind: ListKind) => (
            <li key={kind}>
              <a href={page.href(kind)} {...(kind === data.kind ? { 'aria-current': 'page' as const } : {})}>
                {t(LIST_TEXTS[SHOW_LISTS[kind].key].short)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <FilterChipGroups groups={groups} label={t('lists.filters.label')} onToggle={go} />
      {data.lastChance.length > 0 && !filtered ? (
        <ShowCardRow
          id="list-last-chance"
          title={t('home.rows.lastChance')}
          shows={data.lastChance}
          href={(show) => page.href('Movie', { slug: show.slug })}
          labels={{ seeAll: t('home.seeAll'), previous: t('home.previous'), next: t('home.next') }}
        />
      ) : null}
      <div className="catalogue-list__results" aria-busy={busy}>
        {/* The cards' h3 titles sit under this heading, visually hidden (the design shows the count). */}
        <h2 className="catalogue-sr-only">{t('lists.results')}</h2>
        <p className="catalogue-list__count" role="status">
          {filtered
            ? t('lists.countFiltered', { count: data.shows.length, total: data.total })
            : t('lists.count', { count: data.shows.length })}
        </p>
        {data.shows.length === 0 ? (
          <div className="catalogue-list__empty">
            <p>{filtered ? t('lists.emptyFiltered') : t(texts.empty)}</p>
            {filtered ? (
              <button type="button" className="catalogue-list__clear" onClick={() => go(data.base)}>
                {t('lists.clear')}
              </button>
            ) : (
              <a className="catalogue-list__clear" href={page.href('ShowsBook')}>
                {t('lists.seeOnNow')}
              </a>
            )}
          </div>
        ) : (
          <CardHeartsProvider value={hearts.label}>
            <ul className="catalogue-show-grid">
              {data.shows.map((show, index) => (
                <li key={show.slug}>
                  <ShowCard
                    show={show}
                    href={page.href('Movie', { slug: show.slug })}
                    poster={index === 0 ? 'lcp' : index < firstRow ? 'eager' : 'lazy'}
                  />
                </li>
              ))}
            </ul>
          </CardHeartsProvider>
        )}
        {filtered && data.shows.length > 0 ? (
          <button type="button" className="catalogue-list__reset" onClick={() => go(data.base)}>
            {t('lists.clear')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** A show list page of one kind (ShowsBook, ShowsUpcoming...): its loader, view and head. */
function listPage(kind: ListKind): RemotePage<ShowListData> {
  return definePage<ShowListData>({
    loader: (context) => loadShowList(context, kind),
    Component: ShowsPage,
    head: (data, page, t) => listHead(data, page, t),
  });
}

/** The five show list pages. */
export const showListPages: Readonly<Record<ListKind, RemotePage<ShowListData>>> = {
  ShowsBook: listPage('ShowsBook'),
  ShowsUpcoming: listPage('ShowsUpcoming'),
  ShowsPresales: listPage('ShowsPresales'),
  ShowsKids: listPage('ShowsKids'),
  ShowsSpecial: listPage('ShowsSpecial'),
};
