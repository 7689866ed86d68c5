import { fileURLToPath } from 'node:url';
import type { Language } from '@marquee/domain-models';
import type { PageInfo, Translate } from '@marquee/remote-contract';
import { translatorFor } from '@marquee/remote-contract/testing';
import { describe, expect, it } from 'vitest';
import { type SearchPageData, searchResultsHead, searchResultsPage } from './search-results-page';

/** The search namespace's `t` in a language, from the real locale file; a missing key throws. */
function translator(language: Language): Promise<Translate> {
  return translatorFor(fileURLToPath(new URL('../../../locales', import.meta.url)), 'search', language);
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
