// The accessible showings page.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, isNotFound } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import type { PageContext, PageHead } from '@marquee/remote-contract';
import { schemaOrgProblems } from '@marquee/remote-contract/schema-org';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import { href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessibleData, accessibleHref, loadAccessible, readAccessibleFilters } from './accessible-loader';
import { accessibleHead } from './accessible-head';
import { accessiblePage } from './accessible-page';

// The accessible showings page: its loader against the reference API on a real
// SQLite file (clock pinned to a Wednesday afternoon in Paris), its head's JSON-LD checked against
// the schema.org vocabulary, and its server render, with the empty state's nearest alternative.
const NOW = new Date('2026-03-11T15:00:00Z');
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-accessible-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const SITES: Record<'fr' | 'ch', RoutingSite> = {
  fr: { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false },
  ch: { code: 'ch', languages: ['fr', 'en', 'de'], defaultLanguage: 'en', prefixDefaultLanguage: true },
};
const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));

function context(pathname: string, site: 'fr' | 'ch' = 'fr', language: Language = 'fr'): PageContext {
  const currency = site === 'ch' ? 'CHF' : 'EUR';
  const timeZone = site === 'ch' ? 'Europe/Zurich' : 'Europe/Paris';
  return {
    site,
    language,
    kind: 'AccessibleShowings',
    params: {},
    url: new URL(pathname, `http://${site}.marquee.localhost`),
    flags: resolveFlags(site, {}),
    device: { viewport: 'desktop', webview: false },
    timeZone,
    currency,
    format: siteFormats({ language, country: site, timeZone, currency }),
    api: createApiClient({ baseUrl: api.url, language, headers: { 'x-marquee-site': site }, retries: 0 }),
    href: (k, params, target = language) => href(SITES[site], target, k, params),
    signal: new AbortController().signal,
    cookies: {},
  };
}

const render = (data: AccessibleData, language: Language = 'fr', site: 'fr' | 'ch' = 'fr') =>
  renderPageOnServer({ page: accessiblePage, data, language, namespace: 'catalogue', localesDir, site: SITES[site] });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const t = (key: string) => key;
type Node = Record<string, unknown>;
const graphOf = (head: PageHead) => (head.structuredData?.['@graph'] ?? []) as Node[];

describe('the accessible showings page', () => {
  it('the address carries the filters; malformed values are left out', () => {
    const url = (p: string) => new URL(p, 'http://fr.marquee.localhost');
    expect(
      readAccessibleFilters(
        url('/seances-accessibles/filters/date-2026-03-12/tags-relaxed,imax/localisation-paris?film=dune&page=2'),
      ),
    ).toEqual({ features: ['relaxed'], place: 'paris', date: '2026-03-12', film: 'dune', page: 2 });
    expect(
      readAccessibleFilters(
        url('/seances-accessibles/filters/date-2026-13-45/localisation-..%2Fx?film=%3Cb%3E&page=-3'),
      ),
    ).toEqual({ features: [], place: null, date: null, film: null, page: 1 });
    const filters = { features: ['relaxed', 'audio-description'], place: 'paris', date: null, film: 'dune', page: 3 };
    expect(accessibleHref('/seances-accessibles', filters)).toBe(
      '/seances-accessibles/filters/tags-audio-description,relaxed/localisation-paris?film=dune&page=3',
    );
  });

  it('loads counts and a page in one call; the head lists ScreeningEvents schema.org accepts', async () => {
    const data = await loadAccessible(context('/seances-accessibles'));
    expect(data.answer.total).toBeGreaterThan(20);
    expect(data.answer.items).toHaveLength(20);
    const head = await accessibleHead(data, context('/seances-accessibles'), t);
    expect(head.title).toBe('accessible.title');
    const list = graphOf(head).find((node) => node['@type'] === 'ItemList') as Node;
    const items = list.itemListElement as { item: Node }[];
    expect(items).toHaveLength(20);
    const screening = items[0]?.item as Node;
    expect(screening['@type']).toBe('ScreeningEvent');
    expect(String(screening.keywords)).not.toBe('');
    const described = items.find((x) => JSON.stringify(x).includes('audioDescription'));
    expect(described, 'a showing with audio description names it').toBeDefined();
    expect(schemaOrgProblems({ '@context': 'https://schema.org', ...head.structuredData })).toEqual([]);
  });

  it('renders on the server: feature chips with counts, the list by day, the summaries, in German on ch', async () => {
    const data = await loadAccessible(
      context('/de/barrierefreie-vorstellungen/filters/tags-hoh-subtitles', 'ch', 'de'),
    );
    const html = await render(data, 'de', 'ch');
    const shown = text(html);
    expect(shown).toContain('Barrierefreie Vorstellungen');
    const hoh = data.answer.features.find((f) => f.slug === 'hoh-subtitles');
    expect(shown).toContain(`${hoh?.title} (${hoh?.count})`);
    expect(html).toContain('aria-pressed="true"');
    expect(shown).toContain(`${data.answer.total} Vorstellungen`);
    expect(shown).toContain('Nach Film');
    expect(shown).toContain('Nach Kino');
    for (const item of data.answer.items) expect(item.showtime.tags).toContain('hoh-subtitles');
    expect(html).toContain(`href="/de/film/${data.answer.items[0]?.showSlug}"`);
  });

  it('an empty day suggests the nearest day that has showings', async () => {
    const data = await loadAccessible(context('/seances-accessibles/filters/date-2026-05-01'));
    expect(data.answer.total).toBe(0);
    const html = await render(data);
    expect(text(html)).toContain('Aucune séance accessible ne correspond à ce choix.');
    const last = data.answer.days.at(-1);
    expect(html).toContain(`href="/seances-accessibles/filters/date-${last}"`);
  });

  it('an unknown cinema or film is not found; a malformed value is ignored', async () => {
    await expect(loadAccessible(context('/seances-accessibles/filters/localisation-nowhere-at-all'))).rejects.toSatisfy(
      isNotFound,
    );
    await expect(loadAccessible(context('/seances-accessibles?film=no-such-film'))).rejects.toSatisfy(isNotFound);
    const data = await loadAccessible(context('/seances-accessibles/filters/tags-bogus?page=zz'));
    expect(data.filters.page).toBe(1);
    expect(data.answer.total).toBeGreaterThan(0);
  });
});
