import { loadFavourites, useClientSpace, useClientSpaceStoreApi } from '@marquee/client-space';
import { favouritePolicyFor } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { useSession } from '@marquee/session';
import { useEffect, useId } from 'react';

/** The query parameter of the favourite cinemas (comma slugs, as the API's `cinemas`). */
export const TONIGHT_CINEMAS_QUERY = 'cinemas';
/** The query parameter of an explicit place: `all` (every cinema, whatever the saved selection), or a cinema or city slug. */
export const TONIGHT_PLACE_QUERY = 'place';
/** At most this many favourite cinemas are read from an address (the sites allow 5). */
export const TONIGHT_FAVOURITES_MAX = 10;

/** Where the page looks: as the address (or, without one, the locator's saved selection) says. */
export type TonightPlace =
  | { readonly kind: 'site' }
  | { readonly kind: 'cinema' | 'city'; readonly slug: string; readonly name: string }
  | { readonly kind: 'position' }
  | { readonly kind: 'favourites'; readonly cinemas: readonly string[] };

/** The locator's saved selection when it is a cinema or a city the site knows (offered beside the other places). */
export type SavedPlace = { readonly kind: 'cinema' | 'city'; readonly slug: string; readonly name: string };

/** A place the chooser navigates to. */
export type PlaceChoice =
  | { readonly kind: 'site' }
  | { readonly kind: 'cinema' | 'city'; readonly slug: string }
  | { readonly kind: 'favourites'; readonly cinemas: readonly string[] };

/**
 * The signed-in client's favourite cinemas (read once through the client space, shared with
 * every remote), or null: anonymous, not read yet, or a site without favourites. Null on the
 * server and at hydration (the session is known in the browser only), so the option appears
 * after hydration without a mismatch.
 */
export function useSignedInFavourites(page: Pick<PageInfo, 'api' | 'site' | 'flags'>): readonly string[] | null {
  const store = useClientSpaceStoreApi();
  const clientId = useSession((state) => (state.status === 'signed-in' ? (state.client?.id ?? null) : null));
  const enabled = page.flags.favoriteCinemas && favouritePolicyFor(page.site).enabled;
  const favourites = useClientSpace((state) =>
    clientId !== null && state.owner === clientId ? state.favourites : null,
  );
  const { api, site } = page;
  useEffect(() => {
    if (!clientId || !enabled) return;
    // The client API's code is loaded only for a signed-in client (not in the page's first load).
    import('@marquee/client-space/api')
      .then(({ spaceApi }) => loadFavourites(store, clientId, spaceApi(api, site, clientId)))
      .catch((error: unknown) => console.warn('favourites: could not be read', error));
  }, [clientId, enabled, store, api, site]);
  return enabled ? favourites : null;
}

export interface TonightPlaceChooserProps {
  readonly page: Pick<PageInfo, 'api' | 'site' | 'flags'>;
  readonly place: TonightPlace;
  readonly saved: SavedPlace | null;
  readonly onChoose: (choice: PlaceChoice) => void;
}

/**
 * The page's place: every cinema, the locator's saved cinema or city, the place the address
 * names, and — for a signed-in client with favourites — "my favourite cinemas". Anonymous
 * visitors are offered no favourites. A select of the window's form (`name="place"`), so it is
 * sent without JavaScript too; with it, each choice is a router navigation.
 */
export function TonightPlaceChooser({ page, place, saved, onChoose }: TonightPlaceChooserProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const favourites = useSignedInFavourites(page);
  const current =
    place.kind === 'site'
      ? 'all'
      : place.kind === 'position'
        ? 'position'
        : place.kind === 'favourites'
          ? 'favourites'
          : place.slug;
  const named = place.kind === 'cinema' || place.kind === 'city' ? place : null;
  const offerFavourites = place.kind === 'favourites' || (favourites !== null && favourites.length > 0);
  return (
    <label className="catalogue-tonight__place" htmlFor={id}>
      <span>{t('tonight.place.label')}</span>
      <select
        id={id}
        name="place"
        value={current}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value === 'all') onChoose({ kind: 'site' });
          else if (value === 'favourites') {
            const cinemas = favourites?.length ? favourites : place.kind === 'favourites' ? place.cinemas : [];
            if (cinemas.length > 0) onChoose({ kind: 'favourites', cinemas });
          } else if (value === saved?.slug) onChoose({ kind: saved.kind, slug: saved.slug });
          else if (named && value === named.slug) onChoose({ kind: named.kind, slug: named.slug });
        }}
      >
        <option value="all">{t('tonight.place.all')}</option>
        {place.kind === 'position' ? <option value="position">{t('tonight.place.aroundMe')}</option> : null}
        {saved ? <option value={saved.slug}>{t('tonight.place.saved', { name: saved.name })}</option> : null}
        {named && named.slug !== saved?.slug ? <option value={named.slug}>{named.name}</option> : null}
        {offerFavourites ? <option value="favourites">{t('tonight.place.favourites')}</option> : null}
      </select>
    </label>
  );
}
