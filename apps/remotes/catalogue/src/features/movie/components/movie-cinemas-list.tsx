import { getShowCinemas } from '@marquee/api-client';
import type { Cinema } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { orderCinemas, useCinemaLocks } from '@marquee/locator-state';
import type { PageInfo } from '@marquee/remote-contract';
import { useEffect, useState } from 'react';

/** What the opened list is given. */
export interface MovieCinemasListProps {
  readonly showSlug: string;
  readonly page: PageInfo;
  /** The visitor's place never plays the film: the list says where else it plays. */
  readonly nothingHere: boolean;
  readonly onChoose: (cinemaSlug: string) => void;
}

type Loaded = { readonly cinemas: readonly Cinema[] } | 'failed' | null;

/**
 * The body of the film's cinemas list once it is opened (CAT-08): its code and its data are read
 * then, not with the page (movie-cinemas.tsx). Each cinema links to its page and can become the
 * programme's place; the cinemas the visitor locked come first.
 */
export function MovieCinemasList({ showSlug, page, nothingHere, onChoose }: MovieCinemasListProps) {
  const { t } = useTranslation('catalogue');
  const [loaded, setLoaded] = useState<Loaded>(null);
  const { cinemaOrder } = useCinemaLocks();
  useEffect(() => {
    if (loaded !== null) return;
    const controller = new AbortController();
    getShowCinemas(page.api, showSlug, controller.signal).then(
      (list) => setLoaded({ cinemas: list.cinemas }),
      () => {
        if (!controller.signal.aborted) setLoaded('failed');
      },
    );
    return () => controller.abort();
  }, [loaded, page.api, showSlug]);

  if (loaded === 'failed')
    return (
      <div className="catalogue-movie-cinemas__failed" role="alert">
        <p>{t('showCinemas.failed')}</p>
        <button type="button" className="catalogue-schedule__next" onClick={() => setLoaded(null)}>
          {t('showCinemas.retry')}
        </button>
      </div>
    );
  const cinemas = loaded ? orderCinemas(loaded.cinemas, (cinema) => cinema.slug, cinemaOrder) : null;
  if (cinemas === null)
    return (
      <p className="catalogue-movie-cinemas__status" role="status">
        {t('showCinemas.loading')}
      </p>
    );
  if (cinemas.length === 0)
    return (
      <p className="catalogue-movie-cinemas__status" role="status">
        {t('showCinemas.none')}
      </p>
    );
  return (
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
  );
}
