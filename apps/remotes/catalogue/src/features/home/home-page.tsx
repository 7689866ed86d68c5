import { responsiveImage } from '@marquee/domain-models';
import { WishlistToggle } from '@marquee/ui-kit';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { useMemo } from 'react';
import { CardHeartsProvider, useCardHearts, useRefs } from '../../components/card-hearts';
import {
  ROW_MAX_CARDS,
  ROW_POSTER_SIZES,
  type RowLabels,
  ShowCardRow,
  ShowRow,
  useRowScrolling,
} from '../../components/show-row/show-row';
import { ShowCard } from '../../components/show-card';
import { useRouterLinks } from '../../components/use-router-links';
import { filmCtaLabel } from '../../components/film-cta';
import { LIST_TEXTS, SHOW_LISTS } from '../../lib/show-lists';
import { homeHead } from './home-head';
import { type HomeData, loadHome, type PromoCard } from './home-loader';
import './home.css';

/** Cards of the first row the server renders for a device: their posters load eagerly. */
const FIRST_ROW = { mobile: 3, tablet: 4, desktop: 6 } as const;

/** A push's displayed width: most of a phone, two side by side from 1080 px. */
const PUSH_SIZES = '(min-width: 1080px) 660px, 88vw';
const PUSH_WIDTHS = [480, 960, 1280];
/** A promotion card or a video thumbnail in a grid: a phone's width, a third of a desktop. */
const CARD_SIZES = '(min-width: 1080px) 440px, (min-width: 700px) 45vw, 92vw';
const CARD_WIDTHS = [480, 960];

/** A 16:9 picture of a backdrop URL: AVIF and WebP before the JPEG when it is a raster URL. */
function Backdrop({
  src,
  sizes,
  widths,
  loading,
}: {
  readonly src: string;
  readonly sizes: string;
  readonly widths: readonly number[];
  readonly loading: 'lazy' | 'eager' | 'lcp';
}) {
  const image = responsiveImage(src, widths);
  const img = (
    <img
      className="catalogue-home__image"
      src={image?.src ?? src}
      alt=""
      width={image?.width ?? 1280}
      height={image?.height ?? 720}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'lcp' ? 'high' : 'auto'}
      decoding={loading === 'lcp' ? undefined : 'async'}
    />
  );
  if (!image) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/** What a promotion's call to action says: for a film, its booking state decides. */
type PromoCta = { readonly label: string; readonly style: 'accent' | 'outline' | 'status' } | null;

