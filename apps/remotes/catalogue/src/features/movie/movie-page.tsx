import {
  autoplaysTrailer,
  filmBookingState,
  filmReleaseDate,
  mainTrailer,
  responsiveImage,
} from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { openModal, useModalStore, useModals } from '@marquee/modals';
import { definePage, type PageInfo, type PageProps, StaticRegion } from '@marquee/remote-contract';
import { useSession } from '@marquee/session';
import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, LinkButton } from '@marquee/ui-kit';
import { filmCtaLabel } from '../../components/film-cta';
import { preloadTrailer, TrailerDialog } from '../../components/trailer/trailer-dialog';
import type { TrailerLabels } from '../../components/trailer/trailer-player';
import { movieFacts } from '../../lib/movie-facts';
import { MovieHero } from './components/movie-hero';
import { MovieShowtimes } from './components/movie-showtimes';
import type { MovieData } from './movie-loader';
import './movie.css';
import { useRouterLinks } from '../../components/use-router-links';

/** The film's record (under its showtimes) once its code is there: see loadMovieRecord. */
let LoadedRecord: typeof import('./components/movie-record').FilmRecord | null = null;
/** The calendar feed links above the record, loaded with it (two plain links). */
let LoadedFeeds: typeof import('../../components/calendar-feed-links').CalendarFeedLinks | null = null;

/**
 * Loads the record's code and the calendar feed links'. The loader does, with the film's data: on
 * the server, and in the browser for a page rendered there (a client-side navigation). A page
 * hydrated from the server's HTML keeps their markup as it is and never loads them: they have no
 * control.
 */
export function loadMovieRecord(): Promise<void> {
  return Promise.all([import('./components/movie-record'), import('../../components/calendar-feed-links')]).then(
    ([record, feeds]) => {
      LoadedRecord = record.FilmRecord;
      LoadedFeeds = feeds.CalendarFeedLinks;
    },
  );
}

/** The wishlist and rating controls once their code is there: see FeelingsSlot. */
let LoadedFeelings: typeof import('../../components/space/space-controls').FilmFeelings | null = null;
let feelingsLoading: Promise<void> | undefined;

/**
 * Loads the wishlist and rating controls' code once (again after a failure): the loader does (on
 * the server, and in the browser for a client-side navigation); a hydrated page does on intent.
 */
export function loadFilmFeelings(): Promise<void> {
  feelingsLoading ??= import('../../components/space/space-controls').then(
    (module) => {
      LoadedFeelings = module.FilmFeelings;
    },
    (error: unknown) => {
      feelingsLoading = undefined;
      throw error;
    },
  );
  return feelingsLoading;
}

/** The same object on every render: React leaves the element's content (the server's) alone. */
const KEEP_SERVER_HTML = { __html: '' } as const;
/** The controls of the slot, in document order: a press on one is replayed on the same one once live. */
const CONTROLS = 'button, input';

/**
 * The client's wishlist heart and rating (ACC-59..63) in the hero. Not in the page's first load:
 * a page hydrated from the server's HTML keeps their markup as it is (like StaticRegion) and
 * fetches their code when the visitor points at, touches, focuses or presses them, or once signed
 * in (their state is then read). A press before the code is there is replayed on the same control
 * once it is, with the focus (decision 0034's code on intent, 0041's first press).
 */
function FeelingsSlot(props: { slug: string; title: string; page: PageInfo }) {
  const [Feelings, setFeelings] = useState(() => LoadedFeelings);
  const signedIn = useSession((state) => state.status === 'signed-in');
  const live = useRef<HTMLDivElement>(null);
  /** The control pressed (its rank) and whether the focus was in the slot, before the code came. */
  const pending = useRef<{ pressed: number | null; focused: number | null }>({ pressed: null, focused: null });
  const load = () => {
    if (!Feelings)
      loadFilmFeelings().then(
        () => setFeelings(() => LoadedFeelings),
        () => undefined,
      );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once signed in, the state is shown.
  useEffect(() => {
    if (signedIn) load();
  }, [signedIn]);
  useLayoutEffect(() => {
    if (!Feelings || !live.current) return;
    const controls = live.current.querySelectorAll<HTMLElement>(CONTROLS);
    const { pressed, focused } = pending.current;
    pending.current = { pressed: null, focused: null };
    if (focused !== null) controls[focused]?.focus();
    if (pressed !== null) controls[pressed]?.click();
  }, [Feelings]);
  if (Feelings) {
    return (
      <div ref={live} className="catalogue-movie__feelings">
        <Feelings slug={props.slug} title={props.title} page={props.page} facesOnPhone />
      </div>
    );
  }
  const rankOf = (region: HTMLElement, target: EventTarget | null) => {
    const control = target instanceof Element ? target.closest(CONTROLS) : null;
    const index = control ? Array.prototype.indexOf.call(region.querySelectorAll(CONTROLS), control) : -1;
    return index >= 0 ? index : null;
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the events are its controls' (the server's markup inside), not its own.
    <div
      className="catalogue-movie__feelings"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: no HTML is set, the server's is kept.
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
      onPointerEnter={load}
      onPointerDown={load}
      onFocus={(event) => {
        pending.current.focused = rankOf(event.currentTarget, event.target);
        load();
      }}
      onClickCapture={(event: MouseEvent<HTMLDivElement>) => {
        event.preventDefault();
        pending.current.pressed = rankOf(event.currentTarget, event.target);
        load();
      }}
    />
  );
}

