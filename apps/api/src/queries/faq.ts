import { localize } from '../lib/text';
import type { DocRow, FaqArticleRow, FaqCategoryRow, Lang } from '../rows';
import type { Store } from '../store';

/** Reads of the help centre's documents (FAQ articles and categories, shared by every site). */

/** Every FAQ article, in its order, read in `lang`. */
export const faqArticles = (store: Store, lang: Lang): FaqArticleRow[] =>
  store.docsOf('faq-article', '*').map((d) => localize<FaqArticleRow>(d.data, lang));

/** Every FAQ category, in its order, read in `lang`. */
export const faqCategories = (store: Store, lang: Lang): FaqCategoryRow[] =>
  store.docsOf('faq-category', '*').map((d) => localize<FaqCategoryRow>(d.data, lang));

/** The FAQ article document a search hit names (the index keys them by document slug). */
export const faqArticleDoc = (store: Store, site: string, ref: string): DocRow | undefined =>
  store.doc('faq-article', site, ref);
