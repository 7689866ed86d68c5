import { useTranslation } from '@marquee/i18n';
import { DEFAULT_MOBILE_APP } from '@marquee/site-config';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { CmsHtml } from '../../components/cms-html';
import { useRouterLinks } from '../../components/use-router-links';
import { infoHead } from './info-head';
import { type InfoData, loadInfo } from './info-loader';
import '../../components/content/content.css';
import { cmsHref } from '../../lib/cms-href';
import '../../components/hero/hero.css';

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