/** The booking-opens alert's code once fetched: see BookingAlertSlot. */
let LoadedAlert: typeof import('./components/booking-alert').BookingAlert | null = null;
let alertLoading: Promise<void> | undefined;

/** Fetches the alert's code once (again after a failure). */
function loadBookingAlert(): Promise<void> {
  alertLoading ??= import('./components/booking-alert').then(
    (module) => {
      LoadedAlert = module.BookingAlert;
    },
    (error: unknown) => {
      alertLoading = undefined;
      throw error;
    },
  );
  return alertLoading;
}

/**
 * "Tell me when booking opens" of a presale film. Its code (the API calls, the
 * sign-in round trip, the state) is not in the page's first load: it is fetched when the visitor
 * points at, touches or focuses the button, or once signed in (the button then shows whether the
 * client asked). Until then this renders the same button as the loaded one for an anonymous
 * visitor; a press before the code is there is counted and acts once it is (decision 0034).
 */
export function BookingAlertSlot({ slug, title, page }: { slug: string; title: string; page: PageInfo }) {
  const { t } = useTranslation('catalogue');
  const signedIn = useSession((state) => state.status === 'signed-in');
  const [Alert, setAlert] = useState(() => LoadedAlert);
  const [pressed, setPressed] = useState(0);
  // The code may arrive between the press's pointerdown and its click: swapping the button then
  // would lose the click (another element under the pointer). The swap waits for the press to end,
  // and the focus moves to the loaded button.
  const down = useRef(false);
  const focused = useRef(false);
  const wrap = useRef<HTMLSpanElement>(null);
  const swap = () => {
    if (LoadedAlert && !down.current) setAlert(() => LoadedAlert);
  };
  const load = () => {
    if (!Alert) loadBookingAlert().then(swap, () => undefined);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once signed in, the state is shown.
  useEffect(() => {
    if (signedIn) load();
  }, [signedIn]);
  useEffect(() => {
    if (Alert && focused.current) wrap.current?.querySelector('button')?.focus();
  }, [Alert]);
  const release = () => {
    down.current = false;
    swap();
  };
  return (
    <span ref={wrap} className="catalogue-movie__alert-slot">
      {Alert ? (
        <Alert slug={slug} title={title} page={page} pressed={pressed} />
      ) : (
        <span className="catalogue-movie__alert">
          <Button
            variant="none"
            className="catalogue-movie__alert-button"
            aria-pressed={false}
            data-needs-network=""
            onPointerEnter={load}
            onPointerDown={() => {
              down.current = true;
              load();
            }}
            onPointerCancel={release}
            onPointerLeave={() => {
              if (down.current) release();
            }}
            onFocus={() => {
              focused.current = true;
              load();
            }}
            onBlur={() => {
              focused.current = false;
            }}
            onClick={() => {
              setPressed((count) => count + 1);
              release();
              load();
            }}
          >
            {t('movie.alert.ask')}
          </Button>
        </span>
      )}
    </span>
  );
}

function MoviePage({ data, page }: PageProps<MovieData>) {
  const { t } = useTranslation('catalogue');
  const modals = useModals();
  const released = filmReleaseDate(data, page.site);
  const facts = movieFacts(data, t('movie.allAudiences'));
  const trailer = mainTrailer(data.trailers);
  const release = released ? { date: released, text: page.format.date(released) } : null;
  // Its booking state at the loader's own now, so the server and the browser agree.
  const booking = filmBookingState(data, {
    now: data.programme.now,
    site: page.site,
    hasShowtimes: data.days.length > 0 || (data.programme.schedule?.days.length ?? 0) > 0,
  });
  const bookingLabel = filmCtaLabel(booking, t, page.format);

  // The trailer modal (MODAL_OWNERS: page): opened by the trailer button, or by the address
  // (?bandeannonce=true, ROUTE-68) once the page is live — there, with no gesture, it may start muted.
  const trailerModal = useModalStore(openModal('trailer'));
  const startedByAddress = useRef(false);
  const autoplay = autoplaysTrailer(page.url.searchParams);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per film page, when it becomes live.
  useEffect(() => {
    if (!autoplay || !trailer) return;
    startedByAddress.current = true;
    modals.getState().open('trailer', { slug: data.slug });
  }, [data.slug]);

  const trailerLabels: TrailerLabels = {
    watchOn: (provider) => t('trailer.watchOn', { provider }),
    offline: t('trailer.offline'),
    blocked: t('trailer.blocked'),
    unavailable: t('trailer.unavailable'),
    download: t('trailer.download'),
    newTab: t('trailer.newTab'),
  };

  // Its links to other pages (a cinema of the programme, the breadcrumb) go through the router.
  const links = useRouterLinks<HTMLElement>();
  return (
    <article className="catalogue-movie" ref={links}>
      <MovieHero
        title={data.title}
        originalTitle={facts.originalTitle}
        originalTitleLabel={t('movie.originalTitle')}
        poster={data.poster}
        backdrop={data.background.md}
        facts={{
          rating: facts.rating.mark
            ? { mark: facts.rating.mark, label: t('movie.ratingMark', { mark: facts.rating.mark }) }
            : null,
          duration: facts.duration,
          genres: data.genres,
          release: release ? { label: t('movie.released'), ...release } : null,
        }}
        trailer={
          trailer
            ? {
                label: t('trailer.play'),
                onIntent: preloadTrailer,
                onPlay: () => {
                  startedByAddress.current = false;
                  modals.getState().open('trailer', { slug: data.slug });
                },
              }
            : null
        }
        actions={<FeelingsSlot slug={data.slug} title={data.title} page={page} />}
        booking={
          booking.kind === 'bookable' ? (
            <LinkButton
              href="#catalogue-schedule-title"
              size="lg"
              className="catalogue-movie__book"
              data-booking="bookable"
            >
              {bookingLabel}
            </LinkButton>
          ) : (
            <p className="catalogue-movie__booking" data-booking={booking.kind}>
              <strong>{bookingLabel}</strong>
              {/* The way to be told when it opens, where the hint to wish for it was. */}
              {booking.kind === 'presale' ? <BookingAlertSlot slug={data.slug} title={data.title} page={page} /> : null}
            </p>
          )
        }
      />
      {/* The showtimes right after the hero, the record after them: the order
          read, tabbed and seen is the same on every screen. */}
      <MovieShowtimes
        programme={data.programme}
        show={data}
        showSlug={data.slug}
        page={page}
        byVersion={page.flags.showtimesByVersion}
        notice={booking.kind === 'bookable' ? null : bookingLabel}
      />
      {/* The feed links and the record have no control: at hydration the browser keeps the
          server's markup of them (the slot adds no box: the links stay the article's grid item). */}
      <StaticRegion key={data.slug} className="catalogue-movie__record-slot">
        {LoadedFeeds ? <LoadedFeeds kind="film" slug={data.slug} page={page} /> : null}
        {LoadedRecord ? <LoadedRecord show={data} page={page} /> : null}
      </StaticRegion>
      {trailerModal && trailer ? (
        <TrailerDialog
          video={trailer}
          frame={{ src: data.background.md, image: responsiveImage(data.background.md, [960, 1280]) }}
          start={{ autoplay: true, muted: startedByAddress.current && trailer.videoType !== 'S3' }}
          labels={trailerLabels}
          closeLabel={t('trailer.close')}
          onClose={() => modals.getState().close('trailer')}
        />
      ) : null}
    </article>
  );
}

/** A film's page; an unknown slug is the not-found view. */
export const moviePage = definePage<MovieData>({
  // The film's data, and beside it the code of the record and of the wishlist and rating, which
  // the page renders with that data (on the server, and in the browser for a client-side navigation).
  // The loader's own code loads there too: a page hydrated from the server's HTML never runs it
  // (like the head's, docs/decisions/0032).
  loader: async (context) => {
    const [data] = await Promise.all([
      import('./movie-loader').then(({ loadMovie }) => loadMovie(context)),
      loadMovieRecord(),
      loadFilmFeelings(),
    ]);
    return data;
  },
  Component: MoviePage,
  // The head and its JSON-LD are built by the loader (server, client-side navigation): their code
  // loads there, not with the page (docs/decisions/0032).
  head: async (data, page, t) => (await import('./movie-head')).movieHead(data, page, t),
  // The desktop hero is a wide backdrop: the header sticks after a quarter of the window (SHELL-16).
  header: { backdrop: true },
});
