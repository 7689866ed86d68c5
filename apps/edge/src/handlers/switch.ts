import type { ServerResponse } from 'node:http';
import type { CountryCode, Environment } from '@marquee/domain-models';
import { languageCookie } from '@marquee/i18n';
import { href, isPageKind, parseSwitchRedirect, SWITCH_REDIRECT_PATH } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';
import { secureCookie } from '../proxy';
import type { SiteBuild } from '../sites';
import { type Handler, sendText } from './context';

/**
 * The server-side redirect path of language and country switches (ROUTE alias, SHELL-51):
 * remembers the language in the `lang` cookie (Secure over https) and sends the visitor to the
 * same page in that language, on this site or on the chosen country's site (its configured origin).
 */
export function switchHandler(options: {
  readonly sites: ReadonlyMap<CountryCode, SiteBuild>;
  readonly origin: (site: SiteConfig, environment: Environment) => string;
  readonly redirect: (res: ServerResponse, status: 301 | 302, location: string) => void;
}): Handler {
  return ({ res, site, environment, url, scheme }) => {
    if (url.pathname !== SWITCH_REDIRECT_PATH) return false;
    const request = parseSwitchRedirect(`${url.pathname}${url.search}`);
    const target = request?.country ? options.sites.get(request.country as CountryCode) : site;
    if (!request || !target) {
      sendText(res, 400, 'A switch needs lang and type, and an existing country: /redirect?lang=en&type=Home\n');
      return true;
    }
    const language = target.config.languages.includes(request.language)
      ? request.language
      : target.config.defaultLanguage;
    let location: string;
    try {
      const kind = isPageKind(request.type) ? request.type : 'Home';
      location = href(target.config, language, kind, request.slug ? { slug: request.slug } : {});
    } catch {
      // A page kind this site does not have, or a slug that does not fit: the home page.
      location = href(target.config, language, 'Home');
    }
    if (target !== site) location = `${options.origin(target.config, environment)}${location}`;
    const cookie = languageCookie(language);
    res.setHeader('Set-Cookie', scheme === 'https' ? secureCookie(cookie) : cookie);
    options.redirect(res, 302, location);
    return true;
  };
}
