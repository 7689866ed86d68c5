import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient } from '@marquee/api-client';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import type { PageContext } from '@marquee/remote-contract';
import { href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProgramme } from '../components/showtime-schedule/programme';
import { createSchedulesStore } from './schedules';

// API-12 (A§8): a data-load failure dispatches the request-fail action. The film programme's
// load goes through the real loader to the page's schedules store as the programme views do
// (request, then succeed with the schedule under the film's slug, or fail): against the real
// reference API (an unknown film: 404) and a real HTTP server answering 500 to everything.
const NOW = new Date('2026-11-23T15:10:00Z');
let api: RunningApi;
let broken: Server;
let brokenUrl: string;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-request-fail-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
  broken = createServer((_req, res) => {
    res.statusCode = 500;
    res.setHeader('content-type', 'application/json');
    res.end('{"error":"internal","message":"down"}');
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await api?.close();
  broken?.closeAllConnections();
  await new Promise((resolve) => broken?.close(resolve));
  await rm(scratch, { recursive: true, force: true });
});

const fr: RoutingSite = { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false };

function context(baseUrl: string, film: string): PageContext {
  return {
    site: 'fr',
    language: 'fr',
    kind: 'Movie',
    params: { slug: film },
    url: new URL(`/film/${film}`, 'http://fr.marquee.localhost'),
    flags: resolveFlags('fr', {}),
    device: { viewport: 'desktop', webview: false },
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    format: siteFormats({ language: 'fr', country: 'fr', timeZone: 'Europe/Paris', currency: 'EUR' }),
    api: createApiClient({ baseUrl, language: 'fr', headers: { 'x-marquee-site': 'fr' }, retries: 0 }),
    href: (kind, params, target = 'fr') => href(fr, target, kind, params),
    signal: new AbortController().signal,
    cookies: {},
  };
}

/** What a programme view does with a load: request, then succeed under the film's slug or fail. */
async function loadInto(store: ReturnType<typeof createSchedulesStore>, baseUrl: string, film: string) {
  store.getState().request();
  expect(store.getState().loading).toBe(true);
  const programme = await loadProgramme(context(baseUrl, film), film, NOW);
  if (programme.schedule) store.getState().succeed('show', film, programme.schedule);
  else store.getState().fail('showtimes');
  return programme;
}

describe('API-12 data-load failures dispatch request-fail actions', () => {
  it('API-12 a film the API does not know (404): the store records the failure, loading off, nothing stored', async () => {
    const store = createSchedulesStore();
    const programme = await loadInto(store, api.url, 'no-such-film');
    expect(programme.schedule).toBeNull();
    expect(store.getState()).toMatchObject({ loading: false, error: 'showtimes' });
    expect(store.getState().schedules.show).toEqual({});
  });

  it('API-12 an API answering 500: the same failure, and the page data stays readable (no throw)', async () => {
    const store = createSchedulesStore();
    const programme = await loadInto(store, brokenUrl, 'sous-le-baobab');
    expect(programme).toMatchObject({ schedule: null, cinemas: [], cities: [] });
    expect(store.getState()).toMatchObject({ loading: false, error: 'showtimes' });
  });

  it('CAT-01 a success after a failure clears the error and stores the schedule under the film slug', async () => {
    const store = createSchedulesStore();
    await loadInto(store, brokenUrl, 'sous-le-baobab');
    expect(store.getState().error).toBe('showtimes');
    const programme = await loadInto(store, api.url, 'sous-le-baobab');
    expect(store.getState()).toMatchObject({ loading: false, error: null, selectedDay: programme.schedule?.date });
    expect(store.getState().schedules.show['sous-le-baobab']?.date).toBe(programme.schedule?.date);
  });
});
