import type { Season } from '@marquee/domain-models';
import { localize } from '../lib/text';
import type { DocRow } from '../rows';
import type { ViewCtx } from './context';

interface SeasonDoc {
  slug: string;
  title: string;
  type: string;
  subtitle: string;
  price: number;
  initialPrice: number;
  active: boolean;
  description: string;
  shows: string[];
}

/** The show slugs a season document names (as stored). */
export const seasonShowSlugs = (d: DocRow): string[] => (d.data as { shows?: string[] }).shows ?? [];

/** A season (special events); `shows` its shows' slugs in the request's language. */
export function seasonView(d: DocRow, shows: string[], ctx: ViewCtx): Season {
  const x = localize<SeasonDoc>(d.data, ctx.r.lang);
  return {
    slug: x.slug,
    title: x.title,
    type: x.type,
    subtitle: x.subtitle,
    poster: `/api/media/season/${x.slug}.svg`,
    price: x.price,
    initialPrice: x.initialPrice,
    currency: ctx.site.currency,
    active: x.active,
    cta: { label: ctx.text('season.cta'), url: `/events/${x.slug}`, blank: false },
    description: x.description,
    backdrop: `/api/media/season/${x.slug}.svg?size=lg`,
    redirectSlug: null,
    shows,
  };
}

/** A season's page; `renamed` when asked by a former slug (then redirectSlug is the current one). */
export function seasonDetailView(d: DocRow, shows: string[], renamed: boolean, ctx: ViewCtx) {
  const s = seasonView(d, shows, ctx);
  return {
    ...s,
    redirectSlug: renamed ? s.slug : null,
    details: {
      prices: [
        { label: ctx.text('season.price.full'), amount: s.initialPrice ?? 0 },
        { label: ctx.text('season.price.pass'), amount: s.price ?? 0 },
      ],
      logo: ctx.site.brand.logo,
      backdrop: s.backdrop,
    },
    seo: { title: s.title, description: s.description.slice(0, 100) },
  };
}
