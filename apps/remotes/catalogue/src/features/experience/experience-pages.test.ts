import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, isNotFound } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import type { PageContext, PageHead, Translate } from '@marquee/remote-contract';
import { href, type PageKind, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaOrgProblems } from '@marquee/remote-contract/schema-org';
import { experienceArticleHead } from './experience-article-head';
import { loadExperienceArticle } from './experience-article-loader';
import { experienceGroupHead } from './experience-group-head';
import { loadExperienceGroup } from './experience-group-loader';
import { experienceHead } from './experience-head';
import { loadExperience } from './experience-loader';
import { experiencesHead } from './experiences-head';
import { loadExperiences } from './experiences-loader';

// The reference API on a real SQLite file, its clock pinned to a Monday afternoon in Paris.
const NOW = new Date('2026-11-23T15:10:00Z');
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-experiences-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const SITES: Record<'fr' | 'be', RoutingSite> = {
  fr: { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false },
  be: { code: 'be', languages: ['fr', 'nl', 'en'], defaultLanguage: 'en', prefixDefaultLanguage: true },
};
const t: Translate = (key, options) => (options?.title ? `${key}:${String(options.title)}` : key);

function context(
  kind: PageKind,
  pathname: string,
  slug?: string,
  { site = 'fr', language = 'fr' }: { site?: 'fr' | 'be'; language?: Language } = {},
): PageContext {
  return {
    site,
    language,
    kind,
    params: slug ? { slug } : {},
    url: new URL(pathname, `http://${site}.marquee.localhost`),
    flags: resolveFlags(site, {}),
    device: { viewport: 'desktop', webview: false },
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    format: siteFormats({ language, country: site, timeZone: 'Europe/Paris', currency: 'EUR' }),
    api: createApiClient({ baseUrl: api.url, language, headers: { 'x-marquee-site': site }, retries: 0 }),
    href: (k, params, target = language) => href(SITES[site], target, k, params),
    signal: new AbortController().signal,
    cookies: {},
  };
}

type Node = Record<string, unknown>;
const graphOf = (head: PageHead) => (head.structuredData?.['@graph'] ?? []) as Node[];
/** The JSON-LD as the shell sends it (it adds the context), checked against the schema.org vocabulary. */
const problems = (head: PageHead) => schemaOrgProblems({ '@context': 'https://schema.org', ...head.structuredData });
const crumbs = (head: PageHead) =>
  ((graphOf(head).find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? []) as { item: Node }[]).map(
    (crumb) => crumb.item['@id'],
  );

describe('experiences list', () => {
  it('CAT-52 lists the experiences of /api/gpxp under their groups and the technologies of /api/technologies', async () => {
    const data = await loadExperiences(context('Experiences', '/experiences'));
    expect(data.groups.map((group) => [group.slug, group.title, group.experiences.map((x) => x.slug)])).toEqual([
      ['technologies', 'Technologies cinéma', ['imax', '4dx', 'dolby-cinema', 'screenx']],
      ['comfort', 'Confort', ['premium']],
    ]);
    expect(data.groups[0]?.experiences[0]).toEqual({
      slug: 'imax',
      title: 'IMAX',
      teaser: 'Écran géant, projection laser, son précis.',
      backdrop: '/api/media/experience/imax.svg',
      logo: '/api/media/icon/imax.svg',
    });
    expect(data.technologies.map((tech) => tech.slug)).toEqual(['imax', '4dx', 'dolby-cinema', 'screenx']);
    expect(data.technologies[0]).toMatchObject({ modalTitle: 'IMAX', ctaUrl: '/experiences/imax' });
  });

  it('ROUTE-26 SHELL-81 SHELL-84 its head: title, description, an ItemList of every experience and the breadcrumb', async () => {
    const page = context('Experiences', '/experiences');
    const head = experiencesHead(await loadExperiences(page), page, t);
    expect(head).toMatchObject({ title: 'experiences.title', description: 'experiences.description' });
    const [list] = graphOf(head);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 5 });
    expect(((list?.itemListElement ?? []) as { url: string }[])[0]?.url).toBe(
      'http://fr.marquee.localhost/experiences/imax',
    );
    expect(crumbs(head)).toEqual(['http://fr.marquee.localhost/', 'http://fr.marquee.localhost/experiences']);
    expect(problems(head)).toEqual([]);
  });

  it('the list in Dutch on be: translated groups, addresses in /nl/belevingen', async () => {
    const page = context('Experiences', '/nl/belevingen', undefined, { site: 'be', language: 'nl' });
    const data = await loadExperiences(page);
    expect(data.groups.map((group) => group.title)).toEqual(['Bioscooptechnologieën', 'Comfort']);
    const head = experiencesHead(data, page, t);
    expect(((graphOf(head)[0]?.itemListElement ?? []) as { url: string }[])[1]?.url).toBe(
      'http://be.marquee.localhost/nl/belevingen/4dx',
    );
  });
});

