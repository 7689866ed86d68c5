import { getShowCinemas } from '@marquee/api-client';
import type { Cinema } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { orderCinemas, useCinemaLocks } from '@marquee/locator-state';
import type { PageInfo } from '@marquee/remote-contract';
import { Icon } from '@marquee/ui-kit';
import { useEffect, useState } from 'react';
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

type Loaded = { readonly cinemas: readonly Cinema[] } | 'failed' | null;

/**
 * CAT-08: the cinemas playing the film over the window (`/api/show/{slug}/cinemas`), under its
 * programme. The page's first load does not ask for them: the list is read when the visitor opens
 * it (or by itself, after hydration, when their place never plays the film). Each cinema links to
 * its page and can become the programme's place.
 */
export function MovieCinemas({ showSlug, page, nothingHere, onChoose }: MovieCinemasProps) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const { cinemaOrder } = useCinemaLocks();

  useEffect(() => {
    if (nothingHere) setOpen(true);
  }, [nothingHere]);
  useEffect(() => {
    if (!open || loaded !== null) return;
    const controller = new AbortController();
    getShowCinemas(page.api, showSlug, controller.signal).then(
      (list) => setLoaded({ cinemas: list.cinemas }),
      () => {
        if (!controller.signal.aborted) setLoaded('failed');
      },
    );
    return () => controller.abort();
  }, [open, loaded, page.api, showSlug]);

  const cinemas =
    loaded && loaded !== 'failed' ? orderCinemas(loaded.cinemas, (cinema) => cinema.slug, cinemaOrder) : null;
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
        {!open ? null : loaded === 'failed' ? (
          <div className="catalogue-movie-cinemas__failed" role="alert">
            <p>{t('showCinemas.failed')}</p>
            <button type="button" className="catalogue-schedule__next" onClick={() => setLoaded(null)}>
              {t('showCinemas.retry')}
            </button>
          </div>
        ) : cinemas === null ? (
          <p className="catalogue-movie-cinemas__status" role="status">
            {t('showCinemas.loading')}
          </p>
        ) : cinemas.length === 0 ? (
          <p className="catalogue-movie-cinemas__status" role="status">
            {t('showCinemas.none')}
          </p>
        ) : (
          <>
            {nothingHere ? <p className="catalogue-movie-cinemas__intro">{t('showCinemas.empty')}</p> : null}
            <ul className="catalogue-movie-cinemas__list">
              {cinemas.map((cinema) => (
                <li key={cinema.slug} className="catalogue-movie-cinemas__cinema">
                  <a
                    id={`catalogue-movie-cinemas-${cinema.slug}`}
                    className="catalogue-movie-cinemas__name"
                    href={page.href('Cinema', { slug: cinema.slug })}
                  >
                    {cinema.name}
                  </a>
                  <span className="catalogue-movie-cinemas__city">{cinema.city}</span>
                  <button
                    type="button"
                    className="catalogue-movie-cinemas__choose"
                    aria-describedby={`catalogue-movie-cinemas-${cinema.slug}`}
                    onClick={() => onChoose(cinema.slug)}
                  >
                    {t('showCinemas.choose')}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
