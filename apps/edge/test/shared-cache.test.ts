/**
 * What a standard shared cache in front of the edge (a CDN, Varnish) may keep, judged by a real
 * RFC 9111 implementation (`http-cache-semantics`, the one the ecosystem's HTTP caches use) over
 * every page kind, every API call of the API's recorded contract and the static files, through the
 * real edge, API and remotes (decision 0040). `CACHE_VERDICTS=<file>` writes the
 * table of verdicts (docs/PERFORMANCE.md pastes it).
 */
import { writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_KINDS, type PageKind, href } from '@marquee/routing';
import CachePolicy from 'http-cache-semantics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintDevToken } from '../../api/src/auth';
import type { Edge } from '../src/server';
import { loadSites } from '../src/sites';
import { type Answer, COUNTRIES_DIR, REPO, send, startTestPlatform, type TestPlatform } from './helpers';

let platform: TestPlatform;
let edge: Edge;

beforeAll(async () => {
  platform = await startTestPlatform('marquee-shared-cache-');
  // Budgets wide enough that a loaded machine never leaves a region to the browser (a degraded
  // page is rightly never shared; the failure suite covers that).
  edge = await platform.edge({ dataBudgetMs: 15_000, renderTimeoutMs: 15_000 });
}, 60_000);

afterAll(async () => {
  await edge?.close();
  await platform?.close();
});

const LOCATOR = `cgp_locator=${encodeURIComponent('{"type":"city","value":"lyon"}')}`;

/** Real addresses of the seed for each page kind's parameters (anything else is a made-up slug). */
const SAMPLE: Partial<Record<PageKind, Record<string, string>>> = {
  Movie: { slug: 'sous-le-baobab' },
  Entertainment: { slug: 'opera-season' },
  Season: { slug: 'ballet-season' },
  Cinema: { slug: 'marquee-opera-paris' },
  CinemaLight: { slug: 'marquee-opera-paris' },
  City: { slug: 'paris' },
  CityLight: { slug: 'paris' },
  Experience: { slug: 'imax' },
  ExperienceGroup: { slug: 'technologies' },
  ExperienceArticle: { slug: 'new-imax-halls' },
  Offer: { slug: 'student-deal' },
  NewsItem: { slug: 'summer-of-cinema' },
  FaqArticleById: { id: '101' },
  MFaqArticleById: { id: '101' },
  FaqArticleBySlug: { slug: 'how-do-i-book-a-ticket-online' },
  MFaqArticleBySlug: { slug: 'how-do-i-book-a-ticket-online' },
  FaqCategory: { id: '1', slug: '1' },
  MFaqCategory: { id: '1', slug: '1' },
  Info: { slug: 'accessibility' },
  AccountPage: { slug: 'profile' },
};

/** An address of a page kind on the French site, or null when the site has no such page. */
function addressOf(site: Parameters<typeof href>[0], kind: PageKind): string | null {
  for (const params of [SAMPLE[kind] ?? {}, { slug: 'x', id: '1' }, {}]) {
    try {
      return href(site, 'fr', kind, params);
    } catch {}
  }
  return null;
}

/** Request headers as http-cache-semantics reads them. */
interface Request {
  url: string;
  method: string;
  headers: Record<string, string>;
}

function asRequest(host: string, url: string, headers: Record<string, string>): Request {
  return { url, method: 'GET', headers: { ...headers, host } };
}

function policyOf(request: Request, answer: Answer): CachePolicy {
  return new CachePolicy(
    request,
    { status: answer.status, headers: answer.headers as CachePolicy.Headers },
    { shared: true },
  );
}

async function ask(request: Request): Promise<Answer> {
  return send(edge.port, { path: request.url, host: request.headers.host as string, headers: request.headers });
}

/** One row of the verdict table. */
interface Verdict {
  readonly what: string;
  readonly address: string;
  readonly status: number;
  readonly cacheControl: string;
  readonly stores: boolean;
  /** Seconds fresh, then seconds usable (stale-while-revalidate / stale-if-error). */
  readonly ttl: string;
  readonly keyedOn: string;
  readonly validator: string;
  readonly otherVisitors: string;
}

const verdicts: { pages: Verdict[]; api: Verdict[]; files: Verdict[] } = { pages: [], api: [], files: [] };

function ttlOf(policy: CachePolicy, answer: Answer): string {
  if (!policy.storable() || policy.timeToLive() === 0) return '—';
  const cc = String(answer.headers['cache-control'] ?? '');
  const swr = /stale-while-revalidate=(\d+)/.exec(cc)?.[1];
  const sie = /stale-if-error=(\d+)/.exec(cc)?.[1];
  const extra = [swr ? `+${swr} s revalidating` : '', sie ? `+${sie} s on error` : ''].filter(Boolean).join(', ');
  return `${policy.maxAge()} s${extra ? ` (${extra})` : ''}`;
}

