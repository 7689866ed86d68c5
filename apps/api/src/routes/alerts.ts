import { createHash } from 'node:crypto';
import { ALERT_LIMIT, type ClientAlert, ClientAlertBodySchema } from '@marquee/domain-models';
import { mailLanguage } from '@marquee/mail';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { UNSUBSCRIBE_SECRET, verifyUnsubscribe } from '../alerts/mail';
import { resubscribeAddress, unsubscribeAddress } from '../alerts/outbox';
import type { Ctx, Env } from '../http';
import { ApiFailure, notFound } from '../lib/errors';
import { pickText } from '../lib/text';
import { parseOr400 } from '../lib/validate';
import { addAlert, type AlertRow, clientAlerts, removeAlert } from '../queries/alerts';
import { clientData } from '../queries/clients';
import { bookingOpenAt, showBySlug } from '../queries/shows';
import type { Lang } from '../rows';
import type { Store } from '../store';
import { showSlug } from '../views/show';
import { type ClientAuth, jsonBody, noStore } from './shared/client-auth';

/**
 * Alerts. `GET/POST /api/client/{id}/alerts` and
 * `DELETE /api/client/{id}/alerts/{alertId}`: a signed-in client's alerts on the site (its own
 * only, `own`), at most ALERT_LIMIT; the same alert twice is one. `GET/POST
 * /api/alerts/unsubscribe?a=&t=&lang=`: the signed link of every alert mail, without signing in —
 * GET shows a confirmation page (a mail scanner following links unsubscribes nobody), POST (the
 * page's button, or a mail client's one-click `List-Unsubscribe-Post`) unsubscribes the address;
 * a forged or altered link is a 400 and changes nothing.
 */
export function alertRoutes(app: Hono<Env>, store: Store, auth: ClientAuth): void {
  const view = (row: AlertRow, lang: Lang): ClientAlert => {
    const found = row.kind === 'booking-opens' ? showBySlug(store, row.target) : undefined;
    const show = found && found !== 'retired' ? found.show : undefined;
    return {
      id: row.id,
      kind: row.kind,
      film:
        row.kind === 'booking-opens'
          ? { slug: show ? showSlug(show, lang) : row.target, title: show ? pickText(show.titles, lang) : row.target }
          : null,
      feature: row.kind === 'accessible-showing' ? (row.target as ClientAlert['feature']) : null,
      createdAt: new Date(Number(row.created_at)).toISOString(),
    };
  };
  const list = async (c: Ctx, id: string) => {
    const { site, lang } = c.get('req');
    return c.json({ items: (await clientAlerts(store, id, site)).map((row) => view(row, lang)) }, 200, noStore);
  };

  app.get('/api/client/:id/alerts', async (c) => {
    const id = await auth.own(c);
    await auth.ensureClient(id);
    return list(c, id);
  });
  app.post('/api/client/:id/alerts', async (c) => {
    const id = await auth.own(c);
    const body = parseOr400(ClientAlertBodySchema, await jsonBody(c), 'body');
    const r = c.get('req');
    let target: string;
    if (body.kind === 'booking-opens') {
      const found = showBySlug(store, body.film);
      if (!found || found === 'retired') throw notFound('film', 'body.film');
      const { date, time } = store.today(r.site);
      if (bookingOpenAt(store, found.show, { ...r, today: date, time })) {
        throw new ApiFailure(409, 'booking_open', 'body.film: booking is already open for this film', 'body.film');
      }
      target = found.show.slug;
    } else {
      target = body.feature;
    }
    await auth.ensureClient(id);
    const added = await addAlert(
      store,
      { clientId: id, site: r.site, lang: r.lang, kind: body.kind, target },
      store.now().getTime(),
    );
    if (added === 'limit') {
      throw new ApiFailure(409, 'alert_limit', `body: the limit of ${ALERT_LIMIT} alerts is reached`, 'body');
    }
    // Asking for an alert while signed in is consent again: an earlier unsubscribe is lifted.
    const email = (await clientData(store, id))?.email;
    if (email && added === 'added') await resubscribeAddress(store.shared.db, email);
    return list(c, id);
  });
  app.delete('/api/client/:id/alerts/:alertId', async (c) => {
    const id = await auth.own(c);
    const alertId = parseOr400(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an alert id')),
      c.req.param('alertId'),
      'alertId',
    );
    if (!(await removeAlert(store, id, c.get('req').site, alertId))) throw notFound('alert', 'alertId');
    return list(c, id);
  });

  const checked = async (c: Ctx): Promise<{ address: string; lang: Lang }> => {
    const key = await store.shared.secret(UNSUBSCRIBE_SECRET);
    const address = verifyUnsubscribe(key, c.req.query('a'), c.req.query('t'));
    if (!address) throw new ApiFailure(400, 'bad_request', 't: this unsubscribe link is not valid', 't');
    return { address, lang: mailLanguage(c.req.query('lang'), 'en') };
  };
  app.get('/api/alerts/unsubscribe', async (c) => {
    const { lang } = await checked(c);
    const action = `/api/alerts/unsubscribe?${new URL(c.req.url).search.slice(1)}`;
    return page(
      lang,
      WORDS.askTitle[lang],
      `<h1>${esc(WORDS.askTitle[lang])}</h1><p>${esc(WORDS.askText[lang])}</p><form method="post" action="${esc(action)}"><button type="submit">${esc(WORDS.confirm[lang])}</button></form>`,
    );
  });
  app.post('/api/alerts/unsubscribe', async (c) => {
    const { address, lang } = await checked(c);
    await unsubscribeAddress(store.shared.db, address, store.now().getTime());
    return page(
      lang,
      WORDS.doneTitle[lang],
      `<h1>${esc(WORDS.doneTitle[lang])}</h1><p>${esc(WORDS.doneText[lang])}</p>`,
    );
  });
}

