import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { cardFromLookup } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from './calls';
import { createApiClient } from './client';
import { type ApiError, isGone, isNotFound, isUnauthorised } from './errors';

// Every typed call against the real reference API over HTTP (a temporary SQLite file).
let api: RunningApi;
let dir: string;
const requested: { method: string; url: string; auth: string | null }[] = [];

const recordingFetch: typeof fetch = (input, init) => {
  const request = input instanceof Request ? input : new Request(String(input), init);
  requested.push({ method: request.method, url: request.url, auth: request.headers.get('authorization') });
  return fetch(input, init);
};

const b64url = (value: string) => Buffer.from(value).toString('base64url');
/** A development token as the reference API accepts it (HS256, dev key, issuer and audience). */
function devToken(sub: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(
    JSON.stringify({ sub, iss: 'marquee-dev', aud: 'marquee-api', iat: now, exp: now + 3600, given_name: 'Ada' }),
  )}`;
  const sig = createHmac('sha256', 'marquee-dev-only-signing-key-not-for-production-2026')
    .update(head)
    .digest('base64url');
  return `${head}.${sig}`;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'api-client-calls-'));
  api = await startApi({ dbPath: path.join(dir, 'api.sqlite') });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await rm(dir, { recursive: true, force: true });
});

function client(site = 'fr', token?: string) {
  return createApiClient({
    baseUrl: api.url,
    language: site === 'nl' ? 'nl' : 'fr',
    headers: { 'x-marquee-site': site },
    fetch: recordingFetch,
    retries: 0,
    accessToken: () => token,
  });
}

describe('catalogue calls', () => {
  it('API-52 API-54 API-55 API-56 API-27 API-28 shows, a show, its translations, cinemas and showtimes', async () => {
    const c = client();
    const { shows } = await calls.getShows(c);
    const show = await calls.getShow(c, shows[0]?.slug ?? '');
    expect(show.days.length).toBeGreaterThan(0);
    expect((await calls.getShowTranslations(c, show.slug)).slug).toBe(show.slug);
    const cinemas = await calls.getShowCinemas(c, show.slug);
    const day = show.days[0] ?? '';
    const byDay = await calls.getShowShowtimes(c, show.slug, day);
    expect(byDay.date).toBe(day);
    const cinema = cinemas.cinemas[0]?.slug ?? '';
    const byCinema = await calls.getShowShowtimes(c, show.slug, cinema, day);
    expect(byCinema.cinemas.every((x) => x.cinemaSlug === cinema)).toBe(true);
  });
  it('API-27 CAT-23 showtimes with filters: versions and tags (accessibility included) narrow the answer and its days', async () => {
    const c = client();
    const { shows } = await calls.getShows(c, undefined, { filter: 'book' });
    const show = shows.find((s) => s.isMovie);
    const day = (await calls.getShow(c, show?.slug ?? '')).days[0] ?? '';
    const plain = await calls.getShowShowtimes(c, show?.slug ?? '', day);
    const tags = ['audio-description', 'hoh-subtitles'];
    const filtered = await calls.getShowShowtimes(c, show?.slug ?? '', day, undefined, undefined, {
      tags: [...tags].reverse(),
    });
    expect(filtered.filters.tags).toEqual(tags);
    const kept = filtered.cinemas.flatMap((g) => g.showtimes);
    expect(kept.every((st) => st.tags.some((t) => tags.includes(t)))).toBe(true);
    expect(kept.length).toBeLessThan(plain.cinemas.flatMap((g) => g.showtimes).length);
    expect(filtered.facets).toEqual(plain.facets);
  });
  it('the accessible showings in one call, with features, a place and paging', async () => {
    const c = client();
    const all = await calls.getAccessibleShowtimes(c);
    expect(all.items.length).toBe(20);
    const place = all.cinemas[0]?.citySlug ?? '';
    const some = await calls.getAccessibleShowtimes(c, {
      features: ['relaxed', 'audio-description'],
      place,
      limit: 5,
      offset: 2,
    });
    expect(some.filters).toMatchObject({ features: ['audio-description', 'relaxed'], place });
    expect(some.offset).toBe(2);
    for (const x of some.items) {
      expect(x.cinemaCitySlug).toBe(place);
      expect(x.showtime.tags.some((t) => t === 'relaxed' || t === 'audio-description')).toBe(true);
    }
    expect(requested.at(-1)?.url).toContain('/api/accessible-showtimes?features=audio-description%2Crelaxed');
  });
  it('API-18 API-15 API-16 API-17 API-21 API-22 cinemas, a cinema, its schedule and translations; cities and a city', async () => {
    const c = client();
    const { cinemas } = await calls.getCinemas(c);
    const slug = cinemas[0]?.slug ?? '';
    expect((await calls.getCinema(c, slug)).slug).toBe(slug);
    expect((await calls.getCinemaShows(c, slug)).shows.length).toBeGreaterThan(0);
    expect((await calls.getCinemaTranslations(c, slug)).translations.length).toBeGreaterThan(0);
    const { cities } = await calls.getCities(c);
    const city = await calls.getCity(c, cities[0]?.slug ?? '');
    expect(city.slug).toBe(cities[0]?.slug);
    expect((await calls.getCityShows(c, city.slug)).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('API-24 API-25 API-26 API-31 API-32 API-33 API-34 API-35 API-57 API-58 events, experiences, tags, versions', async () => {
    const c = client();
    const events = await calls.getEvents(c);
    const event = events.items[0]?.slug ?? '';
    expect((await calls.getEvent(c, event)).slug).toBe(event);
    await calls.getEventShows(c, event);
    expect((await calls.getSeasons(c)).items.length).toBe(events.items.length);
    expect((await calls.getSeason(c, event)).slug).toBe(event);
    const gpxp = await calls.getExperiences(c);
    const experience = gpxp.items[0]?.slug ?? '';
    expect((await calls.getExperience(c, experience)).slug).toBe(experience);
    await calls.getExperienceShows(c, experience);
    expect((await calls.getExperienceGroup(c, gpxp.groups[0]?.slug ?? '')).experiences.length).toBeGreaterThan(0);
    expect((await calls.getTechnologies(c)).tags.length).toBeGreaterThan(0);
    const tags = await calls.getTags(c);
    expect((await calls.getTag(c, tags.tags[0]?.slug ?? '')).slug).toBe(tags.tags[0]?.slug);
    expect((await calls.getVersions(c)).versions.length).toBeGreaterThan(0);
  });
  it('ERR-06 an unknown tag is a typed not-found outcome', async () => {
    expect(isNotFound(await calls.getTag(client(), 'no-such-tag').catch((e: unknown) => e))).toBe(true);
  });
  it('API-53 API-60 API-61 vod and zones', async () => {
    const c = client();
    await calls.getVod(c);
    const zones = await calls.getZones(c);
    const zone = await calls.getZone(c, zones.items[0]?.id ?? '');
    expect(Object.keys(zone.dates).length).toBeGreaterThan(0);
  });
});

describe('content calls', () => {
  it('API-36 API-37 API-38 master templates', async () => {
    const c = client();
    const slug = (await calls.getMasterTemplates(c)).items[0]?.slug ?? '';
    expect((await calls.getMasterTemplate(c, slug)).slug).toBe(slug);
    expect((await calls.getMasterTemplateTranslations(c, slug)).slug).toBe(slug);
  });
  it('API-39..API-49 news, offers and articles with their translations', async () => {
    const c = client();
    const news = await calls.getNews(c);
    const item = news.items[0]?.slug ?? '';
    expect((await calls.getNewsItem(c, item)).slug).toBe(item);
    expect((await calls.getNewsTranslations(c, item)).slug).toBe(item);
    expect((await calls.getArticle(c, item)).slug).toBe(item);
    expect((await calls.getArticleTranslations(c, item)).slug).toBe(item);
    const offers = (await calls.getNewsOffers(c)).items.filter((i) => i.type === 'offer');
    const offer = offers[0]?.slug ?? '';
    expect((await calls.getOffer(c, offer)).type).toBe('offer');
    expect((await calls.getOfferTranslations(c, offer)).slug).toBe(offer);
    await calls.getOffersPage(c);
    await calls.getOfferPromotions(c);
    await calls.getTemporaryOffers(c);
  });
  it('API-50 API-13 API-14 API-68 API-59 API-83 featured, alerts, native ad, autopromos, pushes, youtube', async () => {
    const c = client();
    expect((await calls.getFeatured(c, 'shows')).shows.length).toBeGreaterThan(0);
    expect((await calls.getFeatured(c, 'news')).articles.length).toBeGreaterThan(0);
    await calls.getAlerts(c);
    await calls.getNativeAd(c);
    await calls.getPermanentAutopromo(c);
    for (const kind of ['header', 'home', 'autopromos'] as const) await calls.getPromotionItems(c, kind);
    await calls.getYoutubeLatest(c);
  });
});

describe('shell, help and commerce calls', () => {
  it('API-63 API-64 API-62 API-65 API-66 API-67 API-90 footer, search, help articles and chat', async () => {
    const c = client();
    expect((await calls.getFooter(c)).columns.length).toBeGreaterThan(0);
    await calls.getFooterFaq(c);
    const help = await calls.searchFull(c, 'carte', 'faq');
    expect(help.results.every((r) => r.type === 'faq')).toBe(true);
    const category = await calls.getFaqCategory(c, 1);
    const first = category.articles[0];
    expect(first).toBeDefined();
    expect((await calls.getFaqArticleById(c, first?.id ?? 0)).slug).toBe(first?.slug);
    expect((await calls.getFaqArticleBySlug(c, first?.slug ?? '')).id).toBe(first?.id);
    const chat = await calls.getChatAvailability(c);
    expect(typeof chat.available).toBe('boolean');
  });
  it('API-23 API-70 API-19 API-20 API-69 e-cards, cinepass and subscription offers', async () => {
    const c = client();
    await calls.getEcards(c);
    expect(Array.isArray(await calls.getEcardTypes(c))).toBe(true);
    await calls.getCinepass(c);
    await calls.getCinepassCurrentShows(c);
    const offers = await calls.getSubscriptionOffers(c, 'default');
    expect(offers.catalog).toBe('default');
  });
  it('API-30 API-11 ERR-07 voucher lookups carry a solved anti-robot proof; resultCode 0 only gives a card', async () => {
    const c = client();
    const ok = await calls.lookupVoucher(c, 'VCHFR0001');
    expect(ok.resultCode).toBe(0);
    expect(cardFromLookup(ok)?.number).toBe('VCHFR0001');
    const expired = await calls.lookupVoucher(c, 'VCHFR0099');
    expect(expired.resultCode).not.toBe(0);
    expect(cardFromLookup(expired)).toBeNull();
  }, 30_000);
  it('API-29 API-10 gift card lookup needs the proof: without it the API refuses', async () => {
    const c = client();
    const card = await calls.lookupGiftCard(c, '600000000000001', '1234');
    expect(card.resultCode).toBe(0);
    const refused = await c
      .getFresh('/api/voucher/VCHFR0001', (await import('@marquee/domain-models')).CardLookupSchema)
      .catch((e: unknown) => e);
    expect((refused as ApiError).kind).toBe('forbidden');
  }, 30_000);
});

describe('client API', () => {
  it('API-07 API-71 API-09 accounts/me carries the bearer header and is prefixed by the client base', async () => {
    requested.length = 0;
    const me = await calls.getMe(client('fr', devToken('client-ada')));
    expect(me.id).toBe('client-ada');
    expect(requested[0]?.auth).toMatch(/^Bearer ey/);
    expect(new URL(requested[0]?.url ?? '').pathname).toBe('/api/v1/accounts/me');
  });
  it('API-08 the {client base}/api/{language}/{path} rewrite reaches the same client API', async () => {
    requested.length = 0;
    const me = await calls.getMe(client('fr', devToken('client-ada')), 'language');
    expect(me.id).toBe('client-ada');
    expect(new URL(requested[0]?.url ?? '').pathname).toBe('/api/fr/accounts/me');
  });
  it('API-07 without a token the client API answers a typed unauthorised outcome', async () => {
    expect(isUnauthorised(await calls.getMe(client('fr')).catch((e: unknown) => e))).toBe(true);
  });
  it('API-72 API-73 API-74 favourite cinemas by vistaRef (codeCcs back)', async () => {
    const c = client('fr', devToken('client-fav'));
    const { cinemas } = await calls.getCinemas(c);
    const ref = cinemas[0]?.vistaRef ?? '';
    const added = await calls.addMyCinemas(c, [ref]);
    expect(added.items.map((i) => i.codeCcs)).toContain(ref);
    expect((await calls.getMyCinemas(c)).items.map((i) => i.codeCcs)).toContain(ref);
    const removed = await calls.removeMyCinemas(c, [ref]);
    expect(removed.items.map((i) => i.codeCcs)).not.toContain(ref);
    requested.length = 0;
    await calls.getMyCinemas(c);
    expect(requested.filter((r) => r.method === 'PATCH' || r.method === 'DELETE')).toEqual([]);
  });
  it('the personal calendar feed: none, created, renewed to another address, revoked', async () => {
    const c = client('fr', devToken('client-feed'));
    expect(await calls.getMyCalendarFeed(c)).toEqual({ feed: null });
    const created = await calls.renewMyCalendarFeed(c);
    expect(created.feed?.url).toMatch(/\/api\/feeds\/personal\/[A-Za-z0-9_-]{43}\.ics\?language=fr$/);
    expect(created.feed?.webcalUrl).toMatch(/^webcal:/);
    const renewed = await calls.renewMyCalendarFeed(c);
    expect(renewed.feed?.url).not.toBe(created.feed?.url);
    expect((await calls.getMyCalendarFeed(c)).feed?.url).toBe(renewed.feed?.url);
    await calls.revokeMyCalendarFeed(c);
    expect(await calls.getMyCalendarFeed(c)).toEqual({ feed: null });
  });
  it('API-75 API-76 webview urls; logout posts with an empty body and clears the caches', async () => {
    const c = client('fr', devToken('client-ada'));
    const webview = await calls.getWebview(c);
    expect(webview.urlSignup).toMatch(/signup/);
    await calls.getShows(c);
    requested.length = 0;
    await calls.getShows(c);
    expect(requested).toHaveLength(0);
    await calls.logout(c);
    expect(requested[0]).toMatchObject({ method: 'POST' });
    expect(new URL(requested[0]?.url ?? '').pathname).toBe('/api/v1/logout');
    await calls.getShows(c);
    expect(requested).toHaveLength(2);
  });
  it('API-77 API-78 API-79 API-80 API-81 API-82 client by id: favourites, feelings, intention and emotion', async () => {
    const c = client('fr', devToken('client-bob'));
    expect((await calls.getClient(c, 'client-bob')).id).toBe('client-bob');
    const { cinemas } = await calls.getCinemas(c);
    const slug = cinemas[1]?.slug ?? '';
    expect((await calls.addClientCinema(c, 'client-bob', slug)).favoriteCinemas[0]).toBe(slug);
    expect((await calls.removeClientCinema(c, 'client-bob', slug)).favoriteCinemas).not.toContain(slug);
    const show = (await calls.getShows(c)).shows[0]?.slug ?? '';
    expect((await calls.setIntention(c, 'client-bob', show, false)).wishlist).toContain(show);
    expect((await calls.getClientFeelings(c, 'client-bob', [show])).wishlist).toContain(show);
    expect((await calls.setIntention(c, 'client-bob', show, true)).wishlist).not.toContain(show);
    expect((await calls.setShowEmotion(c, 'client-bob', show, 'loved', false)).emotions[show]).toBe('loved');
    expect((await calls.setShowEmotion(c, 'client-bob', show, 'loved', true)).emotions[show]).toBeUndefined();
    const forbidden = await calls.getClient(c, 'client-someone-else').catch((e: unknown) => e);
    expect((forbidden as ApiError).kind).toBe('forbidden');
  });
  it('ERR-04 a retired show (410) answers the typed gone outcome', async () => {
    const error = await calls.getShow(client(), 'the-forgotten-reel').catch((e: unknown) => e);
    expect(isGone(error)).toBe(true);
    expect((error as ApiError).status).toBe(410);
  });
});
