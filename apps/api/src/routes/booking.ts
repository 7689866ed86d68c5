import { isCountryCode, localeFor } from '@marquee/domain-models';
import type { Hono } from 'hono';
import { createHash } from 'node:crypto';
import type { Env } from '../http';
import { addMinutes, localParts } from '../lib/dates';
import { pickText } from '../lib/text';
import { showtimePrice } from '../pricing';
import type { Lang, Text } from '../rows';
import { versionNames } from '../showtime-answers';
import { cinemaById } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { showById } from '../queries/shows';
import { sharedBrand, siteInfo } from '../queries/sites';
import { showtimeById } from '../queries/showtimes';
import type { Store } from '../store';
import { RESERVABLE_MINUTES } from '../views/showtime';
import { HandOffTurns, retryAfterSeconds, turnRule } from './booking-turns';

/**
 * The ticketing hand-off (CAT-16, CAT-17): settings.tunnelUrl + a showtime's refCmd lands here. It
 * stands in for the ticketing tunnel, which is outside this website: it names the film, the
 * cinema and the local time being booked, in the page's language, and says where seat selection
 * and payment would continue. Siteless: the showtime's cinema gives the site (its languages,
 * time zone and currency); `?language=` picks one of them (else the site's default).
 */

const LANGS: Lang[] = ['fr', 'en', 'de', 'nl'];

