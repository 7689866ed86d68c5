import { useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { Icon, LazyPart } from '@marquee/ui-kit';
import { lazy, useEffect, useState } from 'react';
import './movie-cinemas.css';

/** What MovieCinemas is given. */
export interface MovieCinemasProps {
  readonly showSlug: string;
  readonly page: PageInfo;
  /**
   * The visitor's place has no showtime of the film on any day: the list opens by itself and says
   * where else the film plays.
   */
  readonly nothingHere: boolean;
  /** Shows the film's programme at a cinema of the list (the page's place changes). */
  readonly onChoose: (cinemaSlug: string) => void;
}

/** The opened list: its code comes when the visitor opens it (the first load's budget). */
const MovieCinemasList = lazy(() =>
  import('./movie-cinemas-list').then((module) => ({ default: module.MovieCinemasList })),
);

/**
 * CAT-08: the cinemas playing the film over the window (`/api/show/{slug}/cinemas`), under its
 * programme. The page's first load asks neither for them nor for the list's code: both are read
 * when the visitor opens it (or by itself, after hydration, when their place never plays the
 * film). Each cinema links to its page and can become the programme's place.
 */
export function MovieCinemas({ showSlug, page, nothingHere, onChoose }: MovieCinemasProps) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (nothingHere) setOpen(true);
  }, [nothingHere]);
  const loading = (
    <p className="catalogue-movie-cinemas__status" role="status">
      {t('showCinemas.loading')}
    </p>
  );
  return (
    <section className="catalogue-movie-cinemas" aria-labelledby="catalogue-movie-cinemas-title">
      <div className="catalogue-movie-cinemas__head">
        <h2 id="catalogue-movie-cinemas-title" className="catalogue-movie-cinemas__title">
          {t('showCinemas.title')}
        </h2>
        <button
          type="button"
          className="catalogue-movie-cinemas__toggle"
          aria-expanded={open}
          aria-controls="catalogue-movie-cinemas-body"
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('showCinemas.hide') : t('showCinemas.showAll')}
          <Icon name="chevron-down" size={18} className="catalogue-movie-cinemas__chevron" />
        </button>
      </div>
      <div id="catalogue-movie-cinemas-body" className="catalogue-movie-cinemas__body" hidden={!open}>
        {open ? (
          <LazyPart
            name="movie-cinemas"
            fallback={loading}
            failed={
              <p className="catalogue-movie-cinemas__failed" role="alert">
                {t('showCinemas.failed')}
              </p>
            }
          >
            <MovieCinemasList showSlug={showSlug} page={page} nothingHere={nothingHere} onChoose={onChoose} />
          </LazyPart>
        ) : null}
      </div>
    </section>
  );
}
