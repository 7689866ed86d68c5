import { localize } from '../lib/text';
import type { DocRow } from '../rows';
import type { ViewCtx } from './context';

/** The offers page (its document, or empty texts when the site has none). */
export function offersPageView(d: DocRow | undefined, ctx: ViewCtx) {
  const x = localize<{
    title: string;
    subtitle: string;
    description: string;
    restriction: string;
    ctaInfo: string;
    blockOrder: string[];
  }>(d?.data ?? {}, ctx.r.lang);
  return {
    title: x.title,
    subtitle: x.subtitle,
    description: x.description,
    restriction: x.restriction,
    cta: { label: ctx.text('offers.cta'), url: '/offers', blank: false },
    ctaInfo: x.ctaInfo,
    logo: ctx.site.brand.logo,
    backdrop: '/api/media/article/offers.svg',
    mobileBackdrop: '/api/media/article/offers.svg?size=sm',
    blockOrder: x.blockOrder,
  };
}

/** A promotion of the offers page. */
export function promotionView(d: DocRow, ctx: ViewCtx) {
  const x = localize<{
    title: string;
    subtitle: string;
    description: string;
    restriction: string;
    ctaInfo: string;
    label: string | null;
    labelColor: string | null;
  }>(d.data, ctx.r.lang);
  return {
    ...x,
    cta: { label: ctx.text('promotion.cta'), url: '/subscription', blank: false },
    picture: `/api/media/article/${d.slug}.svg`,
    mobilePicture: `/api/media/article/${d.slug}.svg?size=sm`,
  };
}

/** A temporary offer (its price is data of the offer). */
export function temporaryOfferView(d: DocRow, ctx: ViewCtx) {
  const x = localize<{
    title: string;
    subtitle: string;
    price: number;
    initialPrice: number | null;
    currency: string;
    ordering: number;
  }>(d.data, ctx.r.lang);
  return {
    ...x,
    cta: { label: ctx.text('temporary-offer.cta'), url: `/api/booking/offer-${d.slug}`, blank: true },
    picture: `/api/media/article/${d.slug}.svg`,
  };
}

/** An alert (banner) of the site. */
export function alertView(d: DocRow, ctx: ViewCtx) {
  const x = localize<{
    level: 'info' | 'warning';
    title: string;
    subtitle: string;
    message: string;
    class: string;
    allCinemas: boolean;
    cinemas?: string[];
  }>(d.data, ctx.r.lang);
  return {
    ...x,
    icon: x.level === 'warning' ? '/api/media/icon/warning.svg' : '/api/media/icon/info.svg',
    autoCloseId: d.slug,
    cinemas: x.cinemas ?? [],
  };
}