describe('experience page', () => {
  it('CAT-53 CAT-54 the record, its technologies, its group with articles and pushes, its video', async () => {
    const data = await loadExperience(context('Experience', '/experiences/imax', 'imax'), NOW);
    expect(data).toMatchObject({
      slug: 'imax',
      title: 'IMAX',
      logo: '/api/media/icon/imax.svg',
      backdrop: '/api/media/experience/imax.svg',
      services: ['laser-projection'],
      redirectSlug: null,
    });
    expect(data.details).toContain('<p>');
    expect(data.video?.videoType).toBe('S3');
    expect(data.technologyTags.map((tech) => tech.slug)).toEqual(['imax']);
    expect(data.group).toMatchObject({ slug: 'technologies', title: 'Technologies cinéma', pushes: [] });
    expect(data.group?.articles.map((article) => article.slug)).toEqual(['imax-explained', '4dx-behind-the-scenes']);
  });

  it('CAT-19 CAT-53 its films are the showtimes of /api/gpxp/{slug}/shows: only its own, in the cinemas offering it', async () => {
    const page = context('Experience', '/experiences/imax', 'imax');
    const data = await loadExperience(page, NOW);
    const { programme } = data;
    expect(programme.schedule?.date).toBe('2026-11-23');
    expect(programme.shows.length).toBeGreaterThan(0);
    expect(programme.schedule?.cinemas.length).toBeGreaterThan(0);
    for (const cinema of programme.schedule?.cinemas ?? []) {
      expect(data.cinemas).toContain(cinema.cinemaSlug);
      for (const showtime of cinema.showtimes) expect(showtime.tags).toContain('imax');
    }
    // Another day by its address; a malformed one is ignored.
    const next = programme.schedule?.days[1] ?? '';
    const later = await loadExperience(context('Experience', `/experiences/imax/filters/date-${next}`, 'imax'), NOW);
    expect(later.programme.schedule?.date).toBe(next);
    const broken = await loadExperience(
      context('Experience', '/experiences/imax/filters/date-2026-02-31', 'imax'),
      NOW,
    );
    expect(broken.programme.schedule?.date).toBe('2026-11-23');
  });

  it('SHELL-82 its head: a WebPage, a ScreeningEvent per showtime of the day, the breadcrumb — valid schema.org', async () => {
    const page = context('Experience', '/experiences/imax', 'imax');
    const data = await loadExperience(page, NOW);
    const head = experienceHead(data, page, t);
    expect(head).toMatchObject({
      title: 'IMAX',
      description: 'Écran géant, projection laser, son précis.',
      image: '/api/media/experience/imax.svg',
    });
    const graph = graphOf(head);
    const showtimes = (data.programme.schedule?.cinemas ?? []).flatMap((cinema) => cinema.showtimes).length;
    expect(graph.filter((node) => node['@type'] === 'ScreeningEvent')).toHaveLength(showtimes);
    expect(graph[0]).toMatchObject({ '@type': 'WebPage', url: 'http://fr.marquee.localhost/experiences/imax' });
    expect(crumbs(head)).toEqual([
      'http://fr.marquee.localhost/',
      'http://fr.marquee.localhost/experiences',
      'http://fr.marquee.localhost/experiences/imax',
    ]);
    expect(problems(head)).toEqual([]);
  });

  it('ERR-02 an unknown or malformed experience is not found (the shell answers 404, never 500)', async () => {
    for (const slug of ['nope', '..%2Fx', 'a b']) {
      const error = await loadExperience(context('Experience', `/experiences/${slug}`, slug), NOW).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      if (slug === 'nope') expect(isNotFound(error)).toBe(true);
    }
  });
});

