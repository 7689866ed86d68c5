import type { RoutingSite } from './routes';

// The eight sites as CLARIFICATIONS sets them (SITE-04..11, SITE-15..17), for tests.
export const SITES: Readonly<Record<string, RoutingSite>> = {
  fr: { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false },
  ch: { code: 'ch', languages: ['fr', 'en', 'de'], defaultLanguage: 'en', prefixDefaultLanguage: true },
  be: { code: 'be', languages: ['fr', 'nl', 'en'], defaultLanguage: 'en', prefixDefaultLanguage: true },
  nl: { code: 'nl', languages: ['nl', 'en'], defaultLanguage: 'nl', prefixDefaultLanguage: true },
  tn: { code: 'tn', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: true },
  sn: { code: 'sn', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: true },
  ci: { code: 'ci', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: true },
  ma: { code: 'ma', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: true },
};

export const fr = SITES.fr as RoutingSite;
export const ch = SITES.ch as RoutingSite;
export const be = SITES.be as RoutingSite;
export const nl = SITES.nl as RoutingSite;
export const tn = SITES.tn as RoutingSite;
