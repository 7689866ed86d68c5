import { getNewsItem } from '@marquee/api-client';
import type { Article } from '@marquee/domain-models';
import { cutAtWord } from '@marquee/domain-models';
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
import { articleTracking } from '@marquee/tracking';
import { CmsHtml } from '../../components/cms-html';
import { useRouterLinks } from '../../components/use-router-links';
import '../../components/content/content.css';
import { cmsSanitiser } from '../../lib/cms-sanitiser';
import '../../components/hero/hero.css';

/** A news item: the article with its content sanitised (the raw CMS HTML is not kept). */
export type NewsItemData = Article;

/** GET /api/news/{slug} (CAT-69): missing is the not-found view; a `redirectSlug` is a 301. */
export async function loadNewsItem(context: Pick<PageContext, 'api' | 'signal' | 'params'>): Promise<NewsItemData> {
  const item = await getNewsItem(context.api, context.params.slug ?? '', context.signal);
  const sanitiseCmsHtml = await cmsSanitiser();
  return { ...item, content: sanitiseCmsHtml(item.content) };
}

/** The item's head: SEO title and description, image, tracking; a `NewsArticle` and the breadcrumb. */
export function newsItemHead(data: NewsItemData, page: PageInfo, t: Translate): PageHead {
  const url = page.href('NewsItem', { slug: data.slug });
  const description = cutAtWord(data.seo.description || data.headline || data.teaser);
  return {
    title: data.seo.title || data.title,
    ...(description ? { description } : {}),
    image: data.image,
    tracking: { article: articleTracking(data) },
    structuredData: {
      '@graph': [
        {
          '@type': 'NewsArticle',
          headline: data.title,
          ...(description ? { description } : {}),
          image: absoluteUrl(data.image, page),
          datePublished: data.releaseDate,
          author: { '@type': 'Organization', name: data.author || t('content.brand') },
          publisher: { '@type': 'Organization', name: t('content.brand') },
          url: absoluteUrl(url, page),
          mainEntityOfPage: absoluteUrl(url, page),
          inLanguage: page.language,
          ...(data.featuredShow
            ? {
                about: {
                  '@type': 'Movie',
                  name: data.featuredShow,
                  url: absoluteUrl(page.href('Movie', { slug: data.featuredShow }), page),
                },
              }
            : {}),
        },
        breadcrumbList(
          [
            { name: t('content.home'), url: page.href('Home') },
            { name: t('content.news.title'), url: page.href('NewsList') },
            { name: data.title, url },
          ],
          page,
        ),
      ],
    },
  };
}

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
          className="catalogue-content__backdrop"
          src={data.image}
          alt=""
          width={1280}
          height={480}
          fetchPriority="high"
        />
        <div className="catalogue-content__intro">
          {backToNews ? (
            <nav aria-label={t('content.breadcrumb')} className="catalogue-content__crumbs">
              <a href={page.href('NewsList')}>{t('content.news.back')}</a>
            </nav>
          ) : null}
          {data.display.newsTag ? (
            <span className="catalogue-content__label">{t(`content.news.types.${data.type}`)}</span>
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
