import type { Client, Feelings } from '@marquee/domain-models';
import type { CinemaRow, ClientData, Lang, ShowRecord } from '../rows';
import { showSlug } from './show';

/** The client answer (accounts/me, /api/client/{id}): the stored record, its favourite cinemas of the site, the rest fixed. */
export function clientView(id: string, d: ClientData, favoriteCinemas: string[]): Client {
  return {
    id,
    icu: id,
    name: `${d.firstname} ${d.lastname}`.trim(),
    firstname: d.firstname,
    lastname: d.lastname,
    email: d.email,
    photoUrl: null,
    favoriteCinemas,
    newsletterSubscription: false,
    cinepassSubscription: false,
    cinepassType: null,
    registered: d.registered ?? true,
    emailVerify: d.emailVerify ?? true,
    firstLogin: d.firstLogin ?? false,
    mailCommunicationBrand: false,
    sendNewsletter: false,
    loyaltyLevel: 'standard',
    newLeadId: null,
    subscription: null,
    newPlan: null,
    nextPlanExecutionDate: null,
  };
}

/**
 * The client's wishlist and emotions with each show's slug in the asked language; `only` keeps
 * the shows asked about (by id).
 */
export function feelingsView(
  rows: { wishlist: ShowRecord[]; emotions: { show: ShowRecord; emotion: Feelings['emotions'][string] }[] },
  lang: Lang,
  only?: ReadonlySet<number>,
): Feelings {
  const kept = (show: ShowRecord) => !only || only.has(show.id);
  const emotions: Feelings['emotions'] = {};
  for (const { show, emotion } of rows.emotions) if (kept(show)) emotions[showSlug(show, lang)] = emotion;
  return { wishlist: rows.wishlist.filter(kept).map((show) => showSlug(show, lang)), emotions };
}

/** The favourite cinemas of accounts/me/cinemas: each cinema's ticketing code, slug and name. */
export const accountCinemasView = (cinemas: CinemaRow[]) => ({
  items: cinemas.map((cinema) => ({ codeCcs: cinema.vistaRef, slug: cinema.slug, name: cinema.name })),
});
