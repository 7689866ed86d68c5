import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from './calls';
import { createApiClient } from './client';
import { isNotFound } from './errors';

// CAT-01 (C§4, A§4): every detail load stores the item under its slug (or id) — the client keeps
// each detail answer under its address, which names the slug or the id, so the same item asked
// again is not fetched again and another slug is another entry. Against the real reference API.
let api: RunningApi;
let dir: string;
const asked: string[] = [];
const counting: typeof fetch = (input, init) => {
  const request = input instanceof Request ? input : new Request(String(input), init);
  asked.push(new URL(request.url).pathname);
  return fetch(input, init);
};
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'api-client-details-'));
  api = await startApi({ dbPath: path.join(dir, 'api.sqlite') });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(dir, { recursive: true, force: true });
});

const client = () =>
  createApiClient({
    baseUrl: api.url,
    language: 'fr',
    headers: { 'x-marquee-site': 'fr' },
    retries: 0,
    fetch: counting,
  });

describe('CAT-01 detail loads are stored under their slug or id', () => {
  it('CAT-01 a show, a cinema and an offer by slug; an FAQ article by id: one request each, the item under its key', async () => {
    const c = client();
    const { shows } = await calls.getShows(c);
    const [a, b] = shows.map((show) => show.slug);
    const cinema = (await calls.getCinemas(c)).cinemas[0]?.slug ?? '';
    const offer = (await calls.getNewsOffers(c)).items.find((item) => item.type === 'offer')?.slug ?? '';
    asked.length = 0;

    const first = await calls.getShow(c, a ?? '');
    expect(first.slug).toBe(a);
    // Asked again: the stored item, not a new request.
    expect(await calls.getShow(c, a ?? '')).toBe(first);
    // Another slug is another entry.
    const second = await calls.getShow(c, b ?? '');
    expect(second.slug).toBe(b);
    expect(second).not.toBe(first);
    expect((await calls.getCinema(c, cinema)).slug).toBe(cinema);
    await calls.getCinema(c, cinema);
    expect((await calls.getOffer(c, offer)).slug).toBe(offer);
    await calls.getOffer(c, offer);
    expect(asked).toEqual([`/api/show/${a}`, `/api/show/${b}`, `/api/cinema/${cinema}`, `/api/offer/${offer}`]);

    // An FAQ article by id: the footer's first question slug gives its article, whose id is asked.
    const faqSlug = (await calls.getFooterFaq(c)).groups[0]?.slugs[0] ?? '';
    const id = (await calls.getFaqArticleBySlug(c, faqSlug)).id;
    asked.length = 0;
    const byId = await calls.getFaqArticleById(c, id);
    expect(byId.id).toBe(id);
    expect(await calls.getFaqArticleById(c, String(id))).toBe(byId);
    expect(asked).toEqual([`/api/faq/article/id/${id}`]);
  });

  it('CAT-01 ERR a failed detail load stores nothing: the next load asks again (and fails again for an unknown slug)', async () => {
    const c = client();
    asked.length = 0;
    const failure = await calls.getShow(c, 'no-such-film').catch((error: unknown) => error);
    expect(isNotFound(failure)).toBe(true);
    await calls.getShow(c, 'no-such-film').catch(() => null);
    expect(asked).toEqual(['/api/show/no-such-film', '/api/show/no-such-film']);
  });
});