const WORDS: Record<string, Text> = {
  eyebrow: { en: 'Booking', fr: 'Réservation', de: 'Buchung', nl: 'Reservering' },
  title: { en: 'Booking: {x}', fr: 'Réservation : {x}', de: 'Buchung: {x}', nl: 'Reservering: {x}' },
  cinema: { en: 'Cinema', fr: 'Cinéma', de: 'Kino', nl: 'Bioscoop' },
  date: { en: 'Date', fr: 'Date', de: 'Datum', nl: 'Datum' },
  time: { en: 'Time', fr: 'Heure', de: 'Uhrzeit', nl: 'Tijd' },
  localTime: { en: 'local time', fr: 'heure locale', de: 'Ortszeit', nl: 'lokale tijd' },
  version: { en: 'Version', fr: 'Version', de: 'Fassung', nl: 'Versie' },
  hall: { en: 'Screen', fr: 'Salle', de: 'Saal', nl: 'Zaal' },
  price: { en: 'Full price', fr: 'Plein tarif', de: 'Normalpreis', nl: 'Normaal tarief' },
  included: { en: 'including', fr: 'dont', de: 'inkl.', nl: 'inclusief' },
  next: {
    en: 'Seat selection and payment continue with our ticketing partner. This page stands in for it on this demonstration platform.',
    fr: 'Le choix des places et le paiement se poursuivent chez notre partenaire billetterie. Cette page le remplace sur cette plateforme de démonstration.',
    de: 'Platzwahl und Zahlung erfolgen bei unserem Ticketing-Partner. Diese Seite vertritt ihn auf dieser Demonstrationsplattform.',
    nl: 'Stoelkeuze en betaling gaan verder bij onze ticketpartner. Deze pagina vervangt die op dit demonstratieplatform.',
  },
  soldout: {
    en: 'This showtime is full: no seats are left.',
    fr: 'Cette séance est complète : il ne reste plus de places.',
    de: 'Diese Vorstellung ist ausverkauft: Es gibt keine Plätze mehr.',
    nl: 'Deze voorstelling is uitverkocht: er zijn geen plaatsen meer.',
  },
  locked: {
    en: 'This showtime has started: booking is closed.',
    fr: 'Cette séance a commencé : la réservation est fermée.',
    de: 'Diese Vorstellung hat begonnen: Die Buchung ist geschlossen.',
    nl: 'Deze voorstelling is begonnen: reserveren is gesloten.',
  },
  reference: { en: 'Reference', fr: 'Référence', de: 'Referenz', nl: 'Referentie' },
  back: { en: 'Back to the website', fr: 'Retour au site', de: 'Zurück zur Website', nl: 'Terug naar de website' },
  notFoundTitle: {
    en: 'Showtime not found',
    fr: 'Séance introuvable',
    de: 'Vorstellung nicht gefunden',
    nl: 'Voorstelling niet gevonden',
  },
  notFoundText: {
    en: 'This booking link matches no showtime. It may be mistyped, or the showtime has left the programme. Choose a showtime again on the website.',
    fr: 'Ce lien de réservation ne correspond à aucune séance. Il est peut-être mal saisi, ou la séance n’est plus programmée. Choisissez de nouveau une séance sur le site.',
    de: 'Dieser Buchungslink passt zu keiner Vorstellung. Vielleicht ist er falsch, oder die Vorstellung ist nicht mehr im Programm. Wählen Sie auf der Website erneut eine Vorstellung.',
    nl: 'Deze reserveringslink hoort bij geen enkele voorstelling. Misschien is hij verkeerd getypt, of staat de voorstelling niet meer op het programma. Kies opnieuw een voorstelling op de website.',
  },
  badLanguageTitle: {
    en: 'Language not offered',
    fr: 'Langue non proposée',
    de: 'Sprache nicht angeboten',
    nl: 'Taal niet aangeboden',
  },
  badLanguageText: {
    en: 'The language parameter must be one of: {x}.',
    fr: 'Le paramètre language doit valoir : {x}.',
    de: 'Der Parameter language muss einer dieser Werte sein: {x}.',
    nl: 'De parameter language moet een van deze zijn: {x}.',
  },
  purchase: { en: 'Purchase', fr: 'Achat', de: 'Kauf', nl: 'Aankoop' },
  waitTitle: {
    en: 'Many visitors are booking right now',
    fr: 'Beaucoup de visiteurs réservent en ce moment',
    de: 'Gerade buchen sehr viele Besucher',
    nl: 'Er reserveren nu veel bezoekers',
  },
  waitText: {
    en: 'You are number {x} in the queue. This page tries again by itself; keep it open.',
    fr: 'Vous êtes numéro {x} dans la file. Cette page réessaie d’elle-même ; gardez-la ouverte.',
    de: 'Sie sind Nummer {x} in der Warteschlange. Diese Seite versucht es von selbst erneut; lassen Sie sie geöffnet.',
    nl: 'U bent nummer {x} in de wachtrij. Deze pagina probeert het zelf opnieuw; laat haar open.',
  },
};
const w = (key: string, lang: Lang, x = '') => pickText(WORDS[key] as Text, lang).replace('{x}', x);

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page's style sheet: the brand's dark surfaces, off-white text, the amber accent (AA contrast everywhere). */
const CSS = `:root{color-scheme:dark}*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;background:#0d0d10;color:#f3f1ec;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:34rem;background:#17171c;border:1px solid #2c2c35;border-top:4px solid #f5b82e;border-radius:12px;padding:2rem}
.eyebrow{margin:0 0 .5rem;color:#f5b82e;font-size:.8rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase}
h1{margin:0 0 1.5rem;font-size:clamp(1.5rem,5vw,2rem);line-height:1.2;overflow-wrap:anywhere}
dl{margin:0;display:grid;grid-template-columns:minmax(6rem,auto) 1fr;gap:.6rem 1.25rem}
dt{color:#b4b0a8}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.time{font-variant-numeric:tabular-nums;font-size:1.25rem}
.note{margin:1.5rem 0 0;color:#b4b0a8}
.status{margin:1.5rem 0 0;padding:.75rem 1rem;border-radius:8px;background:#3a2a10;color:#ffe2a8}
.ref{margin:1rem 0 0;color:#b4b0a8;font-size:.875rem}
a{display:inline-flex;align-items:center;min-height:44px;margin-top:1.5rem;padding:0 1.25rem;border-radius:999px;background:#f5b82e;color:#1a1406;font-weight:700;text-decoration:none}
a:hover{background:#ffcb57}a:focus-visible{outline:3px solid #f3f1ec;outline-offset:3px}
@media (max-width:30rem){main{padding:1.5rem}dl{grid-template-columns:1fr;gap:.15rem}dd{margin-bottom:.6rem}}`;
const CSS_HASH = createHash('sha256').update(CSS).digest('base64');

