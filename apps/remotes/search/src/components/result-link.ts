import type { SearchResult } from '@marquee/domain-models';
import type { PageInfo } from '@marquee/remote-contract';
import { isPageKind, type PageKind } from '@marquee/routing';

/** A page of the site a result leads to: its kind and route parameters. */
export interface ResultTarget {
  readonly kind: PageKind;
  readonly params: Readonly<Record<string, string>>;
}

/** Route names the API may send that the router calls otherwise (CL "a result may carry a route to a master-template page or an experience"). */
const ROUTE_ALIASES: Readonly<Record<string, PageKind>> = {
  MasterTemplate: 'Info',
  Entertainment: 'Entertainment',
  Experience: 'Experience',
};

/**
 * Where a search result leads (A§2 "Search results link to", SRCH-12..18): a show to its movie or
 * entertainment page by slug; news to the news item; an offer to the single offer; a cinema to the
 * single cinema; a help article by its urlSlug if present, else by id; a result whose route names a
 * master-template (info) page or an experience follows that route. Null when nothing fits (the
 * result is then not offered).
 */
export function resultTarget(result: SearchResult): ResultTarget | null {
  const routed = ROUTE_ALIASES[result.route.path] ?? result.route.path;
  const routeSlug = result.route.parameters.slug ?? result.slug;
  if (routed === 'Info' || routed === 'Experience')
    return routeSlug ? { kind: routed, params: { slug: routeSlug } } : null;
  switch (result.type) {
    case 'show': {
      const entertainment = result.route.path === 'Entertainment' || result.payload.isMovie === false;
      return result.slug ? { kind: entertainment ? 'Entertainment' : 'Movie', params: { slug: result.slug } } : null;
    }
    case 'cinema':
      return result.slug ? { kind: 'Cinema', params: { slug: result.slug } } : null;
    case 'offer':
      return result.slug ? { kind: 'Offer', params: { slug: result.slug } } : null;
    case 'news':
      return result.slug ? { kind: 'NewsItem', params: { slug: result.slug } } : null;
    case 'faq': {
      if (result.slug) return { kind: 'FaqArticleBySlug', params: { slug: result.slug } };
      const id = result.route.parameters.id ?? String(result.payload.articleId ?? result.id.replace(/^faq-/, ''));
      return /^\d+$/.test(id) ? { kind: 'FaqArticleById', params: { id } } : null;
    }
  }
  return isPageKind(routed) ? { kind: routed, params: { ...result.route.parameters } } : null;
}

/** The address of a result on this site, in the page's language; null when it leads nowhere. */
export function resultHref(result: SearchResult, page: Pick<PageInfo, 'href'>): string | null {
  const target = resultTarget(result);
  return target ? page.href(target.kind, target.params) : null;
}

/** The second line of a result: a cinema's city and postal code; nothing for the others. */
export function resultSubtitle(result: SearchResult): string {
  if (result.type !== 'cinema') return '';
  const city = typeof result.payload.city === 'string' ? result.payload.city : '';
  const zip = typeof result.payload.postalCode === 'string' ? result.payload.postalCode : '';
  return [zip, city].filter(Boolean).join(' ');
}
