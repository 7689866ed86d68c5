import { useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { Pagination } from '@marquee/ui-kit';
import { useRouterLinks } from '../../components/use-router-links';
import { ArticleCards } from '../../components/content/article-cards';
import '../../components/content/content.css';
import { newsHead } from './news-head';
import { ARTICLE_TYPE_TEXTS } from './news-texts';
import { loadNews, NEWS_TYPES, type NewsData, newsHref, PAGE_SIZE, typeToggle } from './news-loader';

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
                  {t(ARTICLE_TYPE_TEXTS[type])}
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
