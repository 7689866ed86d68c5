import { createHmac, timingSafeEqual } from 'node:crypto';
import { html, type MailLanguage, type MailTemplates } from '@marquee/mail';

/**
 * The alert mails in the four languages, and the signed unsubscribe link they
 * carry: `/api/alerts/unsubscribe?a=<address, base64url>&t=<HMAC-SHA256 of the address>&lang=`
 * on the site's public origin. The key is a shared-database secret (`alert-unsubscribe`), so any
 * instance checks a link another made; a forged or altered link is refused (routes/alerts.ts).
 */

/** The secret's name in the shared database (`store.shared.secret`). */
export const UNSUBSCRIBE_SECRET = 'alert-unsubscribe';

const normalise = (address: string) => address.trim().toLowerCase();
const mac = (key: Buffer, address: string) =>
  createHmac('sha256', key)
    .update(`alert-unsubscribe\n${normalise(address)}`)
    .digest('base64url');

/** The query of an address's unsubscribe link. */
export function unsubscribeQuery(key: Buffer, address: string, lang: MailLanguage): string {
  const a = Buffer.from(normalise(address), 'utf8').toString('base64url');
  return `a=${a}&t=${mac(key, address)}&lang=${lang}`;
}

/** The address an unsubscribe link names, when its signature is right; undefined otherwise. */
export function verifyUnsubscribe(key: Buffer, a: string | undefined, t: string | undefined): string | undefined {
  if (!a || !t || a.length > 400 || !/^[A-Za-z0-9_-]+$/.test(a) || !/^[A-Za-z0-9_-]{43}$/.test(t)) return undefined;
  const address = Buffer.from(a, 'base64url').toString('utf8');
  if (!/^[^\s@]{1,64}@[^\s@]{1,253}$/.test(address)) return undefined;
  const expected = Buffer.from(mac(key, address));
  const given = Buffer.from(t);
  return expected.length === given.length && timingSafeEqual(expected, given) ? normalise(address) : undefined;
}

/** The headers of an alert mail: one-click unsubscribe (RFC 8058) and the link. */
export const unsubscribeHeaders = (link: string): Record<string, string> => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

interface Common {
  /** The film's title in the mail's language. */
  title: string;
  /** The film's page on the site's public origin. */
  filmLink: string;
  unsubscribeLink: string;
}

const footer = (text: string, label: string, link: string) =>
  html`<p style="margin:24px 0 0;font-size:14px;color:#5c5a55">${text} <a href="${link}" style="color:#8a5a00">${label}</a></p>`;

const button = (label: string, link: string) =>
  html`<p><a href="${link}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#f5b82e;color:#1a1406;font-weight:700;text-decoration:none">${label}</a></p>`;

const WHY: Record<MailLanguage, [string, string]> = {
  fr: ['Vous recevez ce message car vous avez demandé une alerte.', 'Ne plus recevoir d’alertes'],
  en: ['You receive this message because you asked for an alert.', 'Stop alert emails'],
  de: [
    'Sie erhalten diese Nachricht, weil Sie eine Benachrichtigung angefordert haben.',
    'Keine Benachrichtigungen mehr',
  ],
  nl: ['Je ontvangt dit bericht omdat je een melding hebt gevraagd.', 'Geen meldingen meer ontvangen'],
};

function template<V extends Common>(
  lang: MailLanguage,
  subject: (v: V) => string,
  lines: (v: V) => string[],
  cta: string,
): MailTemplates<V>[MailLanguage] {
  const [why, stop] = WHY[lang];
  return {
    subject,
    text: (v) => [...lines(v), '', `${cta}: ${v.filmLink}`, '', why, `${stop}: ${v.unsubscribeLink}`].join('\n'),
    html: (v) =>
      html`<h1 style="margin:0 0 12px;font-size:22px">${subject(v)}</h1>${lines(v).map((line) => html`<p>${line}</p>`)}${button(cta, v.filmLink)}${footer(why, stop, v.unsubscribeLink)}`,
  };
}

