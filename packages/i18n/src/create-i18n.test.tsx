import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { addNamespace, createI18n, loadNamespaceOnce } from './create-i18n';
import { I18nextProvider, useTranslation } from './index';
import { SITE_TABLE } from '@marquee/domain-models';

const common = {
  fr: { nav: { films: 'Films', cinemas: 'Cinémas' }, hello: 'Bonjour {{name}}' },
  en: { nav: { films: 'Films', cinemas: 'Cinemas' }, hello: 'Hello {{name}}' },
  de: { nav: { films: 'Filme', cinemas: 'Kinos' }, hello: 'Hallo {{name}}' },
};

function Nav() {
  const { t } = useTranslation();
  return <nav>{t('nav.cinemas')}</nav>;
}

describe('createI18n', () => {
  it('API-06 returns a new instance per call, ready synchronously from resources', async () => {
    const a = await createI18n({ language: 'fr', resources: { common: common.fr } });
    const b = await createI18n({ language: 'de', resources: { common: common.de } });
    expect(a).not.toBe(b);
    expect(a.t('nav.cinemas')).toBe('Cinémas');
    expect(b.t('nav.cinemas')).toBe('Kinos');
    expect(a.language).toBe('fr');
  });

  it('API-06 interpolation does not HTML-escape (React escapes)', async () => {
    const i18n = await createI18n({ language: 'en', resources: { common: common.en } });
    expect(i18n.t('hello', { name: '<b>Ann</b>' })).toBe('Hello <b>Ann</b>');
  });

  it('API-06 concurrent server renders of different languages keep their own texts', async () => {
    const [fr, de] = await Promise.all([
      createI18n({ language: 'fr', resources: { common: common.fr } }),
      createI18n({ language: 'de', resources: { common: common.de } }),
    ]);
    const render = (i18n: typeof fr) =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <Nav />
        </I18nextProvider>,
      );
    expect(render(fr)).toBe('<nav>Cinémas</nav>');
    expect(render(de)).toBe('<nav>Kinos</nav>');
    expect(render(fr)).toBe('<nav>Cinémas</nav>');
  });

  it('API-06 the missingKeyHandler hook reports keys found in no language', async () => {
    const missing = vi.fn();
    const i18n = await createI18n({
      language: 'de',
      fallbackLanguage: 'en',
      resources: { common: { nav: { films: 'Filme' } } },
      fallbackResources: { common: common.en },
      missingKeyHandler: missing,
    });
    expect(i18n.t('nav.cinemas')).toBe('Cinemas');
    expect(missing).not.toHaveBeenCalled();
    expect(i18n.t('nav.nowhere')).toBe('nav.nowhere');
    expect(missing).toHaveBeenCalledWith(expect.objectContaining({ namespace: 'common', key: 'nav.nowhere' }));
  });

  it('API-06 loads namespaces through loadNamespace when no resources are given', async () => {
    const loader = vi.fn(async (ns: string, lang: string) => ({ title: `${ns}:${lang}` }));
    const i18n = await createI18n({ language: 'nl', loadNamespace: loader, namespaces: ['common', 'catalogue'] });
    expect(i18n.t('title')).toBe('common:nl');
    expect(i18n.t('title', { ns: 'catalogue' })).toBe('catalogue:nl');
    await i18n.loadNamespaces('search');
    expect(i18n.t('search:title')).toBe('search:nl');
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('API-06 with resources and a loader, only the missing namespaces are loaded', async () => {
    const loader = vi.fn(async () => ({ heading: 'Aide' }));
    const i18n = await createI18n({ language: 'fr', resources: { common: common.fr }, loadNamespace: loader });
    expect(i18n.t('nav.films')).toBe('Films');
    expect(loader).not.toHaveBeenCalled();
    await i18n.loadNamespaces('help-centre');
    expect(i18n.t('help-centre:heading')).toBe('Aide');
    expect(loader).toHaveBeenCalledWith('help-centre', 'fr');
  });
});

describe("the site's brand in every text (SITE-40: from site configuration, never a literal)", () => {
  it('SITE-40 {{brand}} is filled from the instance variables, in every namespace added later; a value given to t wins', async () => {
    const i18n = await createI18n({
      language: 'fr',
      resources: { common: { title: 'Votre compte {{brand}}' } },
      variables: { brand: 'Marquee' },
    });
    addNamespace(i18n, 'catalogue', {
      lead_one: '{{count}} place dans tous les cinémas {{brand}}',
      lead_other: '{{count}} places dans tous les cinémas {{brand}}',
    });
    expect(i18n.t('title')).toBe('Votre compte Marquee');
    expect(i18n.t('lead', { ns: 'catalogue', count: 2 })).toBe('2 places dans tous les cinémas Marquee');
    expect(i18n.getFixedT('fr', 'catalogue')('lead', { count: 1 })).toBe('1 place dans tous les cinémas Marquee');
    expect(i18n.t('title', { brand: 'Autre' })).toBe('Votre compte Autre');
  });

  it('SITE-40 no text file of the shell or a remote writes a brand of the site configurations literally', () => {
    const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    // the brands of the table of sites (domain-models, decision 0063), and any a country app sets itself
    const brands = new Set([
      ...Object.values(SITE_TABLE).map((row) => row.brand),
      ...readdirSync(join(repo, 'apps', 'countries')).flatMap((cc) => {
        const config = join(repo, 'apps', 'countries', cc, 'site.config.ts');
        return existsSync(config)
          ? [...readFileSync(config, 'utf8').matchAll(/\bbrand: '([^']+)'/g)].map((m) => m[1] as string)
          : [];
      }),
    ]);
    expect(brands.size).toBeGreaterThan(0);
    const localeDirs = [
      join(repo, 'apps', 'shell', 'locales'),
      ...readdirSync(join(repo, 'apps', 'remotes')).map((remote) => join(repo, 'apps', 'remotes', remote, 'locales')),
    ].filter((dir) => existsSync(dir));
    expect(localeDirs.length).toBeGreaterThan(5);
    const literal: string[] = [];
    for (const dir of localeDirs) {
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const text = readFileSync(join(dir, file), 'utf8');
        for (const brand of brands) if (text.includes(brand)) literal.push(`${join(dir, file)}: ${brand}`);
      }
    }
    expect(literal).toEqual([]);
  });
});

