import { createHash } from 'node:crypto';
import type { Environment, Language } from '@marquee/domain-models';
import { href, NEW_FILMS_FEED, newFilmsFeedPath } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';
import { Cache, remember } from '../cache';
import { noneMatch } from '../static-files';
import { forPaths, type Handler, sendText } from './context';

/** The feed's title per language. */
const TITLE: Record<Language, string> = {
  fr: 'Nouveaux films',
  en: 'New films',
  de: 'Neue Filme',
  nl: 'Nieuwe films',
};

/** How long any cache may keep the feed (and the edge keeps it built). */
const MAX_AGE_S = 300;

/** A film of the API's `/api/feeds/new-films` answer. */
interface NewFilm {
  readonly showRef: string;
  readonly slug: string;
  readonly title: string;
  readonly synopsis: string;
  readonly scheduledAt: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** The films of the API's answer, keeping only well-formed ones. */
function filmsOf(answer: unknown): NewFilm[] {
  const list = (answer as { films?: unknown } | null)?.films;
  if (!Array.isArray(list)) throw new Error('new films: no list');
  return list.filter(
    (film): film is NewFilm =>
      typeof film === 'object' &&
      film !== null &&
      ['showRef', 'slug', 'title', 'synopsis', 'scheduledAt'].every(
        (field) => typeof (film as Record<string, unknown>)[field] === 'string',
      ),
  );
}

/** An RFC 3339 date-time as Atom's `updated` (RFC 4287 §3.3): the API's, else now in UTC. */
const atomDate = (value: string | undefined, now: Date) =>
  value && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? value
    : now.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The Atom document (RFC 4287): the feed's id (a tag URI of the site's domain, stable across
 * environments), title, updated (the latest entry's), author (the brand), self and alternate
 * links; one entry per film with a stable id (`tag:` + the film's reference), title, updated (when
 * it was scheduled on the site), its page on the site's origin and its synopsis.
 */
export function newFilmsAtom(
  config: SiteConfig,
  origin: string,
  language: Language,
  films: readonly NewFilm[],
): string {
  const now = new Date();
  const tag = (what: string) => `tag:${config.domain},2026:${what}`;
  const entries = films.map((film) => {
    const page = `${origin}${href(config, language, 'Movie', { slug: film.slug })}`;
    return [
      '  <entry>',
      `    <id>${escapeXml(tag(`film:${film.showRef}:${language}`))}</id>`,
      `    <title>${escapeXml(film.title)}</title>`,
      `    <updated>${atomDate(film.scheduledAt, now)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
      `    <summary>${escapeXml(film.synopsis)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  const latest = films.map((film) => film.scheduledAt).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `  <id>${escapeXml(tag(`new-films:${language}`))}</id>`,
    `  <title>${escapeXml(`${config.brand} — ${TITLE[language]}`)}</title>`,
    `  <updated>${atomDate(latest, now)}</updated>`,
    `  <author><name>${escapeXml(config.brand)}</name><uri>${escapeXml(`${origin}/`)}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(origin + newFilmsFeedPath(language))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(origin + href(config, language, 'Home'))}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/**
 * `/feeds/new-films.atom?language=`: the Atom feed of the films newly scheduled
 * on the site, from the API's `/api/feeds/new-films` in that language (default: the site's), with
 * the film pages' addresses from routing's `href` (the edge knows them, the API does not). Built
 * once per site, origin and language for five minutes; `ETag` (304 to If-None-Match) and
 * `Cache-Control: public, max-age=300`. A language the site lacks: 400.
 */
export function feedsHandler(options: {
  readonly apiUrl: string;
  readonly origin: (site: SiteConfig, environment: Environment) => string;
}): Handler {
  const kept = new Cache<string, Promise<{ body: string; etag: string }>>({
    ttlMs: MAX_AGE_S * 1000,
    maxEntries: 100,
  });
  return forPaths(
    (pathname) => pathname === NEW_FILMS_FEED,
    async ({ req, res, site, url, environment }) => {
      const { config } = site;
      const asked = url.searchParams.get('language');
      const language = (asked ?? config.defaultLanguage) as Language;
      if (!config.languages.includes(language)) {
        sendText(res, 400, `language: one of ${config.languages.join(', ')}\n`);
        return true;
      }
      const origin = options.origin(config, environment);
      let built: { body: string; etag: string };
      try {
        built = await remember(kept, `${config.code}|${origin}|${language}`, async () => {
          const api = new URL('/api/feeds/new-films', options.apiUrl);
          api.searchParams.set('language', language);
          const response = await fetch(api, {
            headers: { 'x-marquee-site': config.code, accept: 'application/json' },
            signal: AbortSignal.timeout(5_000),
          });
          if (!response.ok) throw new Error(`new films: ${response.status}`);
          const body = newFilmsAtom(config, origin, language, filmsOf(await response.json()));
          return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
        });
      } catch {
        sendText(res, 503, 'Feed unavailable\n');
        return true;
      }
      res.setHeader('Content-Type', 'application/atom+xml; charset=utf-8');
      res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_S}`);
      res.setHeader('ETag', built.etag);
      if (noneMatch(req.headers['if-none-match'], built.etag)) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      res.statusCode = 200;
      res.end(req.method === 'HEAD' ? undefined : built.body);
      return true;
    },
  );
}
