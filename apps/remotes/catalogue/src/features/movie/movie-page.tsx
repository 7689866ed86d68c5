import { getShow } from '@marquee/api-client';
import type { ShowDetail } from '@marquee/domain-models';
import { formatDuration } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';

function MoviePage({ data }: PageProps<ShowDetail>) {
  const { t } = useTranslation('catalogue');
  return (
    <article className="movie">
      <img className="movie__poster" src={data.poster.lg} alt="" width={320} height={480} fetchPriority="high" />
      <div className="movie__body">
        <h1 className="movie__title">{data.title}</h1>
        <p className="movie__facts">
          {data.duration > 0 ? <span>{formatDuration(data.duration)}</span> : null}
          {data.genres.length > 0 ? <span>{data.genres.join(', ')}</span> : null}
        </p>
        <p className="movie__synopsis">{data.synopsis}</p>
        <dl className="movie__credits">
          {data.directors ? (
            <>
              <dt>{t('movie.directors')}</dt>
              <dd>{data.directors}</dd>
            </>
          ) : null}
          {data.actors ? (
            <>
              <dt>{t('movie.actors')}</dt>
              <dd>{data.actors}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </article>
  );
}

/** A film's page (GET /api/show/{slug}); an unknown slug is the not-found view. */
export const moviePage = definePage<ShowDetail>({
  loader: (context) => getShow(context.api, context.params.slug ?? '', context.signal),
  Component: MoviePage,
  title: (data) => data.title,
});
