import { getShow, getShowTranslations } from '@marquee/api-client';
import { formatDuration, responsiveImage } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageContext, type PageProps } from '@marquee/remote-contract';
import { loadProgramme } from '../../components/showtime-schedule/programme';
import { MovieShowtimes } from './components/movie-showtimes';
import { type MovieData, movieHead, siteReleaseDate, slugsByLanguage } from './movie-head';

/** The poster's displayed width: 320 px, or the screen's width less the page's margins on a narrow phone. */
const MOVIE_POSTER_SIZES = '(min-width: 352px) 320px, 100vw';

/** The film's poster, the page's LCP image: eager and high priority, AVIF and WebP before the JPEG. */
function MoviePoster({ md, lg }: { md: string; lg: string }) {
  const image = responsiveImage(md);
  const img = (
    <img
      className="catalogue-movie__poster"
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

function MoviePage({ data, page }: PageProps<MovieData>) {
  const { t } = useTranslation('catalogue');
  const released = siteReleaseDate(data, page.site);
  return (
    <article className="catalogue-movie">
      <MoviePoster md={data.poster.md} lg={data.poster.lg} />
      <div className="catalogue-movie__body">
        <h1 className="catalogue-movie__title">{data.title}</h1>
        <p className="catalogue-movie__facts">
          {data.duration > 0 ? <span>{formatDuration(data.duration)}</span> : null}
          {data.genres.length > 0 ? <span>{data.genres.join(', ')}</span> : null}
          {released ? (
            <span>
              {t('movie.released')} <time dateTime={released}>{page.format.date(released)}</time>
            </span>
          ) : null}
        </p>
        <p className="catalogue-movie__synopsis">{data.synopsis}</p>
        <dl className="catalogue-movie__credits">
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
      <MovieShowtimes
        programme={data.programme}
        show={data}
        showSlug={data.slug}
        page={page}
        byVersion={page.flags.showtimesByVersion}
      />
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
  const [show, slugs, programme] = await Promise.all([
    getShow(context.api, slug, context.signal),
    getShowTranslations(context.api, slug, context.signal).then(slugsByLanguage, () => null),
    loadProgramme(context, slug),
  ]);
  return { ...show, slugs, programme };
}

/** A film's page; an unknown slug is the not-found view. */
export const moviePage = definePage<MovieData>({
  loader: loadMovie,
  Component: MoviePage,
  head: (data, page) => movieHead(data, page),
});
