import {
  ApiError,
  getCinemas,
  getClient,
  getMe,
  getMyCalendarFeed,
  getSettings,
  renewMyCalendarFeed,
  revokeMyCalendarFeed,
} from '@marquee/api-client';
import {
  clientSpaceStore,
  loadFavourites,
  newsletterField,
  useClientSpace,
  useFavouriteCinema,
} from '@marquee/client-space';
import { FAVOURITE_API, spaceApi } from '@marquee/client-space/api';
import type { CalendarFeed, Cinema, Client } from '@marquee/domain-models';
import { type TextKey, useTranslation } from '@marquee/i18n';
import { useModals } from '@marquee/modals';
import {
  definePage,
  type PageContext,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { type SessionClient, useSession } from '@marquee/session';
import { Avatar, Button, LinkButton, WishlistToggle } from '@marquee/ui-kit';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ADVANTAGES_SITES, advantagesSlug, PROFILE_LINK_TEXTS, profileLinks } from '../../lib/profile-links';
import { AlertsSection } from './alerts-section';
import './client-pages.css';

/** The account pages of this remote besides the sign-in page (ACC-04). */
export type AccountSection = 'profile' | 'advantages' | 'favourite-cinemas' | 'bookings';

/** The title and description of each account page. */
const SECTION_TEXTS: Readonly<
  Record<AccountSection, { readonly title: TextKey<'account'>; readonly description: TextKey<'account'> }>
> = {
  profile: { title: 'space.profile.title', description: 'space.profile.description' },
  advantages: { title: 'space.advantages.title', description: 'space.advantages.description' },
  'favourite-cinemas': { title: 'space.favourite-cinemas.title', description: 'space.favourite-cinemas.description' },
  bookings: { title: 'space.bookings.title', description: 'space.bookings.description' },
};

/** An account page's head: its title, a description, kept out of search engines (personal pages). */
export function accountSectionHead(section: AccountSection, t: Translate): PageHead {
  const texts = SECTION_TEXTS[section];
  return { title: t(texts.title), description: t(texts.description), noIndex: true };
}

/** The address of this page, for the return after sign-in (ACC-37, ACC-39). */
function here(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Sign-in required (ACC-36, ACC-39): an anonymous visitor on an account page gets the centred
 * sign-in-required modal with this page as the return target, opened once; the page keeps a
 * button to open it again.
 */
function SignInRequired() {
  const { t } = useTranslation('account');
  const modals = useModals();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    modals.getState().open('sign-in-required', { signInRequired: true, returnTo: here() });
  }, [modals]);
  return (
    <div className="account-space__required">
      <p>{t('space.required')}</p>
      <Button onClick={() => modals.getState().open('sign-in-required', { signInRequired: true, returnTo: here() })}>
        {t('signIn.signIn')}
      </Button>
    </div>
  );
}

/**
 * The frame of every account page: its title (server-rendered), the account navigation, then
 * the section for the signed-in client; nothing personal on the server (the session is always
 * `unknown` there), a busy note while sign-in is checked, the sign-in prompt when anonymous.
 */