const WORDS = {
  askTitle: {
    fr: 'Ne plus recevoir d’alertes ?',
    en: 'Stop alert emails?',
    de: 'Keine Benachrichtigungen mehr?',
    nl: 'Geen meldingen meer ontvangen?',
  },
  askText: {
    fr: 'Cette adresse ne recevra plus aucune alerte par e-mail.',
    en: 'This address will receive no more alert emails.',
    de: 'An diese Adresse werden keine Benachrichtigungen mehr gesendet.',
    nl: 'Dit adres ontvangt geen meldingen meer per e-mail.',
  },
  confirm: { fr: 'Me désabonner', en: 'Unsubscribe', de: 'Abmelden', nl: 'Afmelden' },
  doneTitle: {
    fr: 'Vous êtes désabonné',
    en: 'You are unsubscribed',
    de: 'Sie sind abgemeldet',
    nl: 'Je bent afgemeld',
  },
  doneText: {
    fr: 'Vous ne recevrez plus d’alertes par e-mail. Une nouvelle alerte demandée depuis votre compte les rétablit.',
    en: 'You will receive no more alert emails. Asking for a new alert from your account turns them back on.',
    de: 'Sie erhalten keine Benachrichtigungen mehr. Eine neue Benachrichtigung in Ihrem Konto schaltet sie wieder ein.',
    nl: 'Je ontvangt geen meldingen meer. Een nieuwe melding vanuit je account zet ze weer aan.',
  },
} as const;

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const CSS = `:root{color-scheme:dark}*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;background:#0d0d10;color:#f3f1ec;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:34rem;background:#17171c;border:1px solid #2c2c35;border-top:4px solid #f5b82e;border-radius:12px;padding:2rem}
h1{margin:0 0 1rem;font-size:clamp(1.5rem,5vw,2rem);line-height:1.2}
button{min-height:44px;margin-top:1rem;padding:0 1.25rem;border:0;border-radius:999px;background:#f5b82e;color:#1a1406;font:inherit;font-weight:700;cursor:pointer}
button:hover{background:#ffcb57}button:focus-visible{outline:3px solid #f3f1ec;outline-offset:3px}`;
const CSS_HASH = createHash('sha256').update(CSS).digest('base64');

/** The unsubscribe pages: no script, the form posts to the API itself only. */
function page(lang: Lang, title: string, body: string): Response {
  return new Response(
    `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)}</title><style>${CSS}</style></head>
<body><main>${body}</main></body>
</html>`,
    {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': `default-src 'none'; style-src 'sha256-${CSS_HASH}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      },
    },
  );
}
