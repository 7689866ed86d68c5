import { type Translator, useTranslation } from '@marquee/i18n';
import {
  breadcrumbList,
  definePage,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { HelpFrame, helpCrumbs, helpKind } from '../../components/help-frame';
import { type HelpArticleData, loadHelpArticle } from '../../lib/help-article-data';
import { faqPage, graph, plainText } from '../../lib/structured-data';

function articleCrumbs(data: HelpArticleData, page: PageInfo, t: Translator<'help-centre'>) {
  return helpCrumbs(page, t, [
    {
      name: data.category.name,
      url: page.href(helpKind(page, 'FaqCategory'), { categoryId: String(data.category.id) }),
    },
    { name: data.title, url: page.href(helpKind(page, 'FaqArticleBySlug'), { slug: data.slug }) },
  ]);
}

/** The article's head: its title, its teaser as description, `FAQPage` with its one question, breadcrumb. */
export function helpArticleHead(data: HelpArticleData, page: PageInfo, t: Translate): PageHead {
  const answer = plainText(data.safeContent) || data.teaser;
  return {
    title: data.title,
    description: data.teaser,
    structuredData: graph(
      faqPage(
        data.title,
        [
          {
            question: data.title,
            answer,
            url: page.href(helpKind(page, 'FaqArticleBySlug'), { slug: data.slug }),
            datePublished: data.publicationDate,
          },
        ],
        page,
      ),
      breadcrumbList(articleCrumbs(data, page, t), page),
    ),
  };
}

/**
 * A help article (HELP-05..08): its title, its sanitised CMS content, its topic and the 5
 * related articles of its category.
 */
function HelpArticlePage({ data, page }: PageProps<HelpArticleData>) {
  const { t } = useTranslation('help-centre');
  const categoryHref = page.href(helpKind(page, 'FaqCategory'), { categoryId: String(data.category.id) });
  return (
    <HelpFrame
      page={page}
      crumbs={articleCrumbs(data, page, t)}
      title={data.title}
      intro={
        <p className="help-centre-article__meta">
          <a href={categoryHref}>{data.category.name}</a>
          {' · '}
          <time dateTime={data.publicationDate}>
            {t('article.published', { date: page.format.date(data.publicationDate) })}
          </time>
        </p>
      }
    >
      {/* The article's heading is the page's h1 (outside this box): a div, not an <article> without a heading. */}
      <div className="help-centre-article">
        <div
          className="help-centre-article__content"
          // Sanitised by the loader with DOMPurify, on the server and in the browser alike.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML, sanitised (lib/sanitise.ts).
          dangerouslySetInnerHTML={{ __html: data.safeContent }}
        />
      </div>
      {data.related.length > 0 ? (
        <section className="help-centre-related" aria-labelledby="help-related">
          <h2 id="help-related">{t('article.related')}</h2>
          <ul>
            {data.related.map((other) => (
              <li key={other.id}>
                <a href={page.href(helpKind(page, 'FaqArticleBySlug'), { slug: other.slug })}>{other.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <a className="help-centre-back" href={categoryHref}>
          {t('article.back', { topic: data.category.name })}
        </a>
      </p>
    </HelpFrame>
  );
}

/** A help article by its id (`/help/article/{id}`). */
export const helpArticleByIdPage = definePage<HelpArticleData>({
  loader: (context) => loadHelpArticle(context, 'id'),
  Component: HelpArticlePage,
  head: helpArticleHead,
});

/** A help article by its slug (`/help/{slug}`). */
export const helpArticleBySlugPage = definePage<HelpArticleData>({
  loader: (context) => loadHelpArticle(context, 'slug'),
  Component: HelpArticlePage,
  head: helpArticleHead,
});
