import type { PromotionItem, Show } from '@marquee/domain-models';
import { cutAtWord } from '@marquee/domain-models';
import type { ViewCtx } from './context';

/** How many shows each promotion slot shows. */
export const PROMO_SLOTS = (kind: string) => (kind === 'home' ? 4 : kind === 'header' ? 1 : 2);

/** A show pushed in a promotion slot (`index`: its place). */
export function promoItemView(view: Show, index: number, kind: string, ctx: ViewCtx): PromotionItem {
  return {
    title: view.title,
    position: index + 1,
    teaser: cutAtWord(view.synopsis, 120),
    tags: view.tags,
    type: kind,
    // the raster backdrop (AVIF and WebP follow from it by domain-models' responsiveImage)
    backdropUrl: view.background.md,
    ctaLabel: ctx.text('push.book'),
    ctaUrl: `/films/${view.slug}`,
    ctaType: index === 0 ? 'yellow-button' : 'black-button',
    ctaBlank: false,
  };
}

/** The permanent push of the cinema pass. */
export function permanentAutopromoView(ctx: ViewCtx) {
  return {
    items: [
      {
        title: ctx.text('autopromo.pass.title'),
        position: 1,
        teaser: ctx.text('autopromo.pass.teaser'),
        tags: [],
        type: 'permanent-autopromo',
        backdropUrl: '/api/media/article/pass.svg',
        ctaLabel: ctx.text('autopromo.pass.cta'),
        ctaUrl: '/subscription',
        ctaType: 'black-button',
        ctaBlank: false,
      },
    ],
  };
}
