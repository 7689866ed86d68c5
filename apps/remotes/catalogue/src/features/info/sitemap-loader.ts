import { getCinemas, getMasterTemplates } from '@marquee/api-client';
import type { PageContext } from '@marquee/remote-contract';
import { TEMPLATE_KINDS } from '@marquee/routing';

/** The sitemap page (ROUTE-46): the main pages, the info pages and the cinemas (a failing list is left out). */
export interface SitemapData {
  readonly info: readonly { slug: string; title: string }[];
  readonly cinemas: readonly { slug: string; name: string }[];
}

export async function loadSitemap(context: Pick<PageContext, 'api' | 'signal'>): Promise<SitemapData> {
  const [templates, cinemas] = await Promise.all([
    getMasterTemplates(context.api, context.signal).catch(() => null),
    getCinemas(context.api, context.signal).catch(() => null),
  ]);
  // A template shown by a page kind of its own (the club card, cvd...) is listed as that page.
  const own = new Set(Object.values(TEMPLATE_KINDS));
  return {
    info: (templates?.items ?? []).filter((item) => !own.has(item.slug)),
    cinemas: (cinemas?.cinemas ?? []).map(({ slug, name }) => ({ slug, name })),
  };
}
