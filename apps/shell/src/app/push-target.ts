import type { Language } from '@marquee/domain-models';
import { href, isExternalHref, languagePrefix, match } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';

/**
 * Where a push's call to action leads on this site: an external address as it is; a path of the
 * site in the page language (the API's show path `/films/{slug}` is the film page); null when the
 * path is no page of the site (the push is then shown without its button).
 */
export function pushTarget(site: SiteConfig, language: Language, ctaUrl: string): string | null {
  if (isExternalHref(ctaUrl)) return ctaUrl;
  if (!ctaUrl.startsWith('/') || ctaUrl.startsWith('//')) return null;
  const show = /^\/films?\/([^/?#]+)\/?$/.exec(ctaUrl);
  if (show?.[1]) return href(site, language, 'Movie', { slug: decodeURIComponent(show[1]) });
  const prefixed = `${languagePrefix(site, language)}${ctaUrl === '/' ? '' : ctaUrl}` || '/';
  if (match(site, prefixed)) return prefixed;
  return match(site, ctaUrl) ? ctaUrl : null;
}
