import { createHash } from 'node:crypto';
import { type MailLanguage, mailLanguage, renderMail } from '@marquee/mail';
import { publicOrigin, publicPlace } from '../lib/public-origin';
import { localize, pickText } from '../lib/text';
import { announcedShowings, enqueueShowingsMail, pruneAnnouncedShowings } from '../queries/alert-outbox';
import { type AlertRow, markAlertDone, openAlerts } from '../queries/alerts';
import { cinemaById, cinemaWithSlug } from '../queries/cinemas';
import { clientData, clientFeelings, favoriteCinemaSlugs } from '../queries/clients';
import { docOf } from '../queries/docs';
import { bookingOpenAt, showBySlug } from '../queries/shows';
import { bookableFrom, scheduleDays, scheduleRows } from '../queries/showtimes';
import { siteInfo } from '../queries/sites';
import type { Lang, ShowRecord, ShowtimeRow } from '../rows';
import type { SiteInfo } from '../seed/sites';
import type { Store } from '../store';
import type { Req } from '../views/context';
import { showSlug } from '../views/show';
import { ACCESSIBLE_SHOWING, BOOKING_OPENS, UNSUBSCRIBE_SECRET, unsubscribeHeaders, unsubscribeQuery } from './mail';
import { enqueueAlert } from './outbox';

/**
 * The alert finder: one pass over the alerts still watching, run by the sender
 * under its job lease (one instance at a time) before it sends. What is due becomes an outbox row
 * with a key that names it for good — `booking-opens:<alert id>`, `showings:<alert id>:<film
 * id>:<hash of the showtimes named>` — so a second pass, another instance or a restart queues
 * nothing new:
 * - `booking-opens`: the film's sales opening (`salesOpeningDatetime`) has passed at the site's
 *   local time (queries/shows.ts' bookingOpenAt); the alert is then done.
 * - `accessible-showing`: the bookable showtimes carrying the feature, of the films on the client's
 *   wishlist, at the client's favourite cinemas of the site (queries/showtimes.ts), that the alert
 *   has not announced yet: one mail per film and pass naming them (the first pass after the alert
 *   is set lists what is already scheduled, later ones only what the window adds), recorded as
 *   announced with the mail in one transaction (`alert_showings`); the alert keeps watching.
 * The address is the client record's email (shared database); a client without a verified
 * address gets nothing.
 */

/** Showings named in one mail at most; the rest are counted ("and 4 more"), the film's page lists them. */
const SHOWINGS_PER_MAIL = 8;
/** Announced showings are forgotten after this long: their showtimes are past (the window is 21 days). */
const ANNOUNCED_KEPT_MS = 45 * 24 * 3_600_000;

interface Recipient {
  email: string;
  lang: MailLanguage;
  origin: string;
  /** The alert's site: its film links follow the site's language prefixes. */
  site: SiteInfo;
  unsubscribeLink: string;
}

/** The site's local request context in a language (the store's clock). */
function reqAt(store: Store, site: string, lang: Lang): Req {
  const { date, time } = store.today(site);
  return { site, lang, today: date, time };
}

/**
 * The film's page on the site in the mail's language (`Movie`: `film/:slug` in every language,
 * @marquee/routing), its language prefix as the site has it: never a path the site redirects.
 */
const filmLink = (origin: string, site: SiteInfo, show: ShowRecord, lang: Lang) =>
  `${origin}${lang === site.defaultLanguage && !site.prefixDefaultLanguage ? '' : `/${lang}`}/film/${encodeURIComponent(showSlug(show, lang))}`;

