import type { Language } from '@marquee/domain-models';
import { type RemotePage, type RemoteRoutes, resolvePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import type { RoutingSite } from '@marquee/routing';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lastLighthouse, lastLighthouseProgramme } from '../features/movie/test-fixtures';
import * as routes from './routes';
import { homeRows } from '../features/home/home-loader';
import { loadMovieRecord } from '../features/movie/movie-page';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

const be: RoutingSite = {
  code: 'be',
  languages: ['fr', 'nl', 'en'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
};

/** A page of this remote, its module loaded (the pages are lazy: each its own chunk). */
// biome-ignore lint/suspicious/noExplicitAny: each page has its own data type.
async function page(kind: 'Home' | 'Movie'): Promise<RemotePage<any> | undefined> {
  // What the film page's loader does besides reading its data: its record's code, rendered with it.
  if (kind === 'Movie') await loadMovieRecord();
  return resolvePage(routes as RemoteRoutes, kind);
}

/** Renders a page of this remote to HTML as the edge does (no window, document or navigator here). */
function serverRender<D>(page: RemotePage<D> | undefined, data: D, language: Language): Promise<string> {
  return renderPageOnServer({ page, data, language, namespace: 'catalogue', localesDir, site: be });
}

describe('server rendering', () => {
  it('renders the home and movie pages without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const home = await page('Home');
    const movie = await page('Movie');
    if (!home || !movie) throw new Error('pages missing');
    const homeHtml = await serverRender(
      home,
      {
        pushes: [],
        rows: homeRows([{ kind: 'ShowsBook', answer: { shows: [lastLighthouse] } }], 'en', 'be', '2026-11-24'),
        permanent: null,
        autopromos: [],
        nativeAd: null,
        vod: [],
        videos: null,
        lastChance: [],
      },
      'en',
    );
    expect(homeHtml).toContain('The Last Lighthouse');
    const movieHtml = await serverRender(
      movie,
      { ...lastLighthouse, slugs: null, programme: lastLighthouseProgramme },
      'en',
    );
    expect(movieHtml).toContain('Ingrid Fontaine');
  });

  it('CAT-21 the film page renders its day of showtimes on the server: cinemas, groups, statuses', async () => {
    const movie = await page('Movie');
    if (!movie) throw new Error('movie page missing');
    const html = await serverRender(
      movie,
      { ...lastLighthouse, slugs: null, programme: lastLighthouseProgramme },
      'en',
    );
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ');
    expect(text).toContain("Marquee Toison d'Or");
    expect(text).toContain('Marquee Docks');
    // Standard first, then the IMAX line; the sold-out 18:15 says so, the past 14:00 too.
    expect(text.indexOf('14:00')).toBeLessThan(text.indexOf('IMAX 20:45'));
    expect(text).toMatch(/14:00 VF ends 16:00 Past/);
    expect(text).toMatch(/18:15 VOST ends 20:15 Full/);
    expect(text).toMatch(/20:45 VOST Audio description ends 22:45/);
    expect(html).toContain('href="/en/cinema/marquee-docks"');
  });

  it('CAT-07 RULE-20 RULE-26 SITE-41 the film record renders on the server, in Dutch: facts, rating by the display rule, feelings; no player before a click', async () => {
    const movie = await page('Movie');
    if (!movie) throw new Error('movie page missing');
    const html = (
      await serverRender(
        movie,
        {
          ...lastLighthouse,
          background: { ...lastLighthouse.background, md: '/api/media/backdrop/the-last-lighthouse.1n2uvk4.960.jpg' },
          slugs: null,
          programme: lastLighthouseProgramme,
        },
        'nl',
      )
    ).replaceAll('<!-- -->', '');
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ');
    expect(text).toContain('Regie Ingrid Fontaine');
    expect(text).toContain('Met Thomas Mbaye, Lucas Haddad, Aïssatou Rossi, Fatou Laurent');
    expect(text).toContain('Speelduur 1h58');
    expect(text).toContain('Land van herkomst Frankrijk');
    // The Cinecheck scheme of be: the mark 18 beside the warning (RULE-20), and its pictogram in words.
    expect(text).toContain('Leeftijdsclassificatie (Cinecheck)');
    expect(html).toContain('aria-label="Leeftijdsclassificatie 18"');
    expect(text).toContain('Some scenes may upset viewers Geweld');
    expect(text).toContain('1.930 willen hem zien');
    expect(text).toContain('419 waren er weg van');
    expect(text).toContain('Bekijk de trailer');
    // The trailer is a facade: no video, no frame in the first HTML.
    expect(html).not.toMatch(/<video|<iframe/);
    // The backdrop is for a desktop only: smaller screens get an empty image (the poster stays the LCP image).
    expect(html).toMatch(/<source media="\(max-width: 1079px\)" srcSet="data:image\/gif;base64,/);
  });

  it('SITE-38 the film page shows its release date on the site in the page language', async () => {
    const movie = await page('Movie');
    if (!movie) throw new Error('movie page missing');
    const data = { ...lastLighthouse, slugs: null, programme: lastLighthouseProgramme };
    // React separates adjacent text with an empty comment; a reader sees one sentence.
    const render = async (language: Language, site: RoutingSite, timeZone: string) =>
      (
        await renderPageOnServer({ page: movie, data, language, namespace: 'catalogue', localesDir, site, timeZone })
      ).replaceAll('<!-- -->', '');
    expect(await render('en', be, 'Europe/Brussels')).toContain(
      'Release date: <time dateTime="2026-10-07">7 October 2026</time>',
    );
    expect(await render('nl', be, 'Europe/Brussels')).toContain('<time dateTime="2026-10-07">7 oktober 2026</time>');
    const ch: RoutingSite = {
      code: 'ch',
      languages: ['fr', 'en', 'de'],
      defaultLanguage: 'en',
      prefixDefaultLanguage: true,
    };
    expect(await render('de', ch, 'Europe/Zurich')).toContain(
      'Kinostart: <time dateTime="2026-10-07">7. Oktober 2026</time>',
    );
    const sn: RoutingSite = { code: 'sn', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: true };
    expect(await render('fr', sn, 'Africa/Dakar')).toContain(
      'Sortie le <time dateTime="2026-10-21">21 octobre 2026</time>',
    );
  });
});