function keyedOn(answer: Answer): string {
  return String(answer.headers.vary ?? '—');
}

/** Whether a Vary names the User-Agent. */
const byUserAgent = (answer: Answer) => /user-agent/i.test(String(answer.headers.vary ?? ''));

describe('ISSUE-26 what a shared cache may keep: pages', () => {
  it('every page kind: shared by device class, never by User-Agent; never with a page cookie; weak ETag and 304; stale stated as the edge serves it', async () => {
    const sites = await loadSites(COUNTRIES_DIR);
    const fr = sites.get('fr')?.config;
    if (!fr) throw new Error('no French site build');
    const host = 'fr.marquee.localhost';
    let shared = 0;
    const pages: [string, string | null][] = [
      ...PAGE_KINDS.map((kind): [string, string | null] => [kind, addressOf(fr, kind)]),
      ['Movie (no such film)', '/film/no-such-film'],
    ];
    for (const [kind, address] of pages) {
      if (!address) {
        verdicts.pages.push({
          what: kind,
          address: '(not on the French site)',
          status: 0,
          cacheControl: '',
          stores: false,
          ttl: '',
          keyedOn: '',
          validator: '',
          otherVisitors: '',
        });
        continue;
      }
      // The shared case: a CDN that derived the device class (X-Marquee-Device), no cookie.
      const phone = asRequest(host, address, { 'x-marquee-device': 'mobile', 'accept-encoding': 'br, gzip' });
      const answer = await ask(phone);
      const policy = policyOf(phone, answer);
      expect(byUserAgent(answer), kind).toBe(false);
      if (answer.status >= 300 && answer.status < 400) {
        verdicts.pages.push({
          what: kind,
          address,
          status: answer.status,
          cacheControl: String(answer.headers['cache-control'] ?? '—'),
          stores: policy.storable() && policy.timeToLive() > 0,
          ttl: ttlOf(policy, answer),
          keyedOn: keyedOn(answer),
          validator: '—',
          otherVisitors: `→ ${answer.headers.location}`,
        });
        continue;
      }
      const stores = policy.storable() && policy.timeToLive() > 0;
      let validator = answer.headers.etag ? `weak ETag` : '—';
      const others: string[] = [];
      if (stores) {
        shared += 1;
        const vary = String(answer.headers.vary);
        expect(vary, kind).toMatch(/X-Marquee-Device/);
        expect(vary, kind).toMatch(/Cookie/);
        expect(answer.headers['cache-control'], kind).toMatch(
          /^public, max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
        );
        expect(answer.headers['cache-control'], kind).not.toMatch(/s-maxage/);
        expect(String(answer.headers.etag), kind).toMatch(/^W\/"/);
        // The same request again: served from the cache, as the same visitor class.
        expect(policy.satisfiesWithoutRevalidation(phone), kind).toBe(true);
        // Another device class, a visitor with a chosen cinema: never this page.
        const desktop = asRequest(host, address, { 'x-marquee-device': 'desktop', 'accept-encoding': 'br, gzip' });
        expect(policy.satisfiesWithoutRevalidation(desktop), kind).toBe(false);
        const located = asRequest(host, address, { ...phone.headers, cookie: LOCATOR });
        expect(policy.satisfiesWithoutRevalidation(located), kind).toBe(false);
        // Revalidation with what the cache holds: the edge answers 304, the cache keeps its page
        // (a 404 page is sent again whole: preconditions apply to 2xx answers, RFC 9110 §13.2.1).
        if (answer.status === 200) {
          const revalidation = { ...phone, headers: policy.revalidationHeaders(phone) as Record<string, string> };
          const confirmed = await ask(revalidation);
          expect(confirmed.status, kind).toBe(304);
          expect(confirmed.body).toBe('');
          const { modified } = policy.revalidatedPolicy(revalidation, {
            status: confirmed.status,
            headers: confirmed.headers as CachePolicy.Headers,
          });
          expect(modified, kind).toBe(false);
          validator = 'weak ETag, 304';
        }
        others.push('another device class: its own copy', 'with cgp_locator: not served');
      }
      // The same page without a device class a cache can key on: the edge derived it from the
      // User-Agent, so no shared cache may keep it.
      const unkeyed = asRequest(host, address, {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1',
      });
      const unkeyedAnswer = await ask(unkeyed);
      expect(byUserAgent(unkeyedAnswer), kind).toBe(false);
      if (unkeyedAnswer.status < 300 || unkeyedAnswer.status >= 400) {
        const unkeyedPolicy = policyOf(unkeyed, unkeyedAnswer);
        expect(unkeyedPolicy.storable() && unkeyedPolicy.timeToLive() > 0, `${kind} without X-Marquee-Device`).toBe(
          false,
        );
        others.push('without X-Marquee-Device: private');
      }
      // A visitor with a chosen cinema: their page is theirs.
      const located = asRequest(host, address, { 'x-marquee-device': 'mobile', cookie: LOCATOR });
      const locatedAnswer = await ask(located);
      if (locatedAnswer.status < 300 || locatedAnswer.status >= 400) {
        const locatedPolicy = policyOf(located, locatedAnswer);
        expect(locatedPolicy.storable() && locatedPolicy.timeToLive() > 0, `${kind} with cgp_locator`).toBe(false);
        others.push('their own page with cgp_locator: private');
      }
      verdicts.pages.push({
        what: kind,
        address,
        status: answer.status,
        cacheControl: String(answer.headers['cache-control'] ?? '—'),
        stores,
        ttl: ttlOf(policy, answer),
        keyedOn: stores ? keyedOn(answer) : '—',
        validator,
        otherVisitors: others.join('; '),
      });
    }
    // The catalogue's pages are shareable (most of a release day's traffic).
    for (const kind of ['Home', 'Shows', 'Movie', 'Cinema', 'Cinemas', 'City', 'Movie (no such film)']) {
      expect(verdicts.pages.find((row) => row.what === kind)?.stores, kind).toBe(true);
    }
    expect(shared).toBeGreaterThan(20);
  }, 60_000);

  it('a page whose language came from the cookie or the browser is private', async () => {
    const request = asRequest('ch.marquee.localhost', '/404', { 'x-marquee-device': 'desktop', cookie: 'lang=de' });
    const answer = await ask(request);
    expect(answer.body).toMatch(/<html lang="de"/);
    expect(policyOf(request, answer).storable()).toBe(false);
  });
});

/** The API calls of the API's recorded contract (apps/api/test/golden.json): `site path [(alice)]`. */
function contractCalls(): { site: string; path: string; signed: boolean }[] {
  const golden = JSON.parse(readFileSync(path.join(REPO, 'apps', 'api', 'test', 'golden.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  return Object.keys(golden).flatMap((key) => {
    const [site, address, who] = key.split(' ');
    // Calls without a known site (the API's 400s) never come through a site's edge.
    if (!site || !address || !/^[a-z]{2}$/.test(site) || site === 'xx') return [];
    return [{ site, path: address, signed: who === '(alice)' }];
  });
}

describe('ISSUE-26 what a shared cache may keep: API answers through the edge', () => {
  it('every API call: catalogue answers shared per site with stale-if-error, not-founds briefly, no private answer ever storable', async () => {
    const token = await mintDevToken('alice');
    for (const call of contractCalls()) {
      const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
      if (call.signed) headers.authorization = `Bearer ${token}`;
      const request = asRequest(`${call.site}.marquee.localhost`, call.path, headers);
      const answer = await ask(request);
      const policy = policyOf(request, answer);
      const stores = policy.storable() && policy.timeToLive() > 0;
      const cc = String(answer.headers['cache-control'] ?? '');
      const what = `${call.site} ${call.path}${call.signed ? ' (signed in)' : ''}`;
      // No private answer, nothing asked with credentials, no client path is ever storable.
      if (/private|no-store/.test(cc) || call.signed || /^\/api\/(client|v1)\//.test(call.path)) {
        expect(stores, what).toBe(false);
      }
      if (answer.status === 200 && /^public/.test(cc)) {
        expect(stores, what).toBe(true);
        expect(cc, what).toMatch(/stale-if-error=\d+/);
        expect(String(answer.headers.vary), what).toMatch(/X-Marquee-Site/);
      }
      // A not-found is shared briefly, unless it is one client's (a personal calendar feed's address).
      if ((answer.status === 404 || answer.status === 410) && !/private|no-store/.test(cc)) {
        expect(stores, what).toBe(true);
        expect(policy.maxAge(), what).toBeLessThanOrEqual(60);
      }
      verdicts.api.push({
        what,
        address: call.path,
        status: answer.status,
        cacheControl: cc || '—',
        stores,
        ttl: ttlOf(policy, answer),
        keyedOn: stores ? `site (Host), ${keyedOn(answer)}` : '—',
        validator: answer.headers.etag ? (String(answer.headers.etag).startsWith('W/') ? 'weak ETag' : 'ETag') : '—',
        otherVisitors: call.signed ? 'credentials: never stored' : '',
      });
    }
    expect(verdicts.api.filter((row) => row.stores).length).toBeGreaterThan(90);
  }, 30_000);
});

describe('ISSUE-26 what a shared cache may keep: files', () => {
  it('versioned files immutable for a year, other files revalidated with a weak ETag, missing files briefly', async () => {
    const host = 'fr.marquee.localhost';
    const page = await ask(asRequest(host, '/', { 'x-marquee-device': 'desktop' }));
    const scripts = [...page.body.matchAll(/"(\/(?:remotes|vendor)\/[^"]+\.js)"/g)].map((found) => found[1] as string);
    const remoteFile = scripts.find((file) => file.startsWith('/remotes/'));
    const vendorFile = scripts.find((file) => file.startsWith('/vendor/'));
    const countryAsset = /"(\/assets\/[^"]+\.(?:js|css))"/.exec(page.body)?.[1];
    const cases: [string, string | undefined, 'year' | 'revalidate' | 'brief' | 'listed' | 'uncached'][] = [
      ["a remote version's file", remoteFile, 'year'],
      ['a vendor file', vendorFile, 'year'],
      ["a country build's hashed asset", countryAsset, 'year'],
      ["a country build's text file", '/assets/i18n/fr_fr.json', 'revalidate'],
      ['a missing file', '/assets/no-such-file.js', 'brief'],
      ['robots.txt', '/robots.txt', 'listed'],
      ['the sitemap', '/sitemap.xml', 'listed'],
      ['the live remotes (runtime manifest)', '/_marquee/remotes.json', 'uncached'],
    ];
    for (const [what, address, expected] of cases) {
      expect(address, what).toBeTruthy();
      const request = asRequest(host, address as string, { 'accept-encoding': 'br, gzip' });
      const answer = await ask(request);
      const policy = policyOf(request, answer);
      if (expected === 'year') {
        expect(answer.headers['cache-control'], what).toBe('public, max-age=31536000, immutable');
        expect(policy.maxAge(), what).toBe(31_536_000);
      } else if (expected === 'brief') {
        expect(answer.status, what).toBe(404);
        expect(policy.storable(), what).toBe(true);
        expect(policy.maxAge(), what).toBeLessThanOrEqual(60);
      } else if (expected === 'uncached') {
        // What is live changes with a deploy: never kept.
        expect(policy.storable(), what).toBe(false);
      } else if (expected === 'revalidate') {
        expect(policy.maxAge(), what).toBe(0);
      } else {
        expect(answer.status, what).toBe(200);
      }
      if (answer.status === 200 && answer.headers.etag) {
        // One validator for the plain, gzip and brotli bodies: weak, and it revalidates.
        expect(String(answer.headers.etag), what).toMatch(/^W\/"/);
        const plain = await ask(asRequest(host, address as string, {}));
        expect(plain.headers.etag).toBe(answer.headers.etag);
        const revalidation = { ...request, headers: policy.revalidationHeaders(request) as Record<string, string> };
        expect((await ask(revalidation)).status, what).toBe(304);
      }
      verdicts.files.push({
        what,
        address: (address as string).replace(/[^/]{30,}$/, (name) => `${name.slice(0, 24)}…`),
        status: answer.status,
        cacheControl: String(answer.headers['cache-control']),
        stores: policy.storable() && policy.timeToLive() > 0,
        ttl: ttlOf(policy, answer),
        keyedOn: policy.storable() ? keyedOn(answer) : '—',
        validator: answer.headers.etag ? 'weak ETag, 304' : '—',
        otherVisitors: '',
      });
    }
  });

  afterAll(async () => {
    const file = process.env.CACHE_VERDICTS;
    if (!file) return;
    const cell = (text: string) => text.replace(/\|/g, '\\|');
    const table = (title: string, rows: Verdict[]) =>
      [
        `#### ${title}`,
        '',
        '| What | Address | Status | Cache-Control | A shared cache reuses it | Fresh (then stale) | Keyed on (`Vary`) | Validator | Other visitors |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        ...rows.map(
          (row) =>
            `| ${cell(row.what)} | \`${cell(row.address)}\` | ${row.status || '—'} | \`${cell(row.cacheControl || '—')}\` | ${row.status ? (row.stores ? 'yes' : 'no') : '—'} | ${cell(row.ttl || '—')} | ${cell(row.keyedOn || '—')} | ${row.validator || '—'} | ${cell(row.otherVisitors || '')} |`,
        ),
        '',
      ].join('\n');
    await writeFile(
      file,
      [
        table(
          'Pages (French site; the shared case is a request with `X-Marquee-Device: mobile` and no cookie)',
          verdicts.pages,
        ),
        table("API calls through the edge (the API's recorded contract)", verdicts.api),
        table('Files', verdicts.files),
      ].join('\n'),
    );
  });
});