describe('addNamespace / loadNamespaceOnce', () => {
  it('API-06 a remote adds its namespace to the shell instance', async () => {
    const i18n = await createI18n({ language: 'en', resources: { common: common.en } });
    addNamespace(i18n, 'account', { signIn: 'Sign in' });
    expect(i18n.t('account:signIn')).toBe('Sign in');
    addNamespace(i18n, 'account', { signOut: 'Sign out' });
    expect(i18n.t('account:signIn')).toBe('Sign in');
    expect(i18n.t('account:signOut')).toBe('Sign out');
  });

  it('API-06 loadNamespaceOnce loads once, sharing a load in flight', async () => {
    const i18n = await createI18n({ language: 'en', resources: { common: common.en } });
    const loader = vi.fn(async (lang: string) => ({ placeholder: `Search (${lang})` }));
    await Promise.all([loadNamespaceOnce(i18n, 'search', loader), loadNamespaceOnce(i18n, 'search', loader)]);
    await loadNamespaceOnce(i18n, 'search', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18n.t('search:placeholder')).toBe('Search (en)');
  });

  it('API-06 loadNamespaceOnce loads the language a page is about to show, before switching to it', async () => {
    const i18n = await createI18n({ language: 'en', resources: { common: common.en } });
    const loader = vi.fn(async (lang: string) => ({ placeholder: `Search (${lang})` }));
    await Promise.all([
      loadNamespaceOnce(i18n, 'search', loader, 'de'),
      loadNamespaceOnce(i18n, 'search', loader, 'de'),
    ]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('de');
    expect(i18n.hasResourceBundle('de', 'search')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'search')).toBe(false);
    await i18n.changeLanguage('de');
    expect(i18n.t('search:placeholder')).toBe('Search (de)');
  });

  it('API-06 a failed load can be retried', async () => {
    const i18n = await createI18n({ language: 'en', resources: { common: common.en } });
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ x: 'y' });
    await expect(loadNamespaceOnce(i18n, 'locator', loader)).rejects.toThrow('offline');
    await loadNamespaceOnce(i18n, 'locator', loader);
    expect(i18n.t('locator:x')).toBe('y');
  });
});
