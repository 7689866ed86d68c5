import type { FaqArticle, FaqCategory, FooterFaq } from '@marquee/domain-models';
import type { FaqArticleRow, FaqCategoryRow } from '../rows';

/** The help centre's answers, from its articles and categories read in the request's language. */

/** The category whose articles carry `agentforce` (the chat agent offered beside them; ENT-27 names the field). */
const AGENT_CATEGORY_ID = 1;

/** The footer's FAQ: per category its topic, its first three questions (those with a title and a teaser), and every article's slug. */
export function footerFaqView(categories: FaqCategoryRow[], articles: FaqArticleRow[]): FooterFaq {
  return {
    groups: categories.map((cat) => {
      const own = articles.filter((a) => a.categoryId === cat.id);
      return {
        type: cat.topic,
        // Questions lacking a title or a description are dropped.
        questions: own
          .slice(0, 3)
          .filter((a) => a.title && a.teaser)
          .map((a) => ({ title: a.title, description: a.teaser })),
        slugs: own.map((a) => a.slug),
      };
    }),
  };
}

/** One article with its category's name and up to five other articles of its category. */
export function faqArticleView(a: FaqArticleRow, categories: FaqCategoryRow[], articles: FaqArticleRow[]): FaqArticle {
  const cat = categories.find((x) => x.id === a.categoryId);
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    category: { id: a.categoryId, name: cat?.title ?? '' },
    teaser: a.teaser,
    content: a.content,
    publicationDate: a.publicationDate,
    agentforce: a.categoryId === AGENT_CATEGORY_ID,
    related: articles
      .filter((x) => x.categoryId === a.categoryId && x.id !== a.id)
      .slice(0, 5)
      .map((x) => ({ id: x.id, slug: x.slug, title: x.title })),
  };
}

/** A category with its articles listed. */
export function faqCategoryView(cat: FaqCategoryRow, articles: FaqArticleRow[]): FaqCategory {
  return {
    ...cat,
    articles: articles
      .filter((a) => a.categoryId === cat.id)
      .map((a) => ({ id: a.id, slug: a.slug, title: a.title, teaser: a.teaser })),
  };
}
