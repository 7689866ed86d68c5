import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl } from '@marquee/remote-contract';
import type { EcardsData } from './ecards-loader';

export function ecardsHead(data: EcardsData, page: PageInfo, t: Translate): PageHead {
  const url = page.href(page.kind);
  return {
    title: t('cards.ecards.title', { count: data.places }),
    description: t('cards.ecards.lead', { count: data.places }),
    ...(data.cards[0] ? { image: data.cards[0].image } : {}),
    structuredData: {
      '@graph': data.cards.map((card) => ({
        '@type': 'Product',
        name: card.title,
        image: absoluteUrl(card.image, page),
        ...(card.terms ? { description: card.terms } : {}),
        offers: {
          '@type': 'Offer',
          price: card.price,
          priceCurrency: card.currency,
          url: absoluteUrl(url, page),
          availability: 'https://schema.org/InStock',
        },
      })),
    },
  };
}