function AccountFrame({
  page,
  section,
  children,
}: {
  readonly page: PageInfo;
  readonly section: AccountSection;
  readonly children: (client: SessionClient) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const status = useSession((state) => state.status);
  const client = useSession((state) => state.client);
  const titleId = useId();
  const links = profileLinks(page.site, page.language, page.flags);
  const current = links.find((link) => link.id === section);
  return (
    <article className="account-space" aria-labelledby={titleId}>
      <header className="account-space__header">
        <p className="account-space__eyebrow">{t('profile.label')}</p>
        <h1 id={titleId} className="account-space__title">
          {t(SECTION_TEXTS[section].title)}
        </h1>
      </header>
      <nav className="account-space__nav" aria-label={t('profile.label')}>
        <ul>
          {links.map((link) => (
            <li key={link.id}>
              <a
                href={page.href(link.kind, link.params)}
                aria-current={link === current ? 'page' : undefined}
                className="account-space__nav-link"
              >
                {t(PROFILE_LINK_TEXTS[link.id])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-space__body" aria-busy={status === 'unknown' || status === 'loading'}>
        {status === 'signed-in' && client ? (
          children(client)
        ) : status === 'anonymous' ? (
          <SignInRequired />
        ) : (
          <p className="account-space__muted">{t('space.checking')}</p>
        )}
      </div>
    </article>
  );
}

/** The full client record (newsletter flag, loyalty), read in the browser with the token. */
function useClientRecord(page: PageInfo, id: string): Client | null | 'failed' {
  const [client, setClient] = useState<Client | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    const read = FAVOURITE_API[page.site] === 'accounts-me' ? getMe(page.api) : getClient(page.api, id);
    read.then(
      (found) => live && setClient(found),
      () => live && setClient('failed'),
    );
    return () => {
      live = false;
    };
  }, [page.api, page.site, id]);
  return client;
}

function Profile({ page, client }: { readonly page: PageInfo; readonly client: SessionClient }) {
  const { t } = useTranslation('account');
  const record = useClientRecord(page, client.id);
  const newsletter = record && record !== 'failed' ? record[newsletterField(page.site)] : null;
  return (
    <section className="account-space__card account-space__identity">
      <Avatar name={client.name} src={client.avatar} initials={client.initials} size={72} />
      <dl className="account-space__facts">
        <div>
          <dt>{t('space.profile.name')}</dt>
          <dd>{client.name}</dd>
        </div>
        <div>
          <dt>{t('space.profile.email')}</dt>
          <dd>{client.email}</dd>
        </div>
        <div>
          <dt>{t('space.profile.newsletter')}</dt>
          <dd>
            {newsletter === null
              ? record === 'failed'
                ? t('space.unavailable')
                : '…'
              : t(newsletter ? 'space.profile.subscribed' : 'space.profile.notSubscribed')}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Advantages({ page, client }: { readonly page: PageInfo; readonly client: SessionClient }) {
  const { t } = useTranslation('account');
  const record = useClientRecord(page, client.id);
  const level = record && record !== 'failed' ? record.loyaltyLevel : null;
  return (
    <section className="account-space__card">
      <h2 className="account-space__subtitle">{t('space.advantages.level')}</h2>
      <p className="account-space__level">
        {level ? t('space.advantages.levelName', { level }) : record === 'failed' ? t('space.unavailable') : '…'}
      </p>
      <ul className="account-space__list">
        <li>{t('space.advantages.items.booking')}</li>
        <li>{t('space.advantages.items.wishlist')}</li>
        <li>{t('space.advantages.items.offers')}</li>
      </ul>
    </section>
  );
}

/** One favourite cinema with its heart to remove it (the same toggle as the cinema page). */
function FavouriteRow({ cinema, page }: { readonly cinema: Cinema; readonly page: PageInfo }) {
  const { t } = useTranslation('account');
  const options = useMemo(
    () => ({
      site: page.site,
      api: (clientId: string) => spaceApi(page.api, page.site, clientId),
      alerts: {
        limit: (limit: number) => ({ level: 'warning' as const, title: t('space.limit', { limit }) }),
        failed: () => ({ level: 'warning' as const, title: t('space.failed') }),
      },
    }),
    [page.api, page.site, t],
  );
  const control = useFavouriteCinema(cinema, options);
  return (
    <li className="account-space__cinema">
      <a href={page.href('Cinema', { slug: cinema.slug })} className="account-space__cinema-name">
        {cinema.name}
      </a>
      <span className="account-space__muted">{cinema.addressCity}</span>
      <WishlistToggle
        pressed={control.favourite}
        onPressedChange={control.toggle}
        label={t('space.favourite-cinemas.toggle', { name: cinema.name })}
        disabled={control.busy}
        className="account-space__heart"
      />
    </li>
  );
}

function FavouriteCinemas({
  page,
  data,
  client,
}: {
  readonly page: PageInfo;
  readonly data: AccountPagesData;
  readonly client: SessionClient;
}) {
  const { t } = useTranslation('account');
  const favourites = useClientSpace((state) => state.favourites);
  // Kept on screen while the page is open: a removed cinema stays listed (its heart off) until the next visit.
  const [shown, setShown] = useState<readonly string[] | null>(null);
  useEffect(() => {
    if (favourites !== null && shown === null) setShown(favourites);
    else if (favourites !== null && shown !== null && favourites.some((slug) => !shown.includes(slug)))
      setShown([...shown, ...favourites.filter((slug) => !shown.includes(slug))]);
  }, [favourites, shown]);
  useEffect(() => {
    loadFavourites(clientSpaceStore, client.id, spaceApi(page.api, page.site, client.id)).catch((error: unknown) =>
      console.warn('favourites: could not be read', error),
    );
  }, [page.api, page.site, client.id]);
  if (shown === null) return <p className="account-space__muted">{t('space.checking')}</p>;
  const cinemas = shown.map((slug) => data.cinemas.find((cinema) => cinema.slug === slug)).filter(Boolean) as Cinema[];
  if (cinemas.length === 0)
    return (
      <section className="account-space__card">
        <p>{t('space.favourite-cinemas.empty')}</p>
        <LinkButton href={page.href('Cinemas')}>{t('space.favourite-cinemas.browse')}</LinkButton>
      </section>
    );
  return (
    <section className="account-space__card">
      <p className="account-space__muted">
        {t(data.limit === 1 ? 'space.favourite-cinemas.one' : 'space.favourite-cinemas.many', { limit: data.limit })}
      </p>
      <ul className="account-space__cinemas">
        {cinemas.map((cinema) => (
          <FavouriteRow key={cinema.slug} cinema={cinema} page={page} />
        ))}
      </ul>
    </section>
  );
}

/**
 * My calendar (docs/decisions/0047): the secret address of the client's personal calendar feed (its
 * wishlist's films at its favourite cinemas, 21 days), to copy or subscribe to, renewed (a new
 * address; the old one answers 404) or revoked (404 at once). Read in the browser only.
 */
function CalendarFeedCard({ page }: { readonly page: PageInfo }) {
  const { t } = useTranslation('account');
  const [feed, setFeed] = useState<CalendarFeed['feed'] | undefined | 'failed'>(undefined);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getMyCalendarFeed(page.api).then(
      (answer) => live && setFeed(answer.feed),
      () => live && setFeed('failed'),
    );
    return () => {
      live = false;
    };
  }, [page.api]);
  const act = (change: () => Promise<CalendarFeed['feed']>, done: string | null) => {
    setBusy(true);
    setNote(null);
    change().then(
      (next) => {
        setFeed(next);
        setNote(done);
        setBusy(false);
      },
      () => {
        setNote(t('space.failed'));
        setBusy(false);
      },
    );
  };
  const renew = (done: string | null) => act(() => renewMyCalendarFeed(page.api).then((answer) => answer.feed), done);
  const revoke = () => act(() => revokeMyCalendarFeed(page.api).then(() => null), t('space.calendar.revoked'));
  const copy = (url: string) => {
    navigator.clipboard?.writeText(url).then(
      () => setNote(t('space.calendar.copied')),
      () => undefined,
    );
  };
  return (
    <section className="account-space__card account-space__calendar" aria-labelledby="account-calendar-title">
      <h2 id="account-calendar-title" className="account-space__subtitle">
        {t('space.calendar.title')}
      </h2>
      <p className="account-space__muted">{t('space.calendar.intro')}</p>
      {feed === undefined ? (
        <p className="account-space__muted">{t('space.checking')}</p>
      ) : feed === 'failed' ? (
        <p>{t('space.unavailable')}</p>
      ) : feed === null ? (
        <>
          <p>{t('space.calendar.none')}</p>
          <Button onClick={() => renew(null)} disabled={busy} data-calendar="create">
            {t('space.calendar.create')}
          </Button>
        </>
      ) : (
        <>
          <label className="account-space__calendar-address">
            <span>{t('space.calendar.address')}</span>
            <input type="text" readOnly value={feed.url} data-calendar="url" onFocus={(e) => e.target.select()} />
          </label>
          <p className="account-space__calendar-actions">
            <Button variant="black-button" onClick={() => copy(feed.url)} data-calendar="copy">
              {t('space.calendar.copy')}
            </Button>
            <a href={feed.webcalUrl} data-calendar="webcal">
              {t('space.calendar.subscribe')}
            </a>
          </p>
          <p className="account-space__calendar-actions">
            <Button
              variant="black-button"
              onClick={() => renew(t('space.calendar.renewed'))}
              disabled={busy}
              data-calendar="renew"
            >
              {t('space.calendar.renew')}
            </Button>
            <Button variant="black-button" onClick={revoke} disabled={busy} data-calendar="revoke">
              {t('space.calendar.revoke')}
            </Button>
          </p>
        </>
      )}
      <p role="status" className="account-space__muted">
        {note}
      </p>
    </section>
  );
}

function Bookings({ page }: { readonly page: PageInfo }) {
  const { t } = useTranslation('account');
  return (
    <section className="account-space__card">
      <p>{t('space.bookings.kept')}</p>
      <p className="account-space__muted">{t('space.bookings.lost')}</p>
      <LinkButton href={page.href('Home')}>{t('space.bookings.browse')}</LinkButton>
    </section>
  );
}

/** What the account pages load on the server: public data only (nothing of the client). */
interface AccountPagesData {
  readonly cinemas: readonly Cinema[];
  readonly limit: number;
}

async function loadAccountData(context: PageContext): Promise<AccountPagesData> {
  const [cinemas, settings] = await Promise.all([
    getCinemas(context.api, context.signal),
    getSettings(context.api, context.signal),
  ]);
  return { cinemas: cinemas.cinemas, limit: settings.favoriteCinemasLimit };
}

function notFoundHere(context: PageContext): never {
  throw new ApiError('not-found', context.url.pathname, 404, 'no such account page on this site');
}

/** My profile (page kind Account, signed in): avatar with the initials fallback, name, email, newsletter flag by site. */
export function ProfileSection({ page }: { readonly page: PageInfo }) {
  return (
    <AccountFrame page={page} section="profile">
      {(client) => (
        <>
          <Profile page={page} client={client} />
          <AlertsSection page={page} client={client} />
        </>
      )}
    </AccountFrame>
  );
}

function AdvantagesPage({ page }: PageProps<AccountPagesData>) {
  return (
    <AccountFrame page={page} section="advantages">
      {(client) => <Advantages page={page} client={client} />}
    </AccountFrame>
  );
}

function FavouriteCinemasPage({ page, data }: PageProps<AccountPagesData>) {
  return (
    <AccountFrame page={page} section="favourite-cinemas">
      {(client) => (
        <>
          <FavouriteCinemas page={page} data={data} client={client} />
          <CalendarFeedCard page={page} />
        </>
      )}
    </AccountFrame>
  );
}

function BookingsPage({ page }: PageProps<AccountPagesData>) {
  return (
    <AccountFrame page={page} section="bookings">
      {() => <Bookings page={page} />}
    </AccountFrame>
  );
}

/** My advantages (page kind AccountPage, slug of the language; fr only: ADVANTAGES_SITES). */
export const advantagesPage = definePage<AccountPagesData>({
  loader: async (context) => {
    if (!ADVANTAGES_SITES.includes(context.site) || context.params.slug !== advantagesSlug(context.language))
      notFoundHere(context);
    return { cinemas: [], limit: 0 };
  },
  Component: AdvantagesPage,
  head: (_data, _page, t) => accountSectionHead('advantages', t),
});

/** My favourite cinemas (page kind AccountFavoriteCinemas; only where favourites are on). */
export const favouriteCinemasPage = definePage<AccountPagesData>({
  loader: async (context) => {
    if (!context.flags.favoriteCinemas) notFoundHere(context);
    return loadAccountData(context);
  },
  Component: FavouriteCinemasPage,
  head: (_data, _page, t) => accountSectionHead('favourite-cinemas', t),
});

/** My bookings (page kind AccountBookings). */
export const bookingsPage = definePage<AccountPagesData>({
  loader: async () => ({ cinemas: [], limit: 0 }),
  Component: BookingsPage,
  head: (_data, _page, t) => accountSectionHead('bookings', t),
});
