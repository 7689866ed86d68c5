import { isLanguage } from '@marquee/domain-models';
import type { PageInfo } from '@marquee/remote-contract';
import { isKindOffered, neutralPage, type PageKind } from '@marquee/routing';

/** A CMS link as a page shows it. */
export interface CmsLink {
  readonly href: string;
  /** Another site's address (opens in a new tab). */
  readonly external: boolean;
}

/** The legacy film path the CMS writes (`/films/{slug}`, plural), besides the neutral `/film/{slug}`. */
const LEGACY_FILM = /^\/films\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * Where a link written by the content system goes on this site, in the page language. The CMS
 * names a page of the site in the neutral (English) path words, with or without a language
 * prefix (`/films`, `/subscription`, `/experiences/imax`, `/en/film/little-comet`, `/films/{slug}`):
 * that page's address here comes from the routing tables (`href`), never the CMS's literal.
 * Null where the named page does not exist on this site or its flags leave it off (the
 * subscription page on be), or for a link that is no address (`mailto:` is not a page).
 * Another site's address stays as it is (external); any other path of the site is kept.
 */
export function cmsHref(
  url: string,
  page: Pick<PageInfo, 'href'> & Partial<Pick<PageInfo, 'site' | 'flags'>>,
): CmsLink | null {
  if (/^https?:\/\//i.test(url)) return { href: url, external: true };
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const cut = url.search(/[?#]/);
  const path = (cut === -1 ? url : url.slice(0, cut)).replace(/\/+$/, '') || '/';
  const suffix = cut === -1 ? '' : url.slice(cut);
  const first = path.split('/')[1] ?? '';
  const bare = isLanguage(first) ? path.slice(first.length + 1) || '/' : path;
  const film = LEGACY_FILM.exec(bare);
  const named: { kind: PageKind; params: Readonly<Record<string, string>> } | null =
    neutralPage(bare) ?? (film ? { kind: 'Movie', params: { slug: film[1] as string } } : null);
  if (!named) return { href: url, external: false };
  if (page.site !== undefined && page.flags !== undefined && !isKindOffered(page.site, named.kind, page.flags)) {
    return null;
  }
  try {
    return { href: `${page.href(named.kind, named.params)}${suffix}`, external: false };
  } catch {
    return null; // The page does not exist on this site (or in this language).
  }
}
