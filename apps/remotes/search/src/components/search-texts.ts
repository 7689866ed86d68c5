import type { SearchType } from '@marquee/domain-models';
import type { TextKey } from '@marquee/i18n';

/** The heading of each type's group of results (with its count). */
export const TYPE_TEXTS: Readonly<Record<SearchType, TextKey<'search'>>> = {
  show: 'types.show',
  cinema: 'types.cinema',
  offer: 'types.offer',
  news: 'types.news',
  faq: 'types.faq',
};

/** The modal's "see all" option of each type (with the whole count). */
export const MORE_TEXTS: Readonly<Record<SearchType, TextKey<'search'>>> = {
  show: 'more.show',
  cinema: 'more.cinema',
  offer: 'more.offer',
  news: 'more.news',
  faq: 'more.faq',
};
