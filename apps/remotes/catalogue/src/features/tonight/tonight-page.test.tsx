// The tonight page's place: the locator's saved cinema, every cinema, favourites.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, getCinemas } from '@marquee/api-client';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import type { PageContext } from '@marquee/remote-contract';
import { renderPageOnServer, translatorFor } from '@marquee/remote-contract/testing';
import { href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tonightHead } from './tonight-head';
import { loadTonight, type TonightData } from './tonight-loader';
import { tonightPage } from './tonight-page';

// The "tonight" page's place: the favourite cinemas and the locator's saved
// selection, loaded against the reference API on a real SQLite file (clock pinned to a Wednesday
// afternoon in Paris) and rendered on the server as an anonymous visitor first sees it.
const NOW = new Date('2026-03-11T15:00:00Z');
let api: RunningApi;
let scratch: string;
let slugs: string[] = [];
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-tonight-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
  const list = await getCinemas(createApiClient({ baseUrl: api.url, headers: { 'x-marquee-site': 'fr' }, retries: 0 }));
  slugs = list.cinemas.map((cinema) => cinema.slug);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const FR: RoutingSite = { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false };
const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));

function context(address: string, cookies: Record<string, string> = {}): PageContext {
  return {
    site: 'fr',
    language: 'fr',
    kind: 'Tonight',
    params: {},
    url: new URL(address, 'http://fr.marquee.localhost'),
    flags: resolveFlags('fr', {}),
    device: { viewport: 'desktop', webview: false },
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    format: siteFormats({ language: 'fr', country: 'fr', timeZone: 'Europe/Paris', currency: 'EUR' }),
    api: createApiClient({ baseUrl: api.url, language: 'fr', headers: { 'x-marquee-site': 'fr' }, retries: 0 }),
    href: (k, params, target = 'fr') => href(FR, target, k, params),
    signal: new AbortController().signal,
    cookies,
  };
}

const render = (data: TonightData) =>
  renderPageOnServer({ page: tonightPage, data, language: 'fr', namespace: 'catalogue', localesDir, site: FR });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The place chooser's options as rendered: value and whether it is the selected one. */
const placeOptions = (html: string) => {
  const select = /<select[^>]*name="place"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"( selected="")?[^>]*>([^<]*)</g)].map((m) => ({
    value: m[1],
    selected: m[2] !== undefined,
    label: m[3],
  }));
};
const savedCookie = (slug: string) => ({
  cgp_locator: encodeURIComponent(JSON.stringify({ type: 'cinema', value: slug })),
});

describe('the tonight page: where', () => {
  it('the tonight page: the favourite cinemas in the address (?cinemas=) are the place, the site’s own only; the lead names them; the chooser shows them chosen', async () => {
    const [a, b] = slugs;
    expect(a && b).toBeTruthy();
    const data = await loadTonight(context(`/ce-soir?cinemas=${a},no-such-cinema,${b},${a}&preset=evening`), NOW);
    expect(data.place).toEqual({ kind: 'favourites', cinemas: [a, b] });
    expect(data.answer?.place.cinemas).toEqual([a, b]);
    expect(data.answer?.showtimes.length).toBeGreaterThan(0);
    for (const item of data.answer?.showtimes ?? []) expect([a, b]).toContain(item.cinema);
    const html = await render(data);
    expect(text(html)).toContain(`dans vos cinémas favoris : ${data.favouriteNames.join(', ')}.`);
    expect(placeOptions(html).find((o) => o.value === 'favourites')).toMatchObject({
      selected: true,
      label: 'Mes cinémas favoris',
    });
    // sent without JavaScript, the form keeps them
    expect(html).toContain(`name="cinemas" value="${a},${b}"`);
  });

  it('LOC-06 the tonight page: the locator’s saved cinema is the place and offered as "your choice"; ?place=all shows every cinema; an anonymous visitor is offered no favourites', async () => {
    const saved = slugs[2] ?? '';
    const mine = await loadTonight(context('/ce-soir?preset=evening', savedCookie(saved)), NOW);
    expect(mine.place).toMatchObject({ kind: 'cinema', slug: saved });
    expect(mine.saved).toMatchObject({ kind: 'cinema', slug: saved });
    for (const item of mine.answer?.showtimes ?? []) expect(item.cinema).toBe(saved);
    const options = placeOptions(await render(mine));
    expect(options.map((o) => o.value)).toEqual(['all', saved]);
    expect(options[1]).toMatchObject({ selected: true, label: `${mine.saved?.name} (votre choix)` });

    const everywhere = await loadTonight(context('/ce-soir?preset=evening&place=all', savedCookie(saved)), NOW);
    expect(everywhere.place).toEqual({ kind: 'site' });
    expect(new Set(everywhere.answer?.showtimes.map((item) => item.cinema)).size).toBeGreaterThan(1);
    const all = placeOptions(await render(everywhere));
    expect(all.map((o) => o.value)).toEqual(['all', saved]);
    expect(all[0]?.selected).toBe(true);

    // The address's cinema wins over the saved one; both are offered.
    const other = slugs[3] ?? '';
    const named = await loadTonight(context(`/ce-soir/filters/localisation-${other}`, savedCookie(saved)), NOW);
    expect(named.place).toMatchObject({ kind: 'cinema', slug: other });
    const both = placeOptions(await render(named));
    expect(both.map((o) => o.value)).toEqual(['all', saved, other]);
    expect(both.find((o) => o.selected)?.value).toBe(other);
  });
});