/** A hand-off page, titled with the brand it is booked under (the site's; siteless pages the shared one). */
function page(brand: string, status: number, lang: Lang, title: string, body: string, retryAfter?: number): Response {
  // A waiting page (503) asks again by itself when the line says so (a refresh needs no script).
  const refresh = retryAfter ? `<meta http-equiv="refresh" content="${retryAfter}">` : '';
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${refresh}
<title>${esc(title)} · ${esc(brand)}</title><style>${CSS}</style></head>
<body><main>${body}</main></body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'sha256-${CSS_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      ...(retryAfter ? { 'retry-after': String(retryAfter) } : {}),
    },
  });
}

/** The language of a page without a site: `?language=` when it is one of ours, else English. */
const anyLanguage = (asked: string | undefined): Lang => (LANGS.includes(asked as Lang) ? (asked as Lang) : 'en');

function notFoundPage(brand: string, lang: Lang): Response {
  return page(
    brand,
    404,
    lang,
    w('notFoundTitle', lang),
    `<p class="eyebrow">${esc(w('eyebrow', lang))}</p><h1>${esc(w('notFoundTitle', lang))}</h1><p>${esc(w('notFoundText', lang))}</p><a href="/">${esc(w('back', lang))}</a>`,
  );
}

/** The options of a subscription hand-off (`plus-one:2,premium:1`): at most 8, each quantity 1..99; anything else is ignored. */
function subscriptionOptions(raw: string | undefined): [string, number][] {
  if (!raw || raw.length > 400) return [];
  return raw
    .split(',')
    .map((part) => /^([a-z0-9-]{1,40}):(\d{1,2})$/.exec(part))
    .filter((match): match is RegExpExecArray => match !== null && Number(match[2]) > 0)
    .slice(0, 8)
    .map((match) => [match[1] as string, Number(match[2])]);
}

