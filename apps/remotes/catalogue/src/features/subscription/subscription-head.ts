import type { TextKey } from '@marquee/i18n';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import type { SubscriptionProduct } from '../../lib/subscription-product';
import type { SubscriptionData } from './subscription-loader';

/** The title and lead of each product. */
export const PRODUCT_TEXTS: Readonly<
  Record<SubscriptionProduct, { readonly title: TextKey<'catalogue'>; readonly lead: TextKey<'catalogue'> }>
> = {
  cinepass: { title: 'subscription.products.cinepass.title', lead: 'subscription.products.cinepass.lead' },
  pass: { title: 'subscription.products.pass.title', lead: 'subscription.products.pass.lead' },
  unlimited: { title: 'subscription.products.unlimited.title', lead: 'subscription.products.unlimited.lead' },
};

/** The page's head: the product's title and lead, an `OfferCatalog` of its plans, the breadcrumb. */
export function subscriptionHead(data: SubscriptionData, page: PageInfo, t: Translate): PageHead {
  const title = t(PRODUCT_TEXTS[data.product].title);
  const url = page.href('Subscription');
  return {
    title,
    description: t(PRODUCT_TEXTS[data.product].lead),
    structuredData: {
      '@graph': [
        {
          '@type': 'OfferCatalog',
          name: title,
          url: absoluteUrl(url, page),
          itemListElement: data.plans.map((plan) => ({
            '@type': 'Offer',
            name: plan.title,
            description: plan.description,
            price: plan.price,
            priceCurrency: plan.currency,
            url: absoluteUrl(url, page),
          })),
        },
        breadcrumbList(
          [
            { name: t('content.home'), url: page.href('Home') },
            { name: title, url },
          ],
          page,
        ),
      ],
    },
  };
}
