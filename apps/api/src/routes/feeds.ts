import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import type { AnswerCache, Ctx, Env } from '../http';
import { catalogueAsync } from '../http';
import { withOffset } from '../lib/dates';
import { notFound } from '../lib/errors';
import { type CalendarEvent, writeCalendar } from '../lib/ical';
import { EDGE_ENVIRONMENT_HEADER, publicOrigin, publicPlace } from '../lib/public-origin';
import { hash } from '../lib/random';
import { pickText } from '../lib/text';
import { PathSlug, parseOr400 } from '../lib/validate';
import { cinemaById, cinemaBySlug, cinemasOf, cinemaWithSlug } from '../queries/cinemas';
import { clientFeelings, favoriteCinemaSlugs } from '../queries/clients';
import { viewCtx } from '../queries/context';
import { deleteFeedToken, feedOwner, feedTokenOf, putFeedToken } from '../queries/feeds';
import { listedShows, releaseIn, showById } from '../queries/shows';
import { showDays, showsWithShowtimes, showtimesAhead } from '../queries/showtimes';
import { siteInfo } from '../queries/sites';
import type { Lang, ShowtimeRow, SiteInfo } from '../rows';
import { versionNames } from '../showtime-answers';
import type { Store } from '../store';
import { showtimeEvent } from '../views/calendar';
import { showSlug } from '../views/show';
import { type ClientAuth, noStore } from './shared/client-auth';
import { findShow } from './shared/answers';

/** How long any cache may keep a public feed: a few minutes (a calendar asks again every hour). */
export const FEED_CACHE_CONTROL = 'public, max-age=300';
/** A personal feed: the subscriber's own, never kept by a shared cache, checked again on every use. */
const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/** The personal feed's calendar name per language. */
const PERSONAL_NAME: Record<Lang, string> = {
  fr: 'Ma liste',
  en: 'My watchlist',
  de: 'Meine Merkliste',
  nl: 'Mijn verlanglijst',
};

/** Built calendars kept a minute per site, language, path and origin (a feed is up to a few thousand events). */
const MEMO_MS = 60_000;
/** At most this many calendars kept (gzipped: 20 to 80 KB each). */
const MEMO_ENTRIES = 500;

/** A calendar written: its bytes gzipped, and their ETag. */
interface Built {
  readonly gzip: Buffer;
  readonly etag: string;
}

/**
 * The calendar feeds (decision 0047): a cinema's and a film's showtimes
 * over the site's 21-day window, and a signed-in client's own (its wishlist's films at its
 * favourite cinemas) behind a secret address it can renew and revoke; the films newly scheduled
 * on the site (the edge writes their Atom feed). Each event is views/calendar.ts's, the calendar
 * lib/ical.ts's; answers carry an ETag (304 to If-None-Match).
 */
