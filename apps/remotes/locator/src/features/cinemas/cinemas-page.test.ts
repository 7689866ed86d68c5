import { fileURLToPath } from 'node:url';
import type { Cinema, CinemaList, Language } from '@marquee/domain-models';
import type { PageInfo, Translate } from '@marquee/remote-contract';
import { translatorFor } from '@marquee/remote-contract/testing';
import { describe, expect, it } from 'vitest';
import { cinemasHead, cinemasPage, groupByCity } from './cinemas-page';

const cinema = (slug: string, city: string) => ({ slug, city }) as Cinema;

/** The locator namespace's `t` in a language, from the real locale file; a missing key throws. */
function translator(language: Language): Promise<Translate> {
  return translatorFor(fileURLToPath(new URL('../../../locales', import.meta.url)), 'locator', language);
}

const LANGUAGES = ['fr', 'en', 'de', 'nl'] as const;

describe('cinemas by city', () => {
  it('groups cinemas by city, cities in alphabetical order for the page language', () => {
    const groups = groupByCity(
      [cinema('a', 'Lyon'), cinema('c', 'Annecy'), cinema('d', 'Lyon'), cinema('e', 'Évry')],
      'fr',
    );
    expect(groups.map(([city, list]) => [city, list.map((c) => c.slug)])).toEqual([
      ['Annecy', ['c']],
      ['Évry', ['e']],
      ['Lyon', ['a', 'd']],
    ]);
  });
});

describe('cinemas head', () => {
  const list = (count: number): CinemaList => ({
    total: count,
    cinemas: Array.from({ length: count }, (_, i) => cinema(`c${i}`, 'Lyon')),
  });

  it('SHELL-81 SHELL-82 the title counts the cinemas; title and description are translated', async () => {
    const heads = await Promise.all(
      LANGUAGES.map(async (language) => cinemasHead(list(12), await translator(language))),
    );
    expect(heads.map((head) => head.title)).toEqual([
      'Nos 12 cinémas',
      'Our 12 cinemas',
      'Unsere 12 Kinos',
      'Onze 12 bioscopen',
    ]);
    for (const head of heads) {
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.description?.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(heads.map((head) => head.description)).size).toBe(4);
  });

  it('SHELL-81 one cinema takes the singular', async () => {
    expect(cinemasHead(list(1), await translator('en')).title).toBe('Our 1 cinema');
    expect(cinemasHead(list(1), await translator('fr')).title).toBe('Notre cinéma');
  });

  it('SHELL-81 the page declares that head', async () => {
    const t = await translator('nl');
    expect(cinemasPage.head?.(list(3), { language: 'nl' } as PageInfo, t)).toEqual(cinemasHead(list(3), t));
  });
});
