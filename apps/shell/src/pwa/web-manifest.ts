import type { Language } from '@marquee/domain-models';
import { href } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';
import { COLORS } from '@marquee/ui-kit/tokens';

/** The file a country build writes for one language (beside index.html, served at WEB_MANIFEST_PATH). */
export function webManifestFile(language: Language): string {
  return `manifest.${language}.webmanifest`;
}

/** The icons every site installs with (apps/shell/public/assets/icons, made by scripts/pwa-icons.mjs). */
export const WEB_MANIFEST_ICONS = [
  { src: '/assets/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/assets/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/assets/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The texts of the manifest in one language (the shell's `pwa.*` texts, `{{brand}}` filled in). */
export interface WebManifestTexts {
  /** The installed app's full name. */
  readonly name: string;
  /** Under the icon (12 characters or so). */
  readonly shortName: string;
  readonly description: string;
}

/** A web app manifest (the members we write). */
export interface WebManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly lang: Language;
  readonly dir: 'ltr';
  readonly start_url: string;
  readonly scope: '/';
  readonly display: 'standalone';
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly { src: string; sizes: string; type: string; purpose: string }[];
}

/**
 * The manifest of a site in one of its languages: the site's brand in the language's texts, the
 * home of that language as the start, the whole site as the scope (the service worker's too), and
 * the kit's background colour for both the theme and the splash screen (the page's own
 * `theme-color`).
 */
export function buildWebManifest(site: SiteConfig, language: Language, texts: WebManifestTexts): WebManifest {
  if (!site.languages.includes(language)) throw new Error(`${site.code} has no language "${language}"`);
  const start = href(site, language, 'Home');
  return {
    id: start,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: language,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: COLORS.bg,
    background_color: COLORS.bg,
    icons: WEB_MANIFEST_ICONS,
  };
}

/** `{{brand}}` (and any other `{{name}}` given) filled in a text. */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The manifest texts of a language from the shell's locale file (its `pwa` section). */
export function manifestTexts(locale: { readonly pwa?: Record<string, unknown> }, brand: string): WebManifestTexts {
  const pwa = locale.pwa ?? {};
  const text = (key: string) => {
    const value = pwa[key];
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`the shell's texts have no pwa.${key}`);
    return fillText(value, { brand });
  };
  return { name: text('name'), shortName: text('shortName'), description: text('description') };
}