export function feedsRoutes(app: Hono<Env>, store: Store, cache: AnswerCache, auth: ClientAuth): void {
  const memo = new Map<string, { built: Built; at: number }>();

  /** The site of the request, its public origin (from the environment the edge names). */
  const placeOf = (c: Ctx): { site: SiteInfo; origin: string } => {
    const site = siteInfo(store, c.get('req').site) as SiteInfo;
    return { site, origin: publicOrigin(site, publicPlace(c.req.header(EDGE_ENVIRONMENT_HEADER))) };
  };

  /** The events of some showtimes in the request's language; DTSTAMP the site's local today (stable bytes). */
  const events = (c: Ctx, rows: readonly ShowtimeRow[]): CalendarEvent[] => {
    const r = c.get('req');
    const { site, origin } = placeOf(c);
    const ctx = viewCtx(store, r);
    const versions = versionNames(store, ctx);
    const stamp = Date.parse(withOffset(`${r.today}T00:00`, site.timeZone));
    return rows.flatMap((row) => {
      const show = showById(store, row.show_id);
      const cinema = cinemaById(store, row.cinema_id);
      if (!show || !cinema) return [];
      return [
        showtimeEvent({
          row,
          show,
          cinema,
          site,
          lang: r.lang,
          version: versions.get(row.version),
          origin,
          stamp,
          text: ctx.text,
        }),
      ];
    });
  };

  /** A calendar of the request: its events written, kept gzipped (a film's 21 days are about 800 KB of text). */
  const build = (c: Ctx, name: string, rows: readonly ShowtimeRow[]): Built => {
    const text = writeCalendar(events(c, rows), {
      productId: `-//${placeOf(c).site.brand.name}//Calendar feeds//EN`,
      name,
    });
    const etag = `W/"${hash(text).toString(36)}-${Buffer.byteLength(text).toString(36)}"`;
    return { gzip: gzipSync(text, { level: 6 }), etag };
  };

  /** A public calendar built (or kept a minute) for the request. */
  const calendar = async (c: Ctx, name: string, rows: () => Promise<readonly ShowtimeRow[]>): Promise<Built> => {
    const r = c.get('req');
    // Keyed on the catalogue's version too: a change seen by this instance is in the next file.
    const key = `${store.generation}|${r.site}|${r.lang}|${r.today}|${placeOf(c).origin}|${c.req.path}`;
    const now = store.now().getTime();
    const kept = memo.get(key);
    if (kept && now - kept.at < MEMO_MS) return kept.built;
    const built = build(c, name, await rows());
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
    memo.set(key, { built, at: now });
    return built;
  };

  /** The calendar answer: ETag (304 to If-None-Match), gzip when accepted, the cache rule given. */
  const answer = (c: Ctx, built: Built, cacheControl: string): Response => {
    const headers: Record<string, string> = {
      'content-type': 'text/calendar; charset=utf-8',
      etag: built.etag,
      'cache-control': cacheControl,
      // The links depend on the environment: a shared cache keyed without it must not keep the file.
      vary: 'X-Marquee-Site, X-Marquee-Environment, Accept-Encoding',
    };
    if (c.req.header('if-none-match') === built.etag) return new Response(null, { status: 304, headers });
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      headers['content-encoding'] = 'gzip';
      return new Response(built.gzip as Uint8Array<ArrayBuffer>, { status: 200, headers });
    }
    return new Response(gunzipSync(built.gzip) as Uint8Array<ArrayBuffer>, { status: 200, headers });
  };

  /** The slug of a `<slug>.ics` segment; 404 when the segment is not one. */
  const icsSlug = (file: string): string => {
    const m = /^(.+)\.ics$/.exec(file);
    if (!m?.[1]) throw notFound('feed', 'path');
    return parseOr400(PathSlug, m[1], 'slug');
  };

  app.get('/api/feeds/cinema/:file', async (c) => {
    const r = c.get('req');
    const found = cinemaBySlug(store, r.site, icsSlug(c.req.param('file')));
    if (!found) throw notFound('cinema');
    const { cinema } = found;
    const { site } = placeOf(c);
    const built = await calendar(c, `${cinema.name} — ${site.brand.name}`, () => showtimesAhead(store, r, [cinema.id]));
    return answer(c, built, FEED_CACHE_CONTROL);
  });

  app.get('/api/feeds/film/:file', async (c) => {
    const r = c.get('req');
    const { show } = findShow(store, icsSlug(c.req.param('file')));
    const { site } = placeOf(c);
    const cinemas = cinemasOf(store, r.site).map((cinema) => cinema.id);
    const name = `${pickText(show.titles, r.lang)} — ${site.brand.name} ${pickText(site.country, r.lang)}`;
    const built = await calendar(c, name, () => showtimesAhead(store, r, cinemas, [show.id]));
    return answer(c, built, FEED_CACHE_CONTROL);
  });

  /**
   * The films newly scheduled on the site (the edge's Atom feed, `/feeds/new-films.atom`): the
   * films with a bookable showtime in the window, latest release in the site's zone first, with
   * their first day; at most 30.
   */
  app.get('/api/feeds/new-films', (c) =>
    catalogueAsync(c, store, cache, async () => {
      const r = c.get('req');
      const site = siteInfo(store, r.site) as SiteInfo;
      const films = listedShows(store, r).filter((show) => show.isMovie);
      const playing = await showsWithShowtimes(store, r, films, {});
      const shown = films.filter((show) => playing.has(show.id));
      const firstDays = await Promise.all(shown.map(async (show) => (await showDays(store, r, show.id))[0] ?? null));
      const list = shown
        .map((show, i) => {
          const firstDay = firstDays[i] ?? null;
          const release = releaseIn(show, site.zone, r);
          return {
            showRef: show.ref,
            slug: showSlug(show, r.lang),
            title: pickText(show.titles, r.lang),
            synopsis: pickText(show.synopsis, r.lang),
            release,
            firstDay,
            // When the film was scheduled on the site: its release in the site's zone, local midnight.
            scheduledAt: withOffset(`${release}T00:00`, site.timeZone),
          };
        })
        .sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt) || a.slug.localeCompare(b.slug))
        .slice(0, 30);
      return { site: r.site, language: r.lang, films: list };
    }),
  );

  /** The personal feed: the client's wishlist at its favourite cinemas; an unknown or revoked token 404, never shared. */
  app.get('/api/feeds/personal/:file', async (c) => {
    const r = c.get('req');
    // A token: 32 random bytes in base64url (43 characters).
    const m = /^([A-Za-z0-9_-]{43})\.ics$/.exec(c.req.param('file'));
    const owner = m?.[1] ? await feedOwner(store, m[1]) : undefined;
    if (!owner || owner.site !== r.site) {
      return c.json({ status: 404, error: 'not_found', message: 'feed not found', field: 'token' }, 404, noStore);
    }
    const [{ wishlist }, favourites] = await Promise.all([
      clientFeelings(store, owner.clientId),
      favoriteCinemaSlugs(store, owner.clientId, r.site),
    ]);
    const cinemas = favourites.flatMap((slug) => {
      const cinema = cinemaWithSlug(store, slug);
      return cinema && cinema.site === r.site ? [cinema.id] : [];
    });
    const shows = wishlist.map((show) => show.id);
    const { site } = placeOf(c);
    const rows = cinemas.length > 0 && shows.length > 0 ? await showtimesAhead(store, r, cinemas, shows) : [];
    const built = build(c, `${PERSONAL_NAME[r.lang]} — ${site.brand.name}`, rows);
    return answer(c, built, PERSONAL_CACHE_CONTROL);
  });

  /** The client's feed as the account page shows it: its address (https and webcal), or null. */
  const feedView = (c: Ctx, token: string | undefined) => {
    if (!token) return { feed: null };
    const { origin } = placeOf(c);
    const url = `${origin}/api/feeds/personal/${token}.ics?language=${c.get('req').lang}`;
    return { feed: { url, webcalUrl: url.replace(/^https?:/, 'webcal:') } };
  };

  for (const base of ['/api/v1', '/api/:language{fr|en|de|nl}']) {
    const path = `${base}/accounts/me/calendar-feed`;
    app.get(path, async (c) => {
      const id = await auth.authenticate(c);
      await auth.ensureClient(id);
      return c.json(feedView(c, await feedTokenOf(store, id, c.get('req').site)), 200, noStore);
    });
    // Creates the feed, or renews it: a new secret address, the old one unknown from now on.
    app.post(path, async (c) => {
      const id = await auth.authenticate(c);
      await auth.ensureClient(id);
      const token = randomBytes(32).toString('base64url');
      await putFeedToken(store, id, c.get('req').site, token);
      return c.json(feedView(c, token), 201, noStore);
    });
    app.delete(path, async (c) => {
      const id = await auth.authenticate(c);
      await deleteFeedToken(store, id, c.get('req').site);
      return c.body(null, 204, noStore);
    });
  }
}
