import { cutAtWord } from '@marquee/domain-models';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import type { OffersData } from './offers-loader';

/** The offers page's head: its title and description, backdrop, an `OfferCatalog` of its priced offers, breadcrumb. */
export function offersHead(data: OffersData, page: PageInfo, t: Translate): PageHead {
  const url = page.href('OffersList');
  const description = cutAtWord(data.header.description || data.header.subtitle);
  const priced = [
    ...(data.temporary ?? []).map((offer) => ({ name: offer.title, price: offer.price, currency: offer.currency })),
    ...(data.ecards ?? []).map((card) => ({ name: card.title, price: card.price, currency: card.currency })),
  ];
  return {
    title: data.header.title,
    ...(description ? { description } : {}),
    image: data.header.backdrop,
    structuredData: {
      '@graph': [
        {
          '@type': 'OfferCatalog',
          name: data.header.title,
          url: absoluteUrl(url, page),
          itemListElement: priced.map((offer) => ({
            '@type': 'Offer',
            name: offer.name,
            price: offer.price,
            priceCurrency: offer.currency,
          })),
        },
        breadcrumbList(
          [
            { name: t('content.home'), url: page.href('Home') },
            { name: data.header.title, url },
          ],
          page,
        ),
      ],
    },
  };
}
