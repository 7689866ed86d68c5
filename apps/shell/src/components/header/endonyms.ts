import type { Language } from '@marquee/domain-models';

/** Language names in their own language: the switch lists each language as its speakers write it. */
export const ENDONYMS: Readonly<Record<Language, string>> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
};
