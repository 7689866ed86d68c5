import type { Article } from '@marquee/domain-models';
import { absoluteUrl, breadcrumbList, type PageHead, type PageInfo, type Translate } from '@marquee/remote-contract';
import type { Translator } from '@marquee/i18n';
import { articlePageHead } from '../../lib/article-head';
import { cmsHref } from '../../lib/cms-href';
import type { OfferData } from './offer-loader';

/** The offer's validity in words by its date range type (CAT-64); null for `noDate`. */
export function offerValidity(
  date: Article['date'],
  format: PageInfo['format'],
  t: Translator<'catalogue'>,
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
  const { head, description } = articlePageHead(data);
  const validity = offerValidity(data.date, page.format, t);
  return {
    ...head,
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