describe('experience group page', () => {
  it('CAT-56 ROUTE-28 a group: its experiences, articles and pushes; its head lists them, valid schema.org', async () => {
    const page = context('ExperienceGroup', '/rubrique/technologies', 'technologies');
    const data = await loadExperienceGroup(page);
    expect(data).toMatchObject({ slug: 'technologies', title: 'Technologies cinéma', pushes: [] });
    expect(data.experiences.map((experience) => experience.slug)).toEqual(['imax', '4dx', 'dolby-cinema', 'screenx']);
    expect(data.articles.map((article) => article.slug)).toEqual(['imax-explained', '4dx-behind-the-scenes']);
    const head = experienceGroupHead(data, page, t);
    expect(head.title).toBe('Technologies cinéma');
    expect(graphOf(head)[0]).toMatchObject({ '@type': 'ItemList', numberOfItems: 4 });
    expect(crumbs(head)).toEqual([
      'http://fr.marquee.localhost/',
      'http://fr.marquee.localhost/experiences',
      'http://fr.marquee.localhost/rubrique/technologies',
    ]);
    expect(problems(head)).toEqual([]);
  });

  it('ERR-02 an unknown group is not found', async () => {
    const error = await loadExperienceGroup(context('ExperienceGroup', '/rubrique/nope', 'nope')).catch(
      (e: unknown) => e,
    );
    expect(isNotFound(error)).toBe(true);
  });
});

describe('experience article page', () => {
  it('CAT-55 ENT-18 ROUTE-27 the article with its guest and its cinemas by name; its head is an Article', async () => {
    const page = context('ExperienceArticle', '/specials/imax-explained', 'imax-explained');
    const data = await loadExperienceArticle(page);
    expect(data).toMatchObject({
      slug: 'imax-explained',
      type: 'experience',
      title: 'L’IMAX expliqué',
      guest: 'Marquee',
    });
    expect(data.cinemas.length).toBe(5);
    expect(data.cinemas[0]).toEqual({ slug: 'marquee-les-halles-paris', name: expect.any(String), city: 'Paris' });
    const head = experienceArticleHead(data, page, t);
    expect(head.tracking).toEqual({ article: { trackingSlug: 'imax-explained' } });
    const [article] = graphOf(head);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'L’IMAX expliqué',
      datePublished: data.releaseDate,
      author: { '@type': 'Organization', name: 'Marquee' },
      url: 'http://fr.marquee.localhost/specials/imax-explained',
      inLanguage: 'fr',
    });
    expect(article?.contentLocation).toHaveLength(5);
    expect(crumbs(head)).toEqual([
      'http://fr.marquee.localhost/',
      'http://fr.marquee.localhost/experiences',
      'http://fr.marquee.localhost/specials/imax-explained',
    ]);
    expect(problems(head)).toEqual([]);
  });

  it('ERR-02 an unknown article, or one that is not an experience article (news), is not found', async () => {
    for (const slug of ['nope', 'summer-of-cinema']) {
      const error = await loadExperienceArticle(context('ExperienceArticle', `/specials/${slug}`, slug)).catch(
        (e: unknown) => e,
      );
      expect(isNotFound(error)).toBe(true);
    }
  });
});