/** The page's level-one heading as the server rendered it. */
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the tonight page: which evening', () => {
  it('Tonight for another day: the heading, the document title and the description name the evening shown — tomorrow, then a weekday — in fr, de, nl and en; today’s stays "tonight"', async () => {
    const today = await loadTonight(context('/ce-soir?preset=evening'), NOW);
    expect(today.day).toBe('today');
    expect(heading(await render(today))).toBe('Ce soir près de chez vous');
    const fr = await translatorFor(localesDir, 'catalogue', 'fr');
    expect(tonightHead(today, context('/ce-soir'), fr)).toMatchObject({
      title: 'Ce soir près de chez vous',
      description: expect.stringMatching(/^Toutes les séances de tous les films qui tiennent dans votre soirée : /),
    });

    // The clock is a Wednesday afternoon in Paris: the 12th is tomorrow, the 14th a Saturday.
    const tomorrow = await loadTonight(context('/ce-soir/filters/date-2026-03-12'), NOW);
    expect(tomorrow.answer?.date).toBe('2026-03-12');
    expect(tomorrow.day).toBe('tomorrow');
    expect(heading(await render(tomorrow))).toBe('Demain soir près de chez vous');
    expect(tonightHead(tomorrow, context('/ce-soir'), fr)).toMatchObject({
      title: 'Demain soir près de chez vous',
      description: expect.stringMatching(
        /^Toutes les séances de tous les films qui tiennent dans votre soirée de demain : /,
      ),
    });
    const saturday = await loadTonight(context('/ce-soir/filters/date-2026-03-14'), NOW);
    expect(saturday.answer?.date).toBe('2026-03-14');
    expect(saturday.day).toBe('saturday');
    expect(heading(await render(saturday))).toBe('Samedi soir près de chez vous');
    expect(tonightHead(saturday, context('/ce-soir'), fr).description).toMatch(/dans votre soirée de samedi : /);

    const heads = async (language: 'de' | 'nl' | 'en') => {
      const t = await translatorFor(localesDir, 'catalogue', language);
      return [tonightHead(tomorrow, context('/'), t), tonightHead(saturday, context('/'), t)];
    };
    const [deTomorrow, deSaturday] = await heads('de');
    expect(deTomorrow?.title).toBe('Morgen Abend in Ihrer Nähe');
    expect(deSaturday).toMatchObject({
      title: 'Samstagabend in Ihrer Nähe',
      description: expect.stringMatching(/^Alle Vorstellungen aller Filme, die am Samstag in Ihren Abend passen: /),
    });
    const [nlTomorrow, nlSaturday] = await heads('nl');
    expect(nlTomorrow?.title).toBe('Morgenavond bij u in de buurt');
    expect(nlSaturday).toMatchObject({
      title: 'Zaterdagavond bij u in de buurt',
      description: expect.stringMatching(/^Alle voorstellingen van alle films die zaterdag in uw avond passen: /),
    });
    const [enTomorrow, enSaturday] = await heads('en');
    expect(enTomorrow?.title).toBe('Tomorrow evening near you');
    expect(enSaturday).toMatchObject({
      title: 'Saturday evening near you',
      description: expect.stringMatching(/^Every showing of every film that fits your evening on Saturday: /),
    });
  });
});

describe('the tonight page: its own clock', () => {
  it('API-27 a window from now starts at the page’s clock, and a showtime whose booking has closed since the answer was built shows as past (the answer names no clock time)', async () => {
    // from now (no start asked): the answer names none, the page says its own time
    const fromNow = await loadTonight(context('/ce-soir?place=all'), NOW);
    expect(fromNow.answer?.window.from).toBeNull();
    expect(fromNow.now).toBe('2026-03-11T16:00');
    const html = await render(fromNow);
    expect(text(html)).toMatch(/début après 16:00/);
    expect(html).toMatch(/<option value="16:00" selected="">16:00<\/option>/);

    // the same answer read after its first showtime's booking closed (10 minutes after its start)
    const buttons = (rendered: string) =>
      [...rendered.matchAll(/<button[^>]*class="[^"]*mq-showtime[^"]*"[^>]*>/g)].map((m) => m[0]);
    const first = fromNow.answer?.showtimes[0]?.showtime;
    if (!first) throw new Error('no showtime from 16:00 in the fr window');
    expect(buttons(html)[0]).not.toMatch(/disabled/);
    const closes = new Date(`${first.time}:00Z`);
    closes.setUTCMinutes(closes.getUTCMinutes() + 11);
    const later = await render({ ...fromNow, now: closes.toISOString().slice(0, 16) });
    expect(buttons(later)[0]).toMatch(/mq-showtime--old/);
    expect(buttons(later)[0]).toMatch(/disabled/);
  });
});
