import { filmReleaseDate, type ShowDetail } from '@marquee/domain-models';
import { numberFormat, type TextKey, useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { ContentRating, Icon, type IconName } from '@marquee/ui-kit';
import { useId } from 'react';
import { countryName, type MovieFacts, movieFacts } from '../../../lib/movie-facts';

/** The record's texts, in the page language. */
export interface RecordLabels {
  readonly synopsis: string;
  readonly details: string;
  readonly directors: string;
  readonly actors: string;
  readonly genres: string;
  readonly duration: string;
  readonly release: string;
  readonly nationality: string;
  readonly rating: string;
  /** The rating mark's accessible meaning ("Rating 12"). */
  readonly ratingMark: (mark: string) => string;
  /** Each Cinecheck pictogram in words. */
  readonly descriptor: (key: string) => string;
  readonly feelings: string;
  /** "1 930 want to see it", "419 loved it"... with the formatted count. */
  readonly feeling: (kind: 'wishlist' | 'loved' | 'liked' | 'disappointed', count: number, formatted: string) => string;
}

const FEELINGS: readonly { kind: 'wishlist' | 'loved' | 'liked' | 'disappointed'; icon: IconName }[] = [
  { kind: 'wishlist', icon: 'heart' },
  { kind: 'loved', icon: 'emotion-loved' },
  { kind: 'liked', icon: 'emotion-liked' },
  { kind: 'disappointed', icon: 'emotion-disappointed' },
];

/** The text of each content descriptor the texts know (another is shown by its id). */
const DESCRIPTOR_TEXTS: ReadonlyMap<string, TextKey<'catalogue'>> = new Map<string, TextKey<'catalogue'>>([
  ['violence', 'movie.descriptors.violence'],
  ['fear', 'movie.descriptors.fear'],
  ['sex', 'movie.descriptors.sex'],
  ['discrimination', 'movie.descriptors.discrimination'],
  ['drugs', 'movie.descriptors.drugs'],
  ['language', 'movie.descriptors.language'],
]);

/** The sentence of each feeling (with its count). */
const FEELING_TEXTS: Readonly<Record<(typeof FEELINGS)[number]['kind'], TextKey<'catalogue'>>> = {
  wishlist: 'movie.feeling.wishlist',
  loved: 'movie.feeling.loved',
  liked: 'movie.feeling.liked',
  disappointed: 'movie.feeling.disappointed',
};

/**
 * The film's record (CAT-07, ENT-06): synopsis; directors, actors, genres, duration (RULE-25,
 * RULE-26), release, nationality and content rating (RULE-20..22, by the site's scheme, SITE-41);
 * then what moviegoers felt (feelings counts).
 */
export function MovieRecord({
  show,
  facts,
  release,
  nationality,
  formatNumber,
  labels,
}: {
  readonly show: Pick<ShowDetail, 'synopsis' | 'genres' | 'feelings'>;
  readonly facts: MovieFacts;
  readonly release: { readonly date: string; readonly text: string } | null;
  /** The nationality's country name in the page language. */
  readonly nationality: string | null;
  readonly formatNumber: (value: number) => string;
  readonly labels: RecordLabels;
}) {
  const synopsisId = useId();
  const detailsId = useId();
  const feelingsId = useId();
  const { rating } = facts;
  return (
    <div className="catalogue-movie__record">
      {show.synopsis ? (
        <section className="catalogue-movie__story" aria-labelledby={synopsisId}>
          <h2 id={synopsisId} className="catalogue-movie__section-title">
            {labels.synopsis}
          </h2>
          <p className="catalogue-movie__synopsis">{show.synopsis}</p>
        </section>
      ) : null}
      <section className="catalogue-movie__details" aria-labelledby={detailsId}>
        <h2 id={detailsId} className="catalogue-movie__section-title">
          {labels.details}
        </h2>
        <dl className="catalogue-movie__credits">
          {facts.directors.length > 0 ? (
            <div>
              <dt>{labels.directors}</dt>
              <dd>{facts.directors.join(', ')}</dd>
            </div>
          ) : null}
          {facts.actors.length > 0 ? (
            <div>
              <dt>{labels.actors}</dt>
              <dd>{facts.actors.join(', ')}</dd>
            </div>
          ) : null}
          {show.genres.length > 0 ? (
            <div>
              <dt>{labels.genres}</dt>
              <dd>{show.genres.join(', ')}</dd>
            </div>
          ) : null}
          {facts.duration ? (
            <div>
              <dt>{labels.duration}</dt>
              <dd>{facts.duration}</dd>
            </div>
          ) : null}
          {release ? (
            <div>
              <dt>{labels.release}</dt>
              <dd>
                <time dateTime={release.date}>{release.text}</time>
              </dd>
            </div>
          ) : null}
          {nationality ? (
            <div>
              <dt>{labels.nationality}</dt>
              <dd>{nationality}</dd>
            </div>
          ) : null}
          <div>
            <dt>{rating.system ? `${labels.rating} (${rating.system})` : labels.rating}</dt>
            <dd className="catalogue-movie__rating">
              {rating.mark && rating.mark !== rating.text ? (
                <ContentRating rating={rating.mark} label={labels.ratingMark(rating.mark)} />
              ) : null}
              <span>{rating.text}</span>
              {rating.descriptors.length > 0 ? (
                <span className="catalogue-movie__descriptors">
                  {rating.descriptors.map((key) => labels.descriptor(key)).join(', ')}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
      </section>
      <section className="catalogue-movie__feelings" aria-labelledby={feelingsId}>
        <h2 id={feelingsId} className="catalogue-movie__section-title">
          {labels.feelings}
        </h2>
        <ul className="catalogue-movie__feeling-list">
          {FEELINGS.map(({ kind, icon }) => {
            const count = show.feelings[kind];
            return (
              <li key={kind} className="catalogue-movie__feeling">
                <Icon name={icon} size={24} />
                <span>{labels.feeling(kind, count, formatNumber(count))}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/**
 * The record of a film's page from its data: its facts, release and nationality on the site and
 * in the page language. It has no control: the page keeps the server's markup of it when it
 * hydrates, and loads this code only to render it in the browser (movie-page.tsx).
 */
export function FilmRecord({ show, page }: { readonly show: ShowDetail; readonly page: PageInfo }) {
  const { t } = useTranslation('catalogue');
  const facts = movieFacts(show, t('movie.allAudiences'));
  const released = filmReleaseDate(show, page.site);
  const number = numberFormat(page.format.locale);
  return (
    <MovieRecord
      show={show}
      facts={facts}
      release={released ? { date: released, text: page.format.date(released) } : null}
      nationality={facts.nationality ? countryName(facts.nationality, page.format.locale) : null}
      formatNumber={(value) => number.format(value)}
      labels={{
        synopsis: t('movie.synopsis'),
        details: t('movie.details'),
        directors: t('movie.directors'),
        actors: t('movie.actors'),
        genres: t('movie.genres'),
        duration: t('movie.duration'),
        release: t('movie.release'),
        nationality: t('movie.nationality'),
        rating: t('movie.rating'),
        ratingMark: (mark) => t('movie.ratingMark', { mark }),
        descriptor: (key) => {
          const text = DESCRIPTOR_TEXTS.get(key);
          return text ? t(text) : key;
        },
        feelings: t('movie.feelings'),
        feeling: (kind, count, formatted) => t(FEELING_TEXTS[kind], { count, formatted }),
      }}
    />
  );
}
