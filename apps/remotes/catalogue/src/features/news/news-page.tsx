import { getNews } from '@marquee/api-client';
import { type ArticleItem, ArticleListSchema } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import {
  definePage,
  type PageContext,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import { Pagination } from '@marquee/ui-kit';
import { useRouterLinks } from '../../components/use-router-links';
import { ArticleCards, articleHref } from '../../components/content/article-cards';
import '../../components/content/content.css';

/** News pushes keep the first 4 items (C§4, C§9, RULE-33). */
export const NEWS_PUSHES = 4;
/** Items per page of the list (the API's page size). */
const PAGE_SIZE = 12;
/** The types a visitor can filter the list by. */
export const NEWS_TYPES = ['news', 'offer', 'event'] as const;
type NewsType = (typeof NEWS_TYPES)[number];

/** The news page (CAT-65..68): the pushes, the list's page for the type chosen, the state read from the address. */
export interface NewsData {
  readonly pushes: readonly ArticleItem[];
  readonly items: readonly ArticleItem[];
  readonly total: number;
  readonly page: number;
  readonly type: NewsType | null;
}

/** The list's state in the address: `?type=offer&page=2` (a page out of range or an unknown type reads as none). */
export function newsState(url: URL): { type: NewsType | null; page: number } {
  const type = url.searchParams.get('type');
  const page = Number(url.searchParams.get('page'));
  return {
    type: (NEWS_TYPES as readonly string[]).includes(type ?? '') ? (type as NewsType) : null,
    page: Number.isInteger(page) && page >= 1 && page <= 999 ? page : 1,
  };
}

/** The address of a state: page 1 and no type are left out. */
export function newsHref(base: string, state: { type: NewsType | null; page: number }): string {
  const query = new URLSearchParams();
  if (state.type) query.set('type', state.type);
  if (state.page > 1) query.set('page', String(state.page));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/**
 * The chip of a type: selecting it filters (page 1, CAT-66, CAT-68); selecting the type already
 * chosen clears the filter (page 1 too, CAT-67).
 */
export function typeToggle(current: NewsType | null, type: NewsType): { type: NewsType | null; page: number } {
  return { type: current === type ? null : type, page: 1 };
}

/**
 * GET /api/news (pushes: its first 4) and GET /api/articles?type=&page= (the list): the chosen type,
 * else every type of the chips (never experience articles), so the API's pages and `total` are those
 * of what the list shows.
 */
export async function loadNews(context: Pick<PageContext, 'api' | 'signal' | 'url'>): Promise<NewsData> {
  const state = newsState(context.url);
  const [news, list] = await Promise.all([
    getNews(context.api, 1, context.signal).catch(() => null),
    context.api.get(
      '/api/articles',
      ArticleListSchema,
      { type: state.type ?? NEWS_TYPES.join(','), page: state.page },
      context.signal,
    ),
  ]);
  return {
    pushes: (news?.items ?? []).slice(0, NEWS_PUSHES),
    items: list.items,
    total: list.total,
    page: state.page,
    type: state.type,
  };
}

/** The news head: an `ItemList` of the page's items and the breadcrumb; filtered or later pages are not indexed. */
export function newsHead(data: NewsData, page: PageInfo, t: Translate): PageHead {
  const url = page.href(page.kind === 'NewsApp' ? 'NewsApp' : 'NewsList');
  return {
    title: data.page > 1 ? t('content.news.titlePage', { page: data.page }) : t('content.news.title'),
    description: t('content.news.description'),
    ...(data.type || data.page > 1 || page.kind === 'NewsApp' ? { noIndex: true } : {}),
    structuredData: {
      '@graph': [
        {
          '@type': 'ItemList',
          name: t('content.news.title'),
          numberOfItems: data.items.length,
          itemListElement: data.items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.title,
            url: absoluteUrl(articleHref(item, page), page),
          })),
        },
        breadcrumbList(
          [
            { name: t('content.home'), url: page.href('Home') },
            { name: t('content.news.title'), url },
          ],
          page,
        ),
      ],
    },
  };
}

function NewsPage({ data, page }: PageProps<NewsData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLDivElement>();
  const base = page.url.pathname;
  const pageCount = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  return (
    <div className="catalogue-content catalogue-content--news" ref={links}>
      <header className="catalogue-content__plain-intro">
        <h1 className="catalogue-content__title">{t('content.news.title')}</h1>
        <p className="catalogue-content__subtitle">{t('content.news.lead')}</p>
      </header>
      {data.pushes.length > 0 ? (
        <section className="catalogue-content__block" aria-labelledby="news-pushes">
          <h2 id="news-pushes" className="catalogue-content__block-title">
            {t('content.news.pushes')}
          </h2>
          <ArticleCards items={data.pushes} page={page} />
        </section>
      ) : null}
      <section className="catalogue-content__block" aria-labelledby="news-all">
        <h2 id="news-all" className="catalogue-content__block-title">
          {t('content.news.all')}
        </h2>
        <nav className="catalogue-content__chips" aria-label={t('content.news.filter')}>
          <ul>
            {NEWS_TYPES.map((type) => (
              <li key={type}>
                <a
                  className="catalogue-content__chip"
                  href={newsHref(base, typeToggle(data.type, type))}
                  data-scroll="keep"
                  aria-current={data.type === type ? 'true' : undefined}
                >
                  {t(`content.news.types.${type}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="catalogue-content__hidden" aria-live="polite">
          {t('content.news.count', { count: data.total })}
        </p>
        {data.items.length > 0 ? (
          <ArticleCards items={data.items} page={page} />
        ) : (
          <p className="catalogue-content__empty">{t('content.news.none')}</p>
        )}
        <Pagination
          page={data.page}
          pageCount={pageCount}
          href={(target) => `${newsHref(base, { type: data.type, page: target })}#news-all`}
          labels={{
            nav: t('content.news.pages'),
            previous: t('content.news.previous'),
            next: t('content.news.next'),
            page: (n) => t('content.news.page', { page: n }),
          }}
        />
      </section>
    </div>
  );
}

/** The news list (page kind NewsList, CAT-65..68). */
export const newsPage = definePage<NewsData>({ loader: loadNews, Component: NewsPage, head: newsHead });
/** The same list embedded in the mobile app (`m/actualites`, NewsApp: the shell renders it without chrome). */
export const newsAppPage = definePage<NewsData>({ loader: loadNews, Component: NewsPage, head: newsHead });
