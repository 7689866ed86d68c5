import { fileURLToPath } from 'node:url';
import type { ShowDetail } from '@marquee/domain-models';
import { type RemotePage, type RemoteRoutes, resolvePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import type { RoutingSite } from '@marquee/routing';
import { describe, expect, it } from 'vitest';
import * as routes from '../../app/routes';
import type { Programme } from '../../components/showtime-schedule/programme';
import type { MovieData } from './movie-loader';
import { loadFilmFeelings, loadMovieRecord } from './movie-page';
import { lastLighthouse, lastLighthouseProgramme } from './test-fixtures';

// Issue 25 items 2 and 3: the film page's call to action follows the film's booking state
// (domain-models' filmBookingState), the page says when booking opens, and the showtimes come
// right after the hero, before the record, in the server-rendered order.

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));
const be: RoutingSite = {
  code: 'be',
  languages: ['fr', 'nl', 'en'],
  defaultLanguage: 'fr',
  prefixDefaultLanguage: true,
};

/** No showtime anywhere: the programme's day is empty. */
const noShowtimes: Programme = {
  ...lastLighthouseProgramme,
  schedule: lastLighthouseProgramme.schedule
    ? { ...lastLighthouseProgramme.schedule, days: [], nextDay: null, cinemas: [] }
    : null,
};

async function render(show: Partial<ShowDetail>, programme: Programme) {
  const movie = (await resolvePage(routes as RemoteRoutes, 'Movie')) as RemotePage<MovieData> | undefined;
  if (!movie) throw new Error('movie page missing');
  // What the page's loader does besides reading the data: the record's code (it renders with it).
  await loadMovieRecord();
  await loadFilmFeelings();
  const html = (
    await renderPageOnServer({
      page: movie,
      data: { ...lastLighthouse, ...show, slugs: null, programme },
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
      site: be,
      kind: 'Movie',
      device: { viewport: 'mobile', webview: false },
    })
  ).replaceAll('<!-- -->', '');
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { html, text };
}

/** The hero's part of the page (its `<header>`). */
const heroOf = (html: string) => /<header class="catalogue-movie__hero">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

describe('RULE-06 film page: the call to action follows the film’s booking state', () => {
  it('RULE-06 CAT-06 coming soon, sales opening later (the headline film): when booking opens and the wishlist heart, never "Réserver"', async () => {
    const { html, text } = await render(
      { isComingSoon: true, bookable: false, salesOpeningDatetime: '2026-12-09T10:00', days: [] },
      noShowtimes,
    );
    const hero = heroOf(html);
    expect(hero).toContain('data-booking="presale"');
    expect(text).toContain('Réservations dès le mercredi 9 décembre 2026 à 10:00');
    expect(hero).toMatch(/Envie de voir/);
    expect(hero).not.toMatch(/>Réserver</);
    // The way to be told when it opens, under that line: its button, not pressed.
    expect(hero).toMatch(
      /<p class="catalogue-movie__booking" data-booking="presale"><strong>[^<]+<\/strong><span class="catalogue-movie__alert-slot"><span class="catalogue-movie__alert"><button [^>]*aria-pressed="false"[^>]*><span class="mq-button__text">M’alerter à l’ouverture des réservations<\/span><\/button><\/span><\/span><\/p>/,
    );
    // The showtimes say when booking opens, not only "no showtime".
    expect(html).toMatch(
      /<p class="catalogue-schedule__notice"[^>]*>Réservations dès le mercredi 9 décembre 2026 à 10:00<\/p>/,
    );
  });

  it('RULE-06 CAT-06 coming soon with no sales opening ahead: its release date', async () => {
    const { html, text } = await render(
      {
        isComingSoon: true,
        bookable: false,
        salesOpeningDatetime: null,
        days: [],
        releases: [{ zone: 'BE', date: '2026-12-23' }],
      },
      noShowtimes,
    );
    expect(heroOf(html)).toContain('data-booking="coming-soon"');
    expect(text).toContain('Sortie le 23 décembre 2026');
    expect(heroOf(html)).not.toMatch(/>Réserver</);
    // Booking is not ahead: nothing to be told about (the API would answer 409 booking_open).
    expect(html).not.toContain('catalogue-movie__alert');
  });

  it('RULE-06 CAT-06 bookable: "Réserver" leads to the showtimes of the page; no notice', async () => {
    const { html } = await render({ days: ['2026-11-23'] }, lastLighthouseProgramme);
    expect(heroOf(html)).toMatch(
      /<a href="#catalogue-schedule-title" data-booking="bookable" class="[^"]*catalogue-movie__book"><span class="mq-button__text">Réserver<\/span><\/a>/,
    );
    expect(html).not.toContain('catalogue-schedule__notice');
    expect(html).not.toContain('catalogue-movie__alert');
  });
});

describe('film page: the showtimes first on a phone', () => {
  it('CAT-06 the server renders hero, showtimes, then the record: headings in order (h1, Séances, Synopsis, Fiche technique)', async () => {
    const { html } = await render({ days: ['2026-11-23'] }, lastLighthouseProgramme);
    const headings = [...html.matchAll(/<h([1-3])[^>]*>([\s\S]*?)<\/h\1>/g)].map(
      ([, level, inner]) => `h${level} ${(inner ?? '').replace(/<[^>]+>/g, '').trim()}`,
    );
    const at = (name: string) => headings.findIndex((heading) => heading.endsWith(` ${name}`));
    expect(headings[0]).toBe('h1 The Last Lighthouse');
    expect(at('Séances')).toBeGreaterThan(0);
    expect(at('Séances')).toBeLessThan(at('Synopsis'));
    expect(at('Synopsis')).toBeLessThan(at('Fiche technique'));
    // No level is skipped: each heading is at most one level below the one before it.
    const levels = headings.map((heading) => Number(heading[1]));
    for (let i = 1; i < levels.length; i++) expect(levels[i]).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
  });
});
