import { getCinemas, getMasterTemplate, getShows } from '@marquee/api-client';
import { cutAtWord } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { TEMPLATE_KINDS } from '@marquee/routing';
import { DEFAULT_MOBILE_APP } from '@marquee/site-config';
import {
  definePage,
  type PageContext,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import { CmsHtml } from '../../components/cms-html';
import { useRouterLinks } from '../../components/use-router-links';
import '../../components/content/content.css';
import { cmsHref } from '../../lib/cms-href';
import { cmsSanitiser } from '../../lib/cms-sanitiser';
import '../../components/hero/hero.css';

type Template = Awaited<ReturnType<typeof getMasterTemplate>>;

/**
 * A master-template page (CAT-75, CAT-76): header, explanation, mosaic, listing, mobile app,
 * cinemas and shows (named: a failing list leaves them out), labels, guest. Its CMS texts are
 * sanitised here and the raw ones dropped.
 */
export type InfoData = Omit<Template, 'cinemas' | 'shows'> & {
  readonly cinemas: readonly { slug: string; name: string; city: string }[];
  readonly shows: readonly { slug: string; title: string; poster: string }[];
};

/** The template a page kind shows: `info/{slug}` its slug; the mobile app, cvd, general terms and club card their own. */
const FIXED: Partial<Record<PageInfo['kind'], string>> = TEMPLATE_KINDS;

export async function loadInfo(context: Pick<PageContext, 'api' | 'signal' | 'params' | 'kind'>): Promise<InfoData> {
  const slug = FIXED[context.kind] ?? context.params.slug ?? '';
  const template = await getMasterTemplate(context.api, slug, context.signal);
  const [cinemas, shows] = await Promise.all([
    template.cinemas.length > 0 ? getCinemas(context.api, context.signal).catch(() => null) : null,
    template.shows.length > 0 ? getShows(context.api, context.signal).catch(() => null) : null,
  ]);
  const cinemaBySlug = new Map((cinemas?.cinemas ?? []).map((cinema) => [cinema.slug, cinema]));
  const showBySlug = new Map((shows?.shows ?? []).map((show) => [show.slug, show]));
  const sanitiseCmsHtml = await cmsSanitiser();
  return {
    ...template,
    explanation: template.explanation
      ? { title: template.explanation.title, text: sanitiseCmsHtml(template.explanation.text) }
      : null,
    listing: template.listing.map((entry) => ({ title: entry.title, text: sanitiseCmsHtml(entry.text) })),
    cinemas: template.cinemas.flatMap((s) => {
      const cinema = cinemaBySlug.get(s);
      return cinema ? [{ slug: cinema.slug, name: cinema.name, city: cinema.city }] : [];
    }),
    shows: template.shows.flatMap((s) => {
      const show = showBySlug.get(s);
      return show ? [{ slug: show.slug, title: show.title, poster: show.poster.sm ?? show.posterPath }] : [];
    }),
  };
}

export function infoHead(data: InfoData, page: PageInfo, t: Translate): PageHead {
  const url = page.kind === 'Info' ? page.href('Info', { slug: data.slug }) : page.href(page.kind);
  const description = cutAtWord(data.seo.description || data.header.subtitle);
  return {
    title: data.seo.title || data.title,
    ...(description ? { description } : {}),
    image: data.header.backdrop,
    structuredData: {
      '@graph': [
        {
          '@type': page.kind === 'MobileApp' ? 'WebPage' : 'WebPage',
          name: data.title,
          ...(description ? { description } : {}),
          url: absoluteUrl(url, page),
          inLanguage: page.language,
          primaryImageOfPage: { '@type': 'ImageObject', url: absoluteUrl(data.header.backdrop, page) },
        },
        breadcrumbList(
          [
            { name: t('content.home'), url: page.href('Home') },
            { name: data.title, url },
          ],
          page,
        ),
      ],
    },
  };
}

function InfoPage({ data, page }: PageProps<InfoData>) {
  const { t } = useTranslation('catalogue');
  // The site's own app links (site config), as the smart banner uses.
  const stores = page.mobileApp ?? DEFAULT_MOBILE_APP;
  const links = useRouterLinks<HTMLElement>();
  return (
    <article className="catalogue-content catalogue-content--info" ref={links}>
      <header className="catalogue-hero catalogue-content__hero">
        <img
          className="catalogue-hero__backdrop catalogue-content__backdrop"
          src={data.header.backdrop}
          alt=""
          width={1280}
          height={480}
          fetchPriority="high"
        />
        <div className="catalogue-hero__intro catalogue-content__intro">
          <h1 className="catalogue-content__title">{data.header.title}</h1>
          <p className="catalogue-content__subtitle">{data.header.subtitle}</p>
        </div>
      </header>
      {data.explanation ? (
        <section className="catalogue-content__block" aria-labelledby="info-explanation">
          <h2 id="info-explanation" className="catalogue-content__block-title">
            {data.explanation.title}
          </h2>
          <CmsHtml html={data.explanation.text} className="catalogue-content__rich" />
        </section>
      ) : null}
      {data.mosaic.length > 0 ? (
        <section className="catalogue-content__block" aria-labelledby="info-mosaic">
          <h2 id="info-mosaic" className="catalogue-content__block-title">
            {t('content.info.mosaic')}
          </h2>
          <ul className="catalogue-content__mosaic">
            {data.mosaic.map((tile) => (
              <li key={tile.url}>
                <a href={cmsHref(tile.url, page)?.href ?? page.href('Experiences')}>
                  <img src={tile.image} alt="" width={480} height={270} loading="lazy" />
                  <span>{tile.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.listing.length > 0 && data.listing.some((entry) => entry.text !== data.explanation?.text) ? (
        <section className="catalogue-content__block" aria-labelledby="info-listing">
          <h2 id="info-listing" className="catalogue-content__block-title">
            {t('content.info.listing')}
          </h2>
          <dl className="catalogue-content__listing">
            {data.listing.map((entry) => (
              <div key={entry.title}>
                <dt>{entry.title}</dt>
                <dd>
                  <CmsHtml html={entry.text} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {data.mobileApp ? (
        <section className="catalogue-content__block catalogue-content__app" aria-labelledby="info-app">
          <h2 id="info-app" className="catalogue-content__block-title">
            {t('content.info.app')}
          </h2>
          <p>{t('content.info.appLead')}</p>
          <ul className="catalogue-content__stores">
            <li>
              <a className="catalogue-content__cta" href={stores.appStore}>
                App Store
              </a>
            </li>
            <li>
              <a className="catalogue-content__cta" href={stores.googlePlay}>
                Google Play
              </a>
            </li>
          </ul>
        </section>
      ) : null}
      {data.cinemas.length > 0 ? (
        <section className="catalogue-content__block" aria-labelledby="info-cinemas">
          <h2 id="info-cinemas" className="catalogue-content__block-title">
            {t('content.info.cinemas')}
          </h2>
          <ul className="catalogue-content__list">
            {data.cinemas.map((cinema) => (
              <li key={cinema.slug}>
                <a href={page.href('Cinema', { slug: cinema.slug })}>{cinema.name}</a>
                <span className="catalogue-content__fine"> {cinema.city}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.shows.length > 0 ? (
        <section className="catalogue-content__block" aria-labelledby="info-shows">
          <h2 id="info-shows" className="catalogue-content__block-title">
            {t('content.info.shows')}
          </h2>
          <ul className="catalogue-content__list">
            {data.shows.map((show) => (
              <li key={show.slug}>
                <a href={page.href('Movie', { slug: show.slug })}>{show.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.guest ? (
        <section className="catalogue-content__block" aria-labelledby="info-guest">
          <h2 id="info-guest" className="catalogue-content__block-title">
            {t('content.info.guest')}
          </h2>
          <p>{data.guest}</p>
        </section>
      ) : null}
    </article>
  );
}

/** A master-template page (Info `info/{slug}`, and MobileApp, Cvd, Cgv with their own template). */
export const infoPage = definePage<InfoData>({
  loader: loadInfo,
  Component: InfoPage,
  head: infoHead,
  header: { backdrop: true },
});
