import type { CinemaShowtimes, Showtime } from '@marquee/domain-models';
import { formatDate, useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { splitFilters } from '@marquee/routing';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { EventProgramme } from '../../../components/showtime-schedule/event-programme';
import { EventShowtimes } from '../../../components/showtime-schedule/event-showtimes';
import { useSeasonSelection, useSeasonSelectionStore } from '../../../state/season-selection';

/** What the selection summary says about a picked showtime. */
interface PickedShowtime {
  readonly show: string;
  readonly cinema: string;
  readonly day: string;
  readonly time: string;
}

/** The booking address of a picked showtime, in the page language. */
function bookingUrl(url: string, language: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}language=${language}`;
}

/**
 * The season's showtimes to choose (CAT-31..35): each bookable showtime is a toggle whose key is
 * its booking URL; the summary lists the selection with a booking link each and a way to clear
 * it. Several at once only where the site allows it (`seasonMultipleSelection`); choosing a
 * cinema (cinema mode) or leaving the page clears it.
 */
export function SeasonShowtimes({
  programme,
  seasonSlug,
  page,
}: {
  readonly programme: EventProgramme;
  readonly seasonSlug: string;
  readonly page: PageInfo;
}) {
  const { t } = useTranslation('catalogue');
  const selection = useSeasonSelection();
  const urls = useSeasonSelectionStore((state) => state.urls);
  const multiple = useSeasonSelectionStore((state) => state.multiple);
  const location = useLocation();
  const { base } = splitFilters(location.pathname);
  // What each picked URL is, remembered as it is picked (a day picked earlier is no longer loaded).
  const [known, setKnown] = useState<Readonly<Record<string, PickedShowtime>>>({});

  useEffect(() => {
    selection.getState().navigated(base);
  }, [selection, base]);

  const titles = new Map(programme.shows.map((show) => [show.slug, show.title]));
  const toggle = (showtime: Showtime, cinema: CinemaShowtimes) => {
    if (!urls.includes(showtime.url)) {
      setKnown((all) => ({
        ...all,
        [showtime.url]: {
          show: titles.get(cinema.showSlug) ?? cinema.showSlug,
          cinema: cinema.cinemaName,
          day: formatDate(showtime.time.slice(0, 10), {
            language: page.language,
            timeZone: page.timeZone,
            style: 'full',
          }),
          time: showtime.time.slice(11, 16),
        },
      }));
    }
    selection.getState().toggle(showtime.url);
  };

  return (
    <section id="season-showtimes" className="catalogue-season-showtimes" aria-labelledby="season-showtimes-title">
      <h2 id="season-showtimes-title" className="catalogue-season-showtimes__title">
        {t('season.choose')}
      </h2>
      <p className="catalogue-season-showtimes__hint">{t(multiple ? 'season.hintMultiple' : 'season.hintSingle')}</p>
      <EventShowtimes
        programme={programme}
        eventSlug={seasonSlug}
        page={page}
        pick={{ picked: new Set(urls), key: (showtime) => showtime.url, onToggle: toggle }}
        onPlaceChange={(place) => {
          if (place?.type === 'cinema') selection.getState().cinemaModeUsed();
        }}
      />
      <aside className="catalogue-season-selection" aria-labelledby="season-selection-title" aria-live="polite">
        <h3 id="season-selection-title" className="catalogue-season-selection__title">
          {t('season.selection', { count: urls.length })}
        </h3>
        {urls.length === 0 ? (
          <p className="catalogue-season-selection__empty">{t('season.nothingSelected')}</p>
        ) : (
          <>
            <ul className="catalogue-season-selection__list">
              {urls.map((url) => {
                const item = known[url];
                return (
                  <li key={url} className="catalogue-season-selection__item">
                    <span className="catalogue-season-selection__what">
                      {item ? (
                        <>
                          <strong>{item.show}</strong>
                          <span>
                            {item.day} · {item.time} · {item.cinema}
                          </span>
                        </>
                      ) : (
                        <strong>{url}</strong>
                      )}
                    </span>
                    <span className="catalogue-season-selection__actions">
                      <a
                        className="catalogue-season-selection__book"
                        href={bookingUrl(url, page.language)}
                        target="_blank"
                        rel="noopener"
                      >
                        {t('season.book')}
                      </a>
                      <button
                        type="button"
                        className="catalogue-season-selection__remove"
                        onClick={() => selection.getState().unselect(url)}
                        aria-label={t('season.unselect', { what: item ? `${item.show}, ${item.time}` : url })}
                      >
                        {t('season.remove')}
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className="catalogue-season-selection__clear"
              onClick={() => selection.getState().unselectAll()}
            >
              {t('season.unselectAll')}
            </button>
          </>
        )}
      </aside>
    </section>
  );
}
