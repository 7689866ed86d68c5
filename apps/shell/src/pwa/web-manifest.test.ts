import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineSite } from '@marquee/site-config';
import { describe, expect, it } from 'vitest';
import { buildWebManifest, fillText, manifestTexts, WEB_MANIFEST_ICONS } from './web-manifest';

const locale = (language: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../locales', `${language}.json`), 'utf8'));

const base = {
  country: 'Test',
  brand: 'Marquee',
  timeZone: 'Europe/Paris',
  currency: 'EUR',
  ratingScheme: 'CSA',
  flags: {},
  accountUrls: true,
  routes: {},
  externalLinks: {},
} as const;
const fr = defineSite({
  ...base,
  code: 'fr',
  domain: 'marquee.fr',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  prefixDefaultLanguage: false,
});
const be = defineSite({
  ...base,
  code: 'be',
  domain: 'marquee.be',
  languages: ['fr', 'nl'],
  defaultLanguage: 'fr',
  prefixDefaultLanguage: true,
});

describe('web app manifest', () => {
  it('names the site in its language, starts at the home of that language and covers the whole site', () => {
    const manifest = buildWebManifest(fr, 'en', manifestTexts(locale('en'), fr.brand));
    expect(manifest).toMatchObject({
      name: 'Marquee — films and cinemas',
      short_name: 'Marquee',
      lang: 'en',
      start_url: '/en',
      id: '/en',
      scope: '/',
      display: 'standalone',
      theme_color: '#0d0d10',
      background_color: '#0d0d10',
    });
    expect(buildWebManifest(fr, 'fr', manifestTexts(locale('fr'), fr.brand))).toMatchObject({
      lang: 'fr',
      start_url: '/',
      name: 'Marquee — films et cinémas',
    });
  });

  it('starts at the prefixed home on a site that prefixes its default language', () => {
    expect(buildWebManifest(be, 'fr', manifestTexts(locale('fr'), be.brand)).start_url).toBe('/fr');
    expect(buildWebManifest(be, 'nl', manifestTexts(locale('nl'), be.brand)).start_url).toBe('/nl');
  });

  it('lists the icons installability asks for: 192 and 512 px, and a maskable one', () => {
    const manifest = buildWebManifest(fr, 'fr', manifestTexts(locale('fr'), 'Marquee'));
    expect(manifest.icons).toBe(WEB_MANIFEST_ICONS);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = readFileSync(path.join(import.meta.dirname, '../../public', icon.src));
      // The PNG's own header says its size (IHDR width and height at bytes 16 and 20).
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it('has its texts in every language of the shell, and refuses a language the site does not have', () => {
    for (const language of ['fr', 'en', 'de', 'nl']) {
      const texts = manifestTexts(locale(language), 'Cinéma X');
      expect(texts.name).toContain('Cinéma X');
      expect(texts.description.length).toBeGreaterThan(10);
    }
    expect(() => buildWebManifest(fr, 'nl', manifestTexts(locale('nl'), 'Marquee'))).toThrow(/no language "nl"/);
    expect(() => manifestTexts({}, 'Marquee')).toThrow(/pwa.name/);
    expect(fillText('{{brand}} {{other}}', { brand: 'M' })).toBe('M {{other}}');
  });
});
