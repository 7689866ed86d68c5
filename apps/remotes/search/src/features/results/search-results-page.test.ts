import { readFile } from 'node:fs/promises';
import type { Language } from '@marquee/domain-models';
import { createI18n } from '@marquee/i18n';
import type { PageInfo, Translate } from '@marquee/remote-contract';
import { describe, expect, it } from 'vitest';
import { type SearchPageData, searchResultsHead, searchResultsPage } from './search-results-page';

/** The search namespace's `t` in a language, from the real locale file; a missing key throws. */
async function translator(language: Language): Promise<Translate> {
  const texts = JSON.parse(await readFile(new URL(`../../../locales/${language}.json`, import.meta.url), 'utf8'));
  const i18n = await createI18n({ language, resources: { search: texts }, defaultNamespace: 'search' });
  return (key, options) => {
    const text = i18n.t(key, { ...options, ns: 'search' });
    if (text === key) throw new Error(`${language}: missing key ${key}`);
    return text;
  };
}

const LANGUAGES = ['fr', 'en', 'de', 'nl'] as const;

describe('search results head', () => {
  it('SHELL-81 the title is the query searched, and search results stay out of search engines', async () => {
    const data: SearchPageData = { query: 'lighthouse', answer: null };
    for (const language of LANGUAGES) {
      expect(searchResultsHead(data, await translator(language))).toEqual({ title: 'lighthouse', noIndex: true });
    }
  });

  it('SHELL-81 without a query the title is the translated page title', async () => {
    const data: SearchPageData = { query: '', answer: null };
    const titles = await Promise.all(
      LANGUAGES.map(async (language) => searchResultsHead(data, await translator(language)).title),
    );
    expect(titles).toEqual(['Recherche', 'Search', 'Suche', 'Zoeken']);
    expect(searchResultsHead(data, await translator('en')).noIndex).toBe(true);
  });

  it('SHELL-81 the page declares that head', async () => {
    const t = await translator('en');
    const data: SearchPageData = { query: 'dune', answer: null };
    expect(searchResultsPage.head?.(data, { language: 'en' } as PageInfo, t)).toEqual(searchResultsHead(data, t));
  });
});
