import { cutAtWord } from '@marquee/domain-models';
import { localize } from '../lib/text';
import type { DocRow } from '../rows';
import type { ViewCtx } from './context';

/** The info pages (master templates) as listed. */
export const templateItemView = (d: DocRow, ctx: ViewCtx) => ({
  slug: d.slug,
  title: localize<{ title: string }>(d.data, ctx.r.lang).title,
});

/** What an info page shows beyond its document: experiences, cinemas and films of the site. */
export interface TemplateFacts {
  experiences: DocRow[];
  cinemas: string[];
  shows: string[];
}

/** An info page. */
export function templateView(d: DocRow, facts: TemplateFacts, ctx: ViewCtx) {
  const x = localize<{ slug: string; title: string; subtitle: string; text: string; mobileApp: boolean }>(
    d.data,
    ctx.r.lang,
  );
  return {
    slug: x.slug,
    title: x.title,
    header: { title: x.title, subtitle: x.subtitle, backdrop: `/api/media/article/${x.slug}.svg` },
    explanation: { title: x.subtitle, text: x.text },
    mosaic: facts.experiences.map((g) => ({
      title: localize<{ title: string }>(g.data, ctx.r.lang).title,
      image: `/api/media/experience/${g.slug}.svg`,
      url: `/experiences/${g.slug}`,
    })),
    listing: [{ title: x.subtitle, text: x.text }],
    mobileApp: x.mobileApp,
    cinemas: facts.cinemas,
    shows: facts.shows,
    labels: { more: ctx.text('template.more') },
    guest: null,
    // The text is CMS HTML: the description is its words.
    seo: {
      title: x.title,
      description: cutAtWord(
        x.text
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    },
  };
}
