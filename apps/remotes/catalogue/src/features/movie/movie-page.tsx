import { getShow, getShowTranslations } from '@marquee/api-client';
import { formatDuration, responsiveImage } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageContext, type PageProps } from '@marquee/remote-contract';
import { type MovieData, movieHead, slugsByLanguage } from './movie-head';

/** The poster's displayed width: 320 px, or the screen's width less the page's margins on a narrow phone. */
const MOVIE_POSTER_SIZES = '(min-width: 352px) 320px, 100vw';

/** The film's poster, the page's LCP image: eager and high priority, AVIF and WebP before the JPEG. */
function MoviePoster({ md, lg }: { md: string; lg: string }) {
  const image = responsiveImage(md);
  const img = (
    <img
      className="movie__poster"
      src={image?.src ?? lg}
      sizes={image ? MOVIE_POSTER_SIZES : undefined}
      alt=""
      width={320}
      height={480}
      fetchPriority="high"
    />
  );
  if (!image) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={MOVIE_POSTER_SIZES} />
      ))}
      {img}
    </picture>
  );
}

function MoviePage({ data }: PageProps<MovieData>) {
  const { t } = useTranslation('catalogue');
  return (
    <article className="movie">
      <MoviePoster md={data.poster.md} lg={data.poster.lg} />
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

/**
 * A film's data: the show (GET /api/show/{slug}) and, in parallel, its slug in each language
 * (GET /api/show/{slug}/translate). The show fields stay at the top level, `redirectSlug`
 * included (the shell redirects on it, CAT-02); translations that fail leave `slugs` null.
 */
export async function loadMovie(context: PageContext): Promise<MovieData> {
  const slug = context.params.slug ?? '';
  const [show, slugs] = await Promise.all([
    getShow(context.api, slug, context.signal),
    getShowTranslations(context.api, slug, context.signal).then(slugsByLanguage, () => null),
  ]);
  return { ...show, slugs };
}

/** A film's page; an unknown slug is the not-found view. */
export const moviePage = definePage<MovieData>({
  loader: loadMovie,
  Component: MoviePage,
  head: (data, page) => movieHead(data, page),
});