/** A promotion: its backdrop, title, teaser and call to action (the whole card follows it). */
function Promo({
  card,
  cta,
  loading,
  sizes,
  widths,
  newTab,
  label,
  heartLabel,
}: {
  readonly card: PromoCard;
  readonly cta: PromoCta;
  readonly loading: 'lazy' | 'eager' | 'lcp';
  readonly sizes: string;
  readonly widths: readonly number[];
  readonly newTab: string;
  /** A label above the title ("Sponsored" on the native ad). */
  readonly label?: string;
  /** A film in presale: the wishlist heart's name, the way to be told when its sales open. */
  readonly heartLabel?: string;
}) {
  const booking = card.film?.booking?.kind;
  return (
    <article className="catalogue-promo" {...(booking ? { 'data-booking': booking } : {})}>
      <Backdrop src={card.image} sizes={sizes} widths={widths} loading={loading} />
      <div className="catalogue-promo__body">
        {label ? <p className="catalogue-promo__label">{label}</p> : null}
        <h3 className="catalogue-promo__title">{card.title}</h3>
        <p className="catalogue-promo__teaser">{card.teaser}</p>
        <div className="catalogue-promo__actions">
          <a
            className={`catalogue-promo__cta catalogue-promo__cta--${cta?.style ?? 'link'}`}
            href={card.href}
            {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {cta?.label ?? card.title}
            {cta ? <span className="catalogue-sr-only"> — {card.title}</span> : null}
            {card.external ? <span className="catalogue-sr-only"> ({newTab})</span> : null}
          </a>
          {heartLabel && card.film ? (
            <WishlistToggle pressed={false} label={heartLabel} data-wish={card.film.slug} />
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The slugs of the films the home shows a heart for (its rows as `ShowCardRow` cuts them, the VOD row, the promotions of films in presale). */
function cardSlugs(data: HomeData): string[] {
  const presales = [...data.pushes, ...data.autopromos, ...(data.nativeAd ? [data.nativeAd] : [])].flatMap((card) =>
    card.film?.booking?.kind === 'presale' ? [card.film.slug] : [],
  );
  const cards = [...data.rows.flatMap((row) => row.shows.slice(0, ROW_MAX_CARDS)), ...data.vod].map(
    (show) => show.slug,
  );
  return [...new Set([...cards, ...presales])];
}

function HomePage({ data, page }: PageProps<HomeData>) {
  const { t } = useTranslation('catalogue');
  const slugs = useMemo(() => cardSlugs(data), [data]);
  const hearts = useCardHearts<HTMLDivElement>(page, slugs);
  // The page's delegated listeners on one element: router links, the rows' buttons, the cards' hearts.
  const links = useRouterLinks<HTMLDivElement>();
  const rows = useRowScrolling<HTMLDivElement>();
  const listeners = useRefs(links, rows, hearts.ref);
  const labels: RowLabels = { seeAll: t('home.seeAll'), previous: t('home.previous'), next: t('home.next') };
  const newTab = t('home.newTab');
  const firstRow = FIRST_ROW[page.device.viewport];
  const movie = (show: { slug: string }) => page.href('Movie', { slug: show.slug });
  const [first, ...others] = data.rows;
  const rowOf = (row: (typeof data.rows)[number], eager: number) => (
    <ShowCardRow
      key={row.kind}
      id={`home-${SHOW_LISTS[row.kind].key}`}
      title={t(LIST_TEXTS[SHOW_LISTS[row.kind].key].row)}
      shows={row.shows}
      href={movie}
      seeAll={page.href(row.kind)}
      labels={labels}
      eager={eager}
    />
  );
  const promos = data.autopromos;
  // A film's call to action follows its booking state: "Book" (the CMS's own label and style)
  // only when it can be booked; otherwise when its sales open or its release, never as a yellow
  // button. A film whose record could not be loaded gets its title, not a "Book" it may not honour.
  const ctaOf = (card: PromoCard): PromoCta => {
    if (!card.film) return card.cta;
    const booking = card.film.booking;
    if (!booking) return null;
    const text = filmCtaLabel(booking, t, page.format);
    return booking.kind === 'bookable'
      ? { label: text, style: card.cta?.style ?? 'accent' }
      : { label: text, style: 'status' };
  };
  const heartOf = (card: PromoCard) => (card.film?.booking?.kind === 'presale' ? hearts.label(card.title) : undefined);
  const promo = (card: PromoCard) => ({ card, cta: ctaOf(card), heartLabel: heartOf(card) });
  return (
    <CardHeartsProvider value={hearts.label}>
      <div className="catalogue-home" ref={listeners}>
        <h1 className="catalogue-home__title">{t('home.title')}</h1>
        {data.pushes.length > 0 ? (
          <ShowRow id="home-pushes" title={t('home.pushes')} labels={labels} className="catalogue-home__pushes">
            {data.pushes.map((card, index) => (
              <li key={`${card.href}-${card.title}`} className="catalogue-row__item">
                <Promo
                  {...promo(card)}
                  loading={index === 0 ? 'lcp' : 'lazy'}
                  sizes={PUSH_SIZES}
                  widths={PUSH_WIDTHS}
                  newTab={newTab}
                />
              </li>
            ))}
          </ShowRow>
        ) : null}
        {first ? rowOf(first, firstRow) : null}
        {data.lastChance.length > 0 ? (
          <ShowCardRow
            id="home-last-chance"
            title={t('home.rows.lastChance')}
            shows={data.lastChance}
            href={movie}
            seeAll={page.href('ShowsBook')}
            labels={labels}
            eager={0}
          />
        ) : null}
        {data.permanent ? (
          <aside className="catalogue-home__permanent" aria-labelledby="home-permanent">
            <div>
              <h2 id="home-permanent" className="catalogue-home__permanent-title">
                {data.permanent.title}
              </h2>
              <p>{data.permanent.teaser}</p>
            </div>
            <a
              className="catalogue-promo__cta catalogue-promo__cta--accent"
              href={data.permanent.href}
              {...(data.permanent.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {ctaOf(data.permanent)?.label ?? data.permanent.title}
              <span className="catalogue-sr-only"> — {data.permanent.title}</span>
            </a>
          </aside>
        ) : null}
        {others.slice(0, 2).map((row) => rowOf(row, 0))}
        {promos.length > 0 ? (
          <section className="catalogue-home__promos" aria-labelledby="home-autopromos">
            <h2 id="home-autopromos" className="catalogue-row__title">
              {t('home.autopromos')}
            </h2>
            <ul className="catalogue-home__grid">
              {promos.map((card) => (
                <li key={`${card.href}-${card.title}`}>
                  <Promo {...promo(card)} loading="lazy" sizes={CARD_SIZES} widths={CARD_WIDTHS} newTab={newTab} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {others.slice(2).map((row) => rowOf(row, 0))}
        {data.nativeAd ? (
          <section className="catalogue-home__ad" aria-label={t('home.ad')}>
            <h2 className="catalogue-sr-only">{t('home.ad')}</h2>
            <Promo
              {...promo(data.nativeAd)}
              loading="lazy"
              sizes={CARD_SIZES}
              widths={CARD_WIDTHS}
              newTab={newTab}
              label={t('home.ad')}
            />
          </section>
        ) : null}
        {data.vod.length > 0 ? (
          <ShowRow id="home-vod" title={t('home.vod')} labels={labels}>
            {data.vod.map((show) => (
              <li key={show.slug} className="catalogue-row__item">
                <ShowCard show={show} href={movie(show)} poster="lazy" sizes={ROW_POSTER_SIZES} />
              </li>
            ))}
          </ShowRow>
        ) : null}
        {data.videos ? (
          <ShowRow
            id="home-videos"
            title={t('home.videos')}
            labels={{ ...labels, seeAll: t('home.channel') }}
            seeAll={{ href: `https://www.youtube.com/@${data.videos.channel}`, external: true }}
            className="catalogue-home__videos"
          >
            {data.videos.items.map((video) => (
              <li key={video.url + video.title} className="catalogue-row__item">
                <a className="catalogue-video" href={video.url} target="_blank" rel="noopener noreferrer">
                  <Backdrop src={video.thumbnail} sizes={CARD_SIZES} widths={CARD_WIDTHS} loading="lazy" />
                  <span className="catalogue-video__title">{video.title}</span>
                  <span className="catalogue-sr-only"> ({newTab})</span>
                </a>
              </li>
            ))}
          </ShowRow>
        ) : null}
      </div>
    </CardHeartsProvider>
  );
}

/** The home page: pushes, film rows, promotions, VOD and the channel's videos. */
export const homePage = definePage<HomeData>({
  loader: (context) => loadHome(context),
  Component: HomePage,
  head: (_data, _page, t) => homeHead(t),
});
