import { fileURLToPath } from 'node:url';
import type { Language, Show } from '@marquee/domain-models';
import type { Translate } from '@marquee/remote-contract';
import { renderPageOnServer, translatorFor } from '@marquee/remote-contract/testing';
import { describe, expect, it } from 'vitest';
import { cardPosterLoading, homeData, homeHead, homePage, sortForHome } from './home-page';

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

describe('home posters', () => {
  const films = Array.from({ length: 9 }, (_, i) => ({
    slug: `film-${i}`,
    title: `Film ${i}`,
    homeOrder: i,
    isComingSoon: i === 8,
    duration: 100,
    genres: ['Drame'],
    flag: null,
    flagColor: null,
    poster: { md: `/api/media/poster/film-${i}.v${i}.320.jpg`, lg: `/api/media/poster/film-${i}.v${i}.640.jpg` },
  })) as unknown as Show[];

  /** Each `<img>` of the server HTML, in order, with its attributes and the `<source>` types before it. */
  async function images(viewport: 'mobile' | 'desktop') {
    const html = await renderPageOnServer({
      page: homePage,
      data: homeData(films, 'fr'),
      language: 'fr',
      namespace: 'catalogue',
      localesDir: fileURLToPath(new URL('../../../locales', import.meta.url)),
      device: { viewport, webview: false },
    });
    return [...html.matchAll(/<picture>(.*?)<img([^>]*)>/g)].map(([, sources, img]) => {
      const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(img ?? '')?.[1] ?? null;
      return {
        types: [...(sources ?? '').matchAll(/type="([^"]+)"/g)].map((m) => m[1]),
        avif: /srcSet="([^"]+)"/.exec(sources ?? '')?.[1] ?? '',
        src: attr('src'),
        loading: attr('loading'),
        fetchPriority: attr('fetchPriority'),
        size: [attr('width'), attr('height')],
      };
    });
  }

  it('the first of the first row is the LCP image, the first row is eager, the rest lazy', () => {
    expect([0, 1, 2, 5, 6].map((i) => cardPosterLoading(i, 6))).toEqual(['lcp', 'eager', 'eager', 'eager', 'lazy']);
    expect([0, 1, 2].map((i) => cardPosterLoading(i, 2))).toEqual(['lcp', 'eager', 'lazy']);
  });

  it('ENT-06 server-renders AVIF and WebP sources before the JPEG, sized 2:3, eager for the first row of the device', async () => {
    for (const [viewport, firstRow] of [
      ['mobile', 2],
      ['desktop', 6],
    ] as const) {
      const shown = await images(viewport);
      expect(shown).toHaveLength(9);
      for (const [i, image] of shown.entries()) {
        expect(image.types).toEqual(['image/avif', 'image/webp']);
        expect(image.avif).toBe(
          [240, 320, 480, 640].map((w) => `/api/media/poster/film-${i}.v${i}.${w}.avif ${w}w`).join(', '),
        );
        expect(image.src).toBe(`/api/media/poster/film-${i}.v${i}.320.jpg`);
        expect(image.size).toEqual(['240', '360']);
        expect(image.loading, `${viewport} card ${i}`).toBe(i < firstRow ? 'eager' : 'lazy');
        expect(image.fetchPriority, `${viewport} card ${i}`).toBe(i === 0 ? 'high' : 'auto');
      }
    }
  });
});
