import type { TextKey } from '@marquee/i18n';

/** What an error view says, by its status: not found (404), gone (410), or any other failure. */
export interface ErrorTexts {
  readonly kind: 'notFound' | 'gone' | 'generic';
  readonly title: TextKey<'common'>;
  readonly body: TextKey<'common'>;
}

const TEXTS: Readonly<Record<ErrorTexts['kind'], ErrorTexts>> = {
  notFound: { kind: 'notFound', title: 'error.notFoundTitle', body: 'error.notFoundBody' },
  gone: { kind: 'gone', title: 'error.goneTitle', body: 'error.goneBody' },
  generic: { kind: 'generic', title: 'error.genericTitle', body: 'error.genericBody' },
};

/** The error view's texts for a status (the full view and its offline stand-in say the same). */
export function errorTexts(code: number): ErrorTexts {
  return code === 404 ? TEXTS.notFound : code === 410 ? TEXTS.gone : TEXTS.generic;
}