/** One pass; answers how many messages were queued. */
export async function findDueAlerts(
  store: Store,
  options: { env?: NodeJS.ProcessEnv; now?: number } = {},
): Promise<number> {
  const now = options.now ?? store.now().getTime();
  const key = await store.shared.secret(UNSUBSCRIBE_SECRET);
  const place = publicPlace(undefined, options.env ?? process.env);
  const recipients = new Map<string, Recipient | null>();
  const recipientOf = async (alert: AlertRow): Promise<Recipient | null> => {
    const id = `${alert.client_id}\n${alert.site}\n${alert.lang}`;
    if (recipients.has(id)) return recipients.get(id) ?? null;
    const data = await clientData(store, alert.client_id);
    const site = siteInfo(store, alert.site);
    let recipient: Recipient | null = null;
    if (data?.email && data.emailVerify !== false && site) {
      const lang = mailLanguage(alert.lang);
      const origin = publicOrigin(site, place);
      recipient = {
        email: data.email,
        lang,
        origin,
        site,
        unsubscribeLink: `${origin}/api/alerts/unsubscribe?${unsubscribeQuery(key, data.email, lang)}`,
      };
    }
    recipients.set(id, recipient);
    return recipient;
  };

  let queued = 0;
  await pruneAnnouncedShowings(store.shared.db, now - ANNOUNCED_KEPT_MS);
  for (const alert of await openAlerts(store)) {
    const recipient = await recipientOf(alert);
    if (!recipient) continue;
    const lang = recipient.lang as Lang;
    const r = reqAt(store, alert.site, lang);
    const headers = unsubscribeHeaders(recipient.unsubscribeLink);
    if (alert.kind === 'booking-opens') {
      const found = showBySlug(store, alert.target);
      if (found === undefined || found === 'retired') {
        // The film left the catalogue: nothing will ever open.
        await markAlertDone(store, alert.id, now);
        continue;
      }
      if (!bookingOpenAt(store, found.show, r)) continue;
      const mail = renderMail(
        BOOKING_OPENS,
        recipient.lang,
        {
          title: pickText(found.show.titles, lang),
          filmLink: filmLink(recipient.origin, recipient.site, found.show, lang),
          unsubscribeLink: recipient.unsubscribeLink,
        },
        { brand: store.site(alert.site).brand.name },
      );
      if (
        await enqueueAlert(
          store.shared.db,
          { key: `booking-opens:${alert.id}`, to: recipient.email, headers, ...mail },
          now,
        )
      )
        queued += 1;
      await markAlertDone(store, alert.id, now);
      continue;
    }
    queued += await queueShowings(store, alert, recipient, r, headers, now);
  }
  return queued;
}

/**
 * The accessible showings of the client's wishlist films at its favourite cinemas that the alert
 * has not announced: one mail per film, queued with the showings it names recorded as announced.
 */
async function queueShowings(
  store: Store,
  alert: AlertRow,
  recipient: Recipient,
  r: Req,
  headers: Record<string, string>,
  now: number,
): Promise<number> {
  const feature = alert.target;
  const wishlist = (await clientFeelings(store, alert.client_id)).wishlist;
  const films = new Set(wishlist.map((show) => show.id));
  const cinemaIds = (await favoriteCinemaSlugs(store, alert.client_id, alert.site)).flatMap((slug) => {
    const cinema = cinemaWithSlug(store, slug);
    return cinema && cinema.site === alert.site ? [cinema.id] : [];
  });
  if (films.size === 0 || cinemaIds.length === 0) return 0;
  const announced = await announcedShowings(store.shared.db, alert.id);
  const firstStart = bookableFrom(r);
  // The new showings by film, in date and time order.
  const byFilm = new Map<number, { day: string; row: ShowtimeRow }[]>();
  for (const day of await scheduleDays(store, r, cinemaIds, films, feature)) {
    for (const row of await scheduleRows(store, cinemaIds, day, feature)) {
      if (!films.has(row.show_id) || (day === r.today && row.start < firstStart)) continue;
      if (announced.has(String(row.id))) continue;
      const list = byFilm.get(row.show_id) ?? [];
      list.push({ day, row });
      byFilm.set(row.show_id, list);
    }
  }
  if (byFilm.size === 0) return 0;
  const tag = docOf(store, 'tag', alert.site, feature);
  const featureName = tag ? localize<{ title: string }>(tag.data, r.lang).title : feature;
  const dayName = new Intl.DateTimeFormat(r.lang, { dateStyle: 'full', timeZone: 'UTC' });
  let queued = 0;
  for (const [filmId, found] of byFilm) {
    const show = wishlist.find((film) => film.id === filmId);
    if (!show) continue;
    found.sort((a, b) => a.day.localeCompare(b.day) || a.row.start.localeCompare(b.row.start) || a.row.id - b.row.id);
    const showings = found.slice(0, SHOWINGS_PER_MAIL).map(({ day, row }) => ({
      cinema: cinemaById(store, row.cinema_id)?.name ?? '',
      when: `${dayName.format(new Date(`${day}T00:00:00Z`))}, ${row.start}`,
    }));
    const ids = found.map(({ row }) => String(row.id));
    const mail = renderMail(
      ACCESSIBLE_SHOWING,
      recipient.lang,
      {
        title: pickText(show.titles, r.lang),
        filmLink: filmLink(recipient.origin, recipient.site, show, r.lang),
        unsubscribeLink: recipient.unsubscribeLink,
        feature: featureName,
        showings,
        more: found.length - showings.length,
      },
      { brand: store.site(alert.site).brand.name },
    );
    const key = `showings:${alert.id}:${filmId}:${createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 24)}`;
    if (await enqueueShowingsMail(store.shared.db, { key, to: recipient.email, headers, ...mail }, alert.id, ids, now))
      queued += 1;
  }
  return queued;
}