/** Booking has opened for a film the client asked about. */
export const BOOKING_OPENS: MailTemplates<Common> = {
  fr: template(
    'fr',
    (v) => `Les réservations sont ouvertes : ${v.title}`,
    (v) => [`Vous pouvez désormais réserver vos places pour « ${v.title} ».`],
    'Réserver',
  ),
  en: template(
    'en',
    (v) => `Booking is open: ${v.title}`,
    (v) => [`You can now book your seats for “${v.title}”.`],
    'Book now',
  ),
  de: template(
    'de',
    (v) => `Der Vorverkauf hat begonnen: ${v.title}`,
    (v) => [`Sie können jetzt Plätze für „${v.title}“ buchen.`],
    'Jetzt buchen',
  ),
  nl: template(
    'nl',
    (v) => `Reserveren kan nu: ${v.title}`,
    (v) => [`Je kunt nu plaatsen reserveren voor ‘${v.title}’.`],
    'Nu reserveren',
  ),
};

/** A showing named in an alert mail. */
export interface Showing {
  cinema: string;
  /** The local date and time, as the site writes them. */
  when: string;
}

/**
 * New showings with an accessibility feature of one wishlist film at the favourite cinemas: one
 * mail per film and pass, the first `showings` listed, `more` not listed (the film's page has them).
 */
export interface ShowingValues extends Common {
  /** The feature's name in the mail's language (audio description …). */
  feature: string;
  showings: readonly Showing[];
  more: number;
}

const listed = (v: ShowingValues, more: (n: number) => string) => [
  ...v.showings.map((s) => `${s.cinema}, ${s.when}`),
  ...(v.more > 0 ? [more(v.more)] : []),
];

export const ACCESSIBLE_SHOWING: MailTemplates<ShowingValues> = {
  fr: template(
    'fr',
    (v) => `${v.feature} : ${v.title}`,
    (v) =>
      v.showings.length === 1 && v.more === 0
        ? [
            `Une séance « ${v.feature} » de « ${v.title} » est programmée au ${v.showings[0]?.cinema}, le ${v.showings[0]?.when}.`,
          ]
        : [
            `${v.showings.length + v.more} séances « ${v.feature} » de « ${v.title} » sont programmées :`,
            ...listed(v, (n) => (n === 1 ? 'et une autre.' : `et ${n} autres.`)),
          ],
    'Voir les séances',
  ),
  en: template(
    'en',
    (v) => `${v.feature}: ${v.title}`,
    (v) =>
      v.showings.length === 1 && v.more === 0
        ? [
            `A “${v.feature}” showing of “${v.title}” is scheduled at ${v.showings[0]?.cinema} on ${v.showings[0]?.when}.`,
          ]
        : [
            `${v.showings.length + v.more} “${v.feature}” showings of “${v.title}” are scheduled:`,
            ...listed(v, (n) => (n === 1 ? 'and one more.' : `and ${n} more.`)),
          ],
    'See the showtimes',
  ),
  de: template(
    'de',
    (v) => `${v.feature}: ${v.title}`,
    (v) =>
      v.showings.length === 1 && v.more === 0
        ? [
            `Eine Vorstellung „${v.feature}“ von „${v.title}“ ist im ${v.showings[0]?.cinema} am ${v.showings[0]?.when} geplant.`,
          ]
        : [
            `${v.showings.length + v.more} Vorstellungen „${v.feature}“ von „${v.title}“ sind geplant:`,
            ...listed(v, (n) => (n === 1 ? 'und eine weitere.' : `und ${n} weitere.`)),
          ],
    'Vorstellungen ansehen',
  ),
  nl: template(
    'nl',
    (v) => `${v.feature}: ${v.title}`,
    (v) =>
      v.showings.length === 1 && v.more === 0
        ? [
            `Een voorstelling ‘${v.feature}’ van ‘${v.title}’ staat gepland in ${v.showings[0]?.cinema} op ${v.showings[0]?.when}.`,
          ]
        : [
            `${v.showings.length + v.more} voorstellingen ‘${v.feature}’ van ‘${v.title}’ staan gepland:`,
            ...listed(v, (n) => (n === 1 ? 'en nog één.' : `en nog ${n}.`)),
          ],
    'Voorstellingen bekijken',
  ),
};
