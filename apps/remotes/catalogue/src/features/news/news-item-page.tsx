import { useTranslation } from '@marquee/i18n';
import { absoluteUrl, definePage, type PageProps } from '@marquee/remote-contract';
import { CmsHtml } from '../../components/cms-html';
import { useRouterLinks } from '../../components/use-router-links';
import '../../components/content/content.css';
import '../../components/hero/hero.css';
import { newsItemHead } from './news-item-head';
import { ARTICLE_TYPE_TEXTS } from './news-texts';
import { loadNewsItem, type NewsItemData } from './news-item-loader';

/** Share links (display flag socialMedia): plain addresses, no third-party script. */
function shareLinks(address: string, title: string) {
  const u = encodeURIComponent(address);
  const text = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'E-mail', href: `mailto:?subject=${text}&body=${u}` },
  ];
}

function NewsItemPage({ data, page }: PageProps<NewsItemData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLElement>();
  const address = absoluteUrl(page.href('NewsItem', { slug: data.slug }), page);
  const backToNews = data.display.backToNews && page.flags.newsLinkEnabled;
  return (
    <article className="catalogue-content catalogue-content--article" ref={links}>
      <header className="catalogue-hero catalogue-content__hero">
        <img
          className="catalogue-hero__backdrop catalogue-content__backdrop"
          src={data.image}
          alt=""
          width={1280}
          height={480}
          fetchPriority="high"
        />
        <div className="catalogue-hero__intro catalogue-content__intro">
          {backToNews ? (
            <nav aria-label={t('content.breadcrumb')} className="catalogue-content__crumbs">
              <a href={page.href('NewsList')}>{t('content.news.back')}</a>
            </nav>
          ) : null}
          {data.display.newsTag ? (
            <span className="catalogue-content__label">{t(ARTICLE_TYPE_TEXTS[data.type])}</span>
          ) : null}
          <h1 className="catalogue-content__title">{data.title}</h1>
          {data.headline ? <p className="catalogue-content__subtitle">{data.headline}</p> : null}
          {data.display.creationDate ? (
            <p className="catalogue-content__fine">
              <time dateTime={data.releaseDate}>{page.format.date(data.releaseDate)}</time>
              {data.author ? <span> · {t('content.news.by', { author: data.author })}</span> : null}
            </p>
          ) : null}
        </div>
      </header>
      <CmsHtml html={data.content} className="catalogue-content__rich" />
      {data.featuredShow ? (
        <p className="catalogue-content__featured">
          <a className="catalogue-content__cta" href={page.href('Movie', { slug: data.featuredShow })}>
            {t('content.news.featured')}
          </a>
        </p>
      ) : null}
      {data.display.socialMedia ? (
        <nav className="catalogue-content__share" aria-label={t('content.news.share')}>
          <ul>
            {shareLinks(address, data.title).map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <span className="catalogue-content__hidden"> ({t('content.newTab')})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

/** A news item (page kind NewsItem, CAT-69). */
export const newsItemPage = definePage<NewsItemData>({
  loader: loadNewsItem,
  Component: NewsItemPage,
  head: newsItemHead,
  header: { backdrop: true },
});
