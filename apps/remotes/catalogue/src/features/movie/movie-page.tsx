import { getShow, getShowTranslations } from '@marquee/api-client';
import {
  autoplaysTrailer,
  filmBookingState,
  filmReleaseDate,
  mainTrailer,
  responsiveImage,
} from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { openModal, useModalStore, useModals } from '@marquee/modals';
import { definePage, type PageContext, type PageProps, StaticRegion } from '@marquee/remote-contract';
import { useEffect, useRef } from 'react';
import { LinkButton } from '@marquee/ui-kit';
import { CalendarFeedLinks } from '../../components/calendar-feed-links';
import { filmCtaLabel } from '../../components/film-cta';
import { preloadTrailer, TrailerDialog } from '../../components/trailer/trailer-dialog';
import type { TrailerLabels } from '../../components/trailer/trailer-player';
import { movieFacts } from '../../lib/movie-facts';
import { FilmFeelings } from '../../components/space/space-controls';
import { MovieHero } from './components/movie-hero';
import { MovieShowtimes } from './components/movie-showtimes';
import type { MovieData } from './movie-head';
import { slugsByLanguage } from '../../lib/movie-release';
import { keptInBrowser } from '../../lib/kept-in-browser';
import './movie.css';
import { useRouterLinks } from '../../components/use-router-links';

/** The film's record (under its showtimes) once its code is there: see loadMovieRecord. */
let LoadedRecord: typeof import('./components/movie-record').FilmRecord | null = null;

/**
 * Loads the record's code. The loader does, with the film's data: on the server, and in the browser
 * for a page rendered there (a client-side navigation). A page hydrated from the server's HTML
 * keeps the record's markup as it is and never loads it: the record has no control.
 */
export function loadMovieRecord(): Promise<void> {
  return import('./components/movie-record').then((module) => {
    LoadedRecord = module.FilmRecord;
  });
}

function MoviePage({ data, page }: PageProps<MovieData>) {
  const { t } = useTranslation('catalogue');
  const modals = useModals();
  const released = filmReleaseDate(data, page.site);
  const facts = movieFacts(data, t('movie.allAudiences'));
  const trailer = mainTrailer(data.trailers);
  const release = released ? { date: released, text: page.format.date(released) } : null;
  // Its booking state (issue 25 item 2) at the loader's own now, so the server and the browser agree.
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
        actions={<FilmFeelings slug={data.slug} title={data.title} page={page} facesOnPhone />}
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
              {booking.kind === 'presale' ? <span> {t('movie.cta.presaleHint')}</span> : null}
            </p>
          )
        }
      />
      {/* The showtimes right after the hero, the record after them (issue 25 item 3): the order
          read, tabbed and seen is the same on every screen. */}
      <MovieShowtimes
        programme={data.programme}
        show={data}
        showSlug={data.slug}
        page={page}
        byVersion={page.flags.showtimesByVersion}
        notice={booking.kind === 'bookable' ? null : bookingLabel}
      />
      <CalendarFeedLinks kind="film" slug={data.slug} page={page} />
      {/* The record has no control: at hydration the browser keeps the server's markup of it. */}
      <StaticRegion key={data.slug} className="catalogue-movie__record-slot">
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

/**
 * A film's data: the show (GET /api/show/{slug}) and, in parallel, its slug in each language
 * (GET /api/show/{slug}/translate). The show fields stay at the top level, `redirectSlug`
 * included (the shell redirects on it, CAT-02); translations that fail leave `slugs` null.
 */
export async function loadMovie(context: PageContext): Promise<MovieData> {
  const slug = context.params.slug ?? '';
  // The film and its slugs do not change with the day or the chips: the browser keeps them a while.
  const signal = typeof window === 'undefined' ? context.signal : undefined;
  const [show, slugs, programme] = await Promise.all([
    keptInBrowser(context.api, `show:${slug}`, () => getShow(context.api, slug, signal)),
    keptInBrowser(
      context.api,
      `show-slugs:${slug}`,
      () => getShowTranslations(context.api, slug, signal).then(slugsByLanguage, () => null),
      (slugs) => slugs !== null,
    ),
    // The programme's loading code runs in the loader only (server, client-side navigation,
    // day and filter changes): it is fetched there, not with the page (docs/decisions/0032).
    import('../../components/showtime-schedule/programme').then(({ loadProgramme }) => loadProgramme(context, slug)),
    loadMovieRecord(),
  ]);
  return { ...show, slugs, programme };
}

/** A film's page; an unknown slug is the not-found view. */
export const moviePage = definePage<MovieData>({
  loader: loadMovie,
  Component: MoviePage,
  // The head and its JSON-LD are built by the loader (server, client-side navigation): their code
  // loads there, not with the page (docs/decisions/0032).
  head: async (data, page, t) => (await import('./movie-head')).movieHead(data, page, t),
  // The desktop hero is a wide backdrop: the header sticks after a quarter of the window (SHELL-16).
  header: { backdrop: true },
});
