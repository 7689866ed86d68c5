import type { PageInfo } from './contract';

/**
 * The two rules every page's JSON-LD shares (one home for them): addresses are
 * absolute, and a breadcrumb's steps are the pages themselves.
 */

/** An absolute address on the page's origin of a site-relative one (structured data wants absolute URLs). */
export function absoluteUrl(src: string, page: Pick<PageInfo, 'url'>): string {
  try {
    return new URL(src, page.url).href;
  } catch {
    return src;
  }
}

/** A breadcrumb step: a name and the address of its page (the last one is the page itself). */
export interface Crumb {
  readonly name: string;
  readonly url: string;
}

/** A schema.org `ListItem` of a `BreadcrumbList`: `item` ranges over things, so it is the page (a `WebPage` by its address). */
export interface BreadcrumbItem {
  readonly '@type': 'ListItem';
  readonly position: number;
  readonly name: string;
  readonly item: { readonly '@type': 'WebPage'; readonly '@id': string };
}

/** A schema.org `BreadcrumbList` node. */
export interface BreadcrumbNode {
  readonly '@type': 'BreadcrumbList';
  readonly itemListElement: BreadcrumbItem[];
}

/** The `BreadcrumbList` of a page: each crumb a `ListItem` whose `item` is the `WebPage` at its absolute address. */
export function breadcrumbList(crumbs: readonly Crumb[], page: Pick<PageInfo, 'url'>): BreadcrumbNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: { '@type': 'WebPage', '@id': absoluteUrl(crumb.url, page) },
    })),
  };
}
