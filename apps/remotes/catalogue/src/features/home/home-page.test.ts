import { fileURLToPath } from 'node:url';
import type { Language, Show } from '@marquee/domain-models';
import type { Translate } from '@marquee/remote-contract';
import { translatorFor } from '@marquee/remote-contract/testing';
import { describe, expect, it } from 'vitest';
import { homeData, homeHead, homePage, sortForHome } from './home-page';

const show = (title: string, homeOrder: number | null) => ({ title, homeOrder }) as Show;

/** The catalogue namespace's `t` in a language, from the real locale file; a missing key throws. */
function translator(language: Language): Promise<Translate> {
  return translatorFor(fileURLToPath(new URL('../../../locales', import.meta.url)), 'catalogue', language);
}

describe('home order', () => {
  it('ordered shows come first by their order, the others by title', () => {
    const sorted = sortForHome([show('Zorro', null), show('Beta', 2), show('Alpha', null), show('Gamma', 1)], 'en');
    expect(sorted.map((s) => s.title)).toEqual(['Gamma', 'Beta', 'Alpha', 'Zorro']);
  });

  it('titles sort by the page language, the same on the server and in the browser', () => {
    const titles = ['Zorro', 'Élan', 'été', 'Abc'].map((title) => show(title, null));
    expect(sortForHome(titles, 'fr').map((s) => s.title)).toEqual(['Abc', 'Élan', 'été', 'Zorro']);
  });
});

describe('home data', () => {
  it('splits on now and coming soon, in home order, keeping only what a card shows (the page embeds it)', () => {
    const film = (title: string, homeOrder: number | null, isComingSoon: boolean) =>
      ({
        slug: title.toLowerCase(),
        title,
        homeOrder,
        isComingSoon,
        duration: 101,
        genres: ['Drame', 'Comédie', 'Policier'],
        flag: null,
        flagColor: null,
        poster: { md: `/p/${title}.svg?size=md`, lg: `/p/${title}.svg?size=lg` },
        synopsis: 'A long synopsis the home page never shows.',
      }) as unknown as Show;
    const data = homeData([film('Zorro', null, false), film('Later', null, true), film('Alpha', 1, false)], 'fr');
    expect(data.onNow.map((show) => show.title)).toEqual(['Alpha', 'Zorro']);
    expect(data.comingSoon.map((show) => show.title)).toEqual(['Later']);
    expect(data.onNow[0]).toEqual({
      slug: 'alpha',
      title: 'Alpha',
      duration: 101,
      genres: ['Drame', 'Comédie'],
      flag: null,
      flagColor: null,
      poster: { md: '/p/Alpha.svg?size=md' },
    });
  });
});

describe('home head', () => {
  it('SHELL-81 SHELL-82 the title and description are translated in each language', async () => {
    const heads = await Promise.all(
      (['fr', 'en', 'de', 'nl'] as const).map(async (l) => homeHead(await translator(l))),
    );
    expect(heads[1]).toEqual({
      title: 'Films at the cinema',
      description: 'See the films showing now and coming soon, and book your seats at a cinema near you.',
    });
    expect(heads[0]?.title).toBe('Les films au cinéma');
    for (const head of heads) {
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.description?.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(heads.map((head) => head.description)).size).toBe(4);
  });

  it('SHELL-81 the page declares that head', async () => {
    const t = await translator('de');
    const page = { language: 'de' } as Parameters<NonNullable<typeof homePage.head>>[1];
    expect(homePage.head?.({ onNow: [], comingSoon: [] }, page, t)).toEqual(homeHead(t));
  });
});
