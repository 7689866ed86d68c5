import {
  type ApiClient,
  addClientCinema,
  addMyCinemas,
  getClient,
  getClientFeelings,
  getMyCinemas,
  removeClientCinema,
  removeMyCinemas,
  setIntention,
  setShowEmotion,
} from '@marquee/api-client';
import type { CountryCode } from '@marquee/domain-models';
import { useMemo } from 'react';
import type { FavouriteAlerts, FeelingAlerts, SpaceOptions } from './hooks';
import type { SpaceApi } from './space-store';

/** Which favourites API a site uses (CLARIFICATIONS "Two favourite APIs"). */
export type FavouriteApi = 'accounts-me' | 'client-id';

/**
 * The third-party sign-in sites (fr, ch, be, nl) keep favourites through `accounts/me/cinemas`
 * (cinemas by vistaRef); the token-cookie sites (tn, sn, ci, ma) through `/api/client/{id}/...`.
 * Kept as data, beside the adapter that reads it.
 */
export const FAVOURITE_API: Readonly<Record<CountryCode, FavouriteApi>> = {
  fr: 'accounts-me',
  ch: 'accounts-me',
  be: 'accounts-me',
  nl: 'accounts-me',
  tn: 'client-id',
  sn: 'client-id',
  ci: 'client-id',
  ma: 'client-id',
};

/**
 * The client API of one signed-in client over the page's API client (its calls carry the
 * bearer token; client-API answers are never cached). Favourites through the site's API;
 * feelings through `/api/client/{id}/...` (the one API the spec gives them).
 */
export function spaceApi(api: ApiClient, site: CountryCode, clientId: string): SpaceApi {
  const byVistaRef = FAVOURITE_API[site] === 'accounts-me';
  const slugs = (list: { readonly items: readonly { readonly slug: string }[] }) => list.items.map((item) => item.slug);
  return {
    readFavourites: async () =>
      byVistaRef ? slugs(await getMyCinemas(api)) : (await getClient(api, clientId)).favoriteCinemas,
    addFavourite: async (cinema) =>
      byVistaRef
        ? slugs(await addMyCinemas(api, [cinema.vistaRef]))
        : (await addClientCinema(api, clientId, cinema.slug)).favoriteCinemas,
    removeFavourite: async (cinema) =>
      byVistaRef
        ? slugs(await removeMyCinemas(api, [cinema.vistaRef]))
        : (await removeClientCinema(api, clientId, cinema.slug)).favoriteCinemas,
    readFeelings: (showSlugs) => getClientFeelings(api, clientId, showSlugs),
    setWished: (slug, wished) => setIntention(api, clientId, slug, !wished),
    setEmotion: (slug, emotion, isDelete) => setShowEmotion(api, clientId, slug, emotion, isDelete),
  };
}

/** The texts of the space alerts, in the remote's own namespace (`space.limitTitle`, …). */
export type SpaceTexts = (
  key: 'space.limitTitle' | 'space.limitSubtitle' | 'space.failedTitle' | 'space.failedSubtitle',
  values?: { limit: number },
) => string;

/**
 * Everything a remote's favourite, wishlist or rating control needs: the site, the client API
 * over the page's API client (which carries the token), and the two alerts (the limit, with the
 * spec's class; a change that was undone). One definition for every remote that shows a control.
 */
export function spaceOptions(
  page: { readonly api: ApiClient; readonly site: CountryCode },
  t: SpaceTexts,
): SpaceOptions & { readonly alerts: FavouriteAlerts & FeelingAlerts } {
  return {
    site: page.site,
    api: (clientId: string) => spaceApi(page.api, page.site, clientId),
    alerts: {
      limit: (limit: number) => ({
        level: 'warning',
        title: t('space.limitTitle', { limit }),
        subtitle: t('space.limitSubtitle', { limit }),
        autoCloseId: 'favourite-limit',
        class: 'favourite-limit-alert',
      }),
      failed: () => ({
        level: 'warning',
        title: t('space.failedTitle'),
        subtitle: t('space.failedSubtitle'),
        autoCloseId: 'space-failed',
      }),
    },
  };
}

/**
 * `spaceOptions` of a page, kept while its API client, site and texts stay the same (so a
 * control's effects do not run again at every render). One hook for every remote's controls.
 */
export function useSpaceOptions(
  page: { readonly api: ApiClient; readonly site: CountryCode },
  t: SpaceTexts,
): SpaceOptions & { readonly alerts: FavouriteAlerts & FeelingAlerts } {
  const { api, site } = page;
  return useMemo(() => spaceOptions({ api, site }, t), [api, site, t]);
}
