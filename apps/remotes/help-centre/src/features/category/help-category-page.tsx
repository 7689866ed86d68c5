import type { FaqCategory } from '@marquee/domain-models';
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
import { loadHelpCategory } from '../../lib/help-data';
import { faqPage, graph } from '../../lib/structured-data';

function categoryCrumbs(data: FaqCategory, page: PageInfo, t: Translator<'help-centre'>) {
  return helpCrumbs(page, t, [
    { name: data.title, url: page.href(helpKind(page, 'FaqCategory'), { categoryId: String(data.id) }) },
  ]);
}

/**
 * The category's head (HELP-09): its title and description; JSON-LD `FAQPage` of its questions
 * (each answered by its teaser) and the breadcrumb.
 */
export function helpCategoryHead(data: FaqCategory, page: PageInfo, t: Translate): PageHead {
  return {
    title: `${data.title} – ${t('home.title')}`,
    description: data.description,
    structuredData: graph(
      faqPage(
        data.title,
        data.articles.map((article) => ({
          question: article.title,
          answer: article.teaser,
          url: page.href(helpKind(page, 'FaqArticleBySlug'), { slug: article.slug }),
        })),
        page,
      ),
      breadcrumbList(categoryCrumbs(data, page, t), page),
    ),
  };
}

/** A help category (HELP-09..11): its title, description and every article with its teaser. */
function HelpCategoryPage({ data, page }: PageProps<FaqCategory>) {
  const { t } = useTranslation('help-centre');
  return (
    <HelpFrame page={page} crumbs={categoryCrumbs(data, page, t)} title={data.title} intro={<p>{data.description}</p>}>
      <section aria-labelledby="help-category-articles" className="help-centre-category">
        <h2 id="help-category-articles" className="help-centre-category__heading">
          {t('category.articles')}
        </h2>
        <ul className="help-centre-category__articles">
          {data.articles.map((article) => (
            <li key={article.id} className="help-centre-category__article">
              <a href={page.href(helpKind(page, 'FaqArticleBySlug'), { slug: article.slug })}>{article.title}</a>
              <p>{article.teaser}</p>
            </li>
          ))}
        </ul>
        <p>
          <a className="help-centre-back" href={page.href(helpKind(page, 'FaqHome'))}>
            {t('category.back')}
          </a>
        </p>
      </section>
    </HelpFrame>
  );
}

/** A help category by id or slug; missing or empty is not found. */
export const helpCategoryPage = definePage<FaqCategory>({
  loader: loadHelpCategory,
  Component: HelpCategoryPage,
  head: helpCategoryHead,
});
