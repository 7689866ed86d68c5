import type { Article } from '@marquee/domain-models';
import type { TextKey } from '@marquee/i18n';

/** The label of each article type (the list's filter chips, an item's tag). */
export const ARTICLE_TYPE_TEXTS: Readonly<Record<Article['type'], TextKey<'catalogue'>>> = {
  news: 'content.news.types.news',
  offer: 'content.news.types.offer',
  event: 'content.news.types.event',
  experience: 'content.news.types.experience',
};
