import { getOffer } from '@marquee/api-client';
import type { Article } from '@marquee/domain-models';
import { cutAtWord } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import {
  definePage,
  type PageContext,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import { articleTracking } from '@marquee/tracking';
import { CmsHtml } from '../../components/cms-html';
import { useRouterLinks } from '../../components/use-router-links';
import '../../components/content/content.css';
import { cmsHref } from '../../lib/cms-href';
import { cmsSanitiser } from '../../lib/cms-sanitiser';
import '../../components/hero/hero.css';

/** A single offer: the article with its content sanitised (the raw CMS HTML is not kept). */
export type OfferData = Article;

/** GET /api/offer/{slug} (CAT-63): missing is the not-found view; a `redirectSlug` is a 301 to the new slug. */
export async function loadOffer(context: Pick<PageContext, 'api' | 'signal' | 'params'>): Promise<OfferData> {
  const offer = await getOffer(context.api, context.params.slug ?? '', context.signal);
  const sanitiseCmsHtml = await cmsSanitiser();
  return { ...offer, content: sanitiseCmsHtml(offer.content) };
}

/** The offer's validity in words by its date range type (CAT-64); null for `noDate`. */
export function offerValidity(
  date: Article['date'],
  format: PageInfo['format'],
  t: Translate,
): { text: string; start: string | null; end: string | null } | null {
  if (!date) return null;
  const { dateType, start, end } = date;
  const day = (value: string) => format.date(value);
  switch (dateType) {
    case 'exact':
      return start
        ? { text: t('content.offer.exact', { date: day(start), time: format.time(start) }), start, end: null }
        : null;
    case 'exactWithoutHours':
      return start ? { text: t('content.offer.exactWithoutHours', { date: day(start) }), start, end: null } : null;
    case 'from':
      return start ? { text: t('content.offer.from', { date: day(start) }), start, end: null } : null;
    case 'until':
      return end ? { text: t('content.offer.until', { date: day(end) }), start: null, end } : null;
    case 'interval':
      return start && end
        ? { text: t('content.offer.interval', { start: day(start), end: day(end) }), start, end }
        : null;
    default:
      return null;
  }
}

/** The offer's head: SEO title and description, image, tracking; an `Offer` (validity dates) and the breadcrumb. */
export function offerHead(data: OfferData, page: PageInfo, t: Translate): PageHead {
  const url = page.href('Offer', { slug: data.slug });
  const description = cutAtWord(data.seo.description || data.headline || data.teaser);
  const validity = offerValidity(data.date, page.format, t);
  return {
    title: data.seo.title || data.title,
    ...(description ? { description } : {}),
    image: data.image,
    tracking: { article: articleTracking(data) },
    structuredData: {
      '@graph': [
        {
          '@type': 'Offer',
          name: data.title,
          ...(description ? { description } : {}),
          image: absoluteUrl(data.image, page),
          url: absoluteUrl((data.cta ? cmsHref(data.cta.url, page)?.href : undefined) ?? url, page),
          ...(validity?.start ? { validFrom: validity.start } : {}),
          ...(validity?.end ? { validThrough: validity.end } : {}),
          offeredBy: { '@type': 'Organization', name: data.author || t('content.brand') },
        },
        breadcrumbList(
          [
            { name: t('content.home'), url: page.href('Home') },
            { name: t('content.offers.title'), url: page.href('OffersList') },
            { name: data.title, url },
          ],
          page,
        ),
      ],
    },
  };
}

function OfferPage({ data, page }: PageProps<OfferData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLElement>();
  const validity = offerValidity(data.date, page.format, t);
  return (
    <article className="catalogue-content catalogue-content--article" ref={links}>
      <header className="catalogue-hero catalogue-content__hero">
        <img
          className="catalogue-content__backdrop"
          src={data.image}
          alt=""
          width={1280}
          height={480}
          fetchPriority="high"
        />
        <div className="catalogue-content__intro">
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
