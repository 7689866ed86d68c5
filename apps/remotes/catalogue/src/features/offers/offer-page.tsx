import { useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { CmsHtml } from '../../components/cms-html';
import { useRouterLinks } from '../../components/use-router-links';
import '../../components/content/content.css';
import { cmsHref } from '../../lib/cms-href';
import '../../components/hero/hero.css';
import { offerHead, offerValidity } from './offer-head';
import { loadOffer, type OfferData } from './offer-loader';

function OfferPage({ data, page }: PageProps<OfferData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLElement>();
  const validity = offerValidity(data.date, page.format, t);
  return (
    <article className="catalogue-content catalogue-content--article" ref={links}>
      <header className="catalogue-hero catalogue-content__hero">
        <img
          className="catalogue-hero__backdrop catalogue-content__backdrop"
          src={data.image}
          alt=""
          width={1280}
          height={480}
          fetchPriority="high"
        />
        <div className="catalogue-hero__intro catalogue-content__intro">
          <nav aria-label={t('content.breadcrumb')} className="catalogue-content__crumbs">
            <a href={page.href('OffersList')}>{t('content.offers.title')}</a>
          </nav>
          <h1 className="catalogue-content__title">{data.title}</h1>
          {data.headline ? <p className="catalogue-content__subtitle">{data.headline}</p> : null}
          <p className="catalogue-content__validity" data-date-type={data.date?.dateType ?? 'none'}>
            {validity ? (
              <>
                {validity.start ? <time dateTime={validity.start}>{validity.text}</time> : null}
                {!validity.start && validity.end ? <time dateTime={validity.end}>{validity.text}</time> : null}
              </>
            ) : (
              t('content.offer.noDate')
            )}
          </p>
          {data.cta && cmsHref(data.cta.url, page) ? (
            <a className="catalogue-content__cta" href={cmsHref(data.cta.url, page)?.href}>
              {data.cta.label}
            </a>
          ) : null}
        </div>
      </header>
      <CmsHtml html={data.content} className="catalogue-content__rich" />
    </article>
  );
}

/** A single offer (page kind Offer, `offres/{slug}`, CAT-63, CAT-64). */
export const offerPage = definePage<OfferData>({
  loader: loadOffer,
  Component: OfferPage,
  head: offerHead,
  header: { backdrop: true },
});