/** The hand-off page of a showtime, of an e-card, of an offer and of a subscription plan. */
export function bookingRoutes(app: Hono<Env>, store: Store): void {
  const turns = new HandOffTurns(store.shared.counters, turnRule());

  /**
   * Release day: the panel's Book now asks for its turn before opening the
   * hand-off. 200 `{ status: 'ready', pass }` (the pass opens the hand-off without counting again),
   * or 503 `{ status: 'waiting', position, retryAfter }` with `Retry-After`; never stored.
   */
  app.get('/api/booking/:ref/turn', async (c) => {
    const ref = c.req.param('ref');
    const noStore = { 'cache-control': 'no-store' };
    if (!/^\d{1,15}$/.test(ref) || !(await showtimeById(store, Number(ref)))) {
      return c.json(
        { status: 404, error: 'not_found', message: 'no showtime with this reference', field: 'ref' },
        404,
        noStore,
      );
    }
    const turn = await turns.ask(ref, store.now().getTime());
    if (turn.admitted) return c.json({ status: 'ready', pass: turn.pass }, 200, noStore);
    const retryAfter = retryAfterSeconds(turn.retryAfterMs);
    return c.json({ status: 'waiting', position: turn.position, retryAfter }, 503, {
      ...noStore,
      'retry-after': String(retryAfter),
    });
  });

  app.get('/api/booking/:ref', async (c) => {
    const ref = c.req.param('ref');
    const asked = c.req.query('language');
    const shared = sharedBrand(store).name;

    if (/^(ecard|offer|subscription)-[a-z0-9-]{1,60}$/.test(ref)) {
      const lang = anyLanguage(asked);
      const label = ref.replace(/^(ecard|offer|subscription)-/, '').replace(/-/g, ' ');
      // A subscription plan carries the options chosen on the subscription page: `?options=id:quantity,...`.
      const options = ref.startsWith('subscription-') ? subscriptionOptions(c.req.query('options')) : [];
      const list = options.length
        ? `<dl>${options.map(([id, quantity]) => `<dt>${esc(id.replace(/-/g, ' '))}</dt><dd>× ${quantity}</dd>`).join('')}</dl>`
        : '';
      return page(
        shared,
        200,
        lang,
        w('title', lang, label),
        `<p class="eyebrow">${esc(w('purchase', lang))}</p><h1>${esc(label)}</h1>${list}<p class="note">${esc(w('next', lang))}</p><p class="ref">${esc(w('reference', lang))} ${esc(ref)}</p><a href="/">${esc(w('back', lang))}</a>`,
      );
    }

    const row = /^\d{1,15}$/.test(ref) ? await showtimeById(store, Number(ref)) : undefined;
    const show = row ? showById(store, row.show_id) : undefined;
    const cinema = row ? cinemaById(store, row.cinema_id) : undefined;
    const site = cinema ? siteInfo(store, cinema.site) : undefined;
    if (!row || !show || !cinema || !site) return notFoundPage(shared, anyLanguage(asked));

    if (asked !== undefined && !site.languages.includes(asked as Lang)) {
      const lang = site.defaultLanguage;
      return page(
        site.brand.name,
        400,
        lang,
        w('badLanguageTitle', lang),
        `<p class="eyebrow">${esc(w('eyebrow', lang))}</p><h1>${esc(w('badLanguageTitle', lang))}</h1><p>${esc(w('badLanguageText', lang, site.languages.join(', ')))}</p>`,
      );
    }
    const lang = (asked as Lang | undefined) ?? site.defaultLanguage;
    // Release day: a visitor without a pass (a direct link, a panel that could not ask) takes a
    // turn here; past the showtime's capacity they get a waiting page that asks again by itself.
    const clock = store.now().getTime();
    if (!(await turns.passed(ref, c.req.query('pass'), clock))) {
      const turn = await turns.ask(ref, clock);
      if (!turn.admitted) {
        return page(
          site.brand.name,
          503,
          lang,
          w('waitTitle', lang),
          `<p class="eyebrow">${esc(w('eyebrow', lang))}</p><h1>${esc(w('waitTitle', lang))}</h1><p class="status" role="status">${esc(w('waitText', lang, String(turn.position)))}</p>`,
          retryAfterSeconds(turn.retryAfterMs),
        );
      }
    }
    // the site's locale for the page language, as the pages format (domain-models' localeFor):
    // a price reads the same here and in the showtime panel
    const locale = localeFor(lang, isCountryCode(site.code) ? site.code : undefined);
    const tags = JSON.parse(row.tags) as string[];
    const title = pickText(show.titles, lang);
    const hall = cinema.hallRows.find((h) => h.id === row.hall_id);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${row.date}T00:00:00Z`),
    );
    const time = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).format(new Date(`${row.date}T${row.start}:00Z`));
    const price = showtimePrice(cinema, tags, lang);
    const money = (n: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency }).format(n);
    const now = localParts(store.now(), site.timeZone);
    const version = versionNames(store, viewCtx(store, { site: site.code, lang, today: now.date, time: now.time })).get(
      row.version,
    );
    const closed = `${now.date}T${now.time}` > addMinutes(`${row.date}T${row.start}`, RESERVABLE_MINUTES);
    const status = row.soldout ? w('soldout', lang) : closed ? w('locked', lang) : null;
    const city = pickText(cinema.city, lang);
    const rows: [string, string, string?][] = [
      [w('cinema', lang), `${cinema.name}, ${cinema.addressLine1}, ${cinema.addressZip} ${city}`],
      [w('date', lang), date],
      [w('time', lang), `${time} (${w('localTime', lang)})`, 'time'],
      [w('version', lang), version ? `${version.label} · ${version.name}` : row.version.toUpperCase()],
      [w('hall', lang), hall?.name ?? '1'],
      [
        w('price', lang),
        price.surcharges.length
          ? `${money(price.amount)} (${w('included', lang)} ${price.surcharges.map((s) => `${s.label} ${money(s.amount)}`).join(', ')})`
          : money(price.amount),
      ],
    ];
    return page(
      site.brand.name,
      200,
      lang,
      w('title', lang, title),
      `<p class="eyebrow">${esc(w('eyebrow', lang))}</p><h1>${esc(title)}</h1>
<dl>${rows.map(([k, v, cls]) => `<dt>${esc(k)}</dt><dd${cls ? ` class="${cls}"` : ''}>${esc(v)}</dd>`).join('')}</dl>
${status ? `<p class="status" role="status">${esc(status)}</p>` : ''}<p class="note">${esc(w('next', lang))}</p>
<p class="ref">${esc(w('reference', lang))} ${esc(ref)}</p><a href="/">${esc(w('back', lang))}</a>`,
    );
  });
}
