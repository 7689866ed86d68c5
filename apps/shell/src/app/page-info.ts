import type { Language } from '@marquee/domain-models';
import { siteFormats } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { href, type PageKind } from '@marquee/routing';
import { DEFAULT_MOBILE_APP } from '@marquee/site-config';
import type { ShellServices } from './shell-context';

/** What the shell tells a remote's page about itself (the same for its loader and its component). */
export function pageInfo(
  services: ShellServices,
  kind: PageKind,
  language: Language,
  params: PageInfo['params'],
  url: URL,
): PageInfo {
  return {
    site: services.site.code,
    language,
    kind,
    params,
    url,
    flags: services.flags,
    device: services.device,
    timeZone: services.site.timeZone,
    currency: services.site.currency,
    mobileApp: services.site.mobileApp ?? DEFAULT_MOBILE_APP,
    format: siteFormats({
      language,
      country: services.site.code,
      timeZone: services.site.timeZone,
      currency: services.site.currency,
    }),
    api: services.api(language),
    href: (target, targetParams, targetLanguage = language) =>
      href(services.site, targetLanguage, target, targetParams),
  };
}
