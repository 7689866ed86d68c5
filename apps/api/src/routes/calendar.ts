import type { Hono } from 'hono';
import type { Env } from '../http';
import { writeCalendar } from '../lib/ical';
import { EDGE_ENVIRONMENT_HEADER, publicOrigin, publicPlace } from '../lib/public-origin';
import type { Lang } from '../rows';
import { versionNames } from '../showtime-answers';
import { cinemaById } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { showById } from '../queries/shows';
import { showtimeById } from '../queries/showtimes';
import { siteInfo } from '../queries/sites';
import type { Store } from '../store';
import { showtimeEvent } from '../views/calendar';

const LANGS: readonly Lang[] = ['fr', 'en', 'de', 'nl'];

/**
 * A showtime as a calendar event ("Add to calendar"): a standards-compliant iCalendar
 * file, the event as views/calendar.ts writes it (UTC instants from the cinema's local time, the
 * film, the cinema's address, the booking link on the site's public origin); lines folded at 75 octets. Siteless, like the hand-off: the showtime's cinema
 * gives the site; `?language=` one of its languages.
 */
export function calendarRoutes(app: Hono<Env>, store: Store): void {
  app.get('/api/calendar/:file', async (c) => {
    const match = /^(\d{1,15})\.ics$/.exec(c.req.param('file'));
    const row = match ? await showtimeById(store, Number(match[1])) : undefined;
    const show = row ? showById(store, row.show_id) : undefined;
    const cinema = row ? cinemaById(store, row.cinema_id) : undefined;
    const site = cinema ? siteInfo(store, cinema.site) : undefined;
    if (!row || !show || !cinema || !site) {
      return c.json({ status: 404, error: 'not_found', message: 'showtime not found', field: 'ref' }, 404);
    }
    const asked = c.req.query('language');
    if (asked !== undefined && !site.languages.includes(asked as Lang)) {
      return c.json(
        {
          status: 400,
          error: 'bad_request',
          message: `language: one of ${site.languages.join(', ')}`,
          field: 'language',
        },
        400,
      );
    }
    const lang: Lang = LANGS.find((l) => l === asked) ?? site.defaultLanguage;
    const ctx = viewCtx(store, { site: site.code, lang, today: row.date, time: row.start });
    const version = versionNames(store, ctx).get(row.version);
    // The site's public origin, from its configuration and the environment the edge names: never
    // the address the request reached the API on (the loopback), nor a Host a visitor chose.
    const origin = publicOrigin(site, publicPlace(c.req.header(EDGE_ENVIRONMENT_HEADER)));
    const event = showtimeEvent({
      row,
      show,
      cinema,
      site,
      lang,
      version,
      origin,
      stamp: store.now().getTime(),
      text: ctx.text,
    });
    const text = writeCalendar([event], { productId: `-//${site.brand.name}//Showtimes//EN` });
    return c.body(text, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="showtime-${row.id}.ics"`,
      'cache-control': 'public, max-age=300',
      // The links depend on the environment: a shared cache keyed without it must not keep the file.
      vary: 'X-Marquee-Environment',
    });
  });
}
