import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { I18nextProvider, useTranslation } from './index';

// ERR-25 (A§8): translation errors are only logged. A key no language has, and a namespace whose
// texts fail to load, are reported in the console (a warning, an error) and the page still renders
// — the key, or the fallback language's text — without anything thrown.
afterEach(() => {
  vi.restoreAllMocks();
});

function Title({ k, ns }: { readonly k: string; readonly ns?: string }) {
  const { t } = useTranslation(ns);
  return <h1>{t(k)}</h1>;
}

describe('ERR-25 translation errors are only logged', () => {
  it('ERR-25 a missing key warns once and renders the key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await createI18n({ language: 'fr', resources: { common: { nav: { films: 'Films' } } } });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <Title k="nav.films" />
        <Title k="nav.nowhere" />
        <Title k="nav.nowhere" />
      </I18nextProvider>,
    );
    expect(html).toBe('<h1>Films</h1><h1>nav.nowhere</h1><h1>nav.nowhere</h1>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('common:nav.nowhere');
  });

  it('ERR-25 a key missing in the page language shows the fallback language text, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await createI18n({
      language: 'de',
      fallbackLanguage: 'en',
      resources: { common: { nav: { films: 'Filme' } } },
      fallbackResources: { common: { nav: { films: 'Films', cinemas: 'Cinemas' } } },
    });
    expect(i18n.t('nav.films')).toBe('Filme');
    expect(i18n.t('nav.cinemas')).toBe('Cinemas');
    expect(warn).not.toHaveBeenCalled();
  });

  it('ERR-25 a namespace whose texts fail to load logs an error; its texts show their keys, nothing throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await createI18n({
      language: 'nl',
      namespaces: ['common', 'catalogue'],
      loadNamespace: async (namespace) => {
        if (namespace === 'catalogue') throw new Error('503 from /assets/i18n');
        return { nav: { films: 'Films' } };
      },
    });
    await expect(i18n.loadNamespaces('catalogue')).resolves.toBeUndefined();
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <Title k="nav.films" />
        <Title k="schedule.where" ns="catalogue" />
      </I18nextProvider>,
    );
    expect(html).toBe('<h1>Films</h1><h1>schedule.where</h1>');
    expect(error).toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toContain('"catalogue" texts (nl) could not be loaded');
  });

  it('ERR-25 a handler given (tests) replaces the log: a missing key is reported to it instead', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reported: string[] = [];
    const i18n = await createI18n({
      language: 'en',
      resources: { common: {} },
      missingKeyHandler: ({ namespace, key }) => reported.push(`${namespace}:${key}`),
    });
    expect(i18n.t('gone')).toBe('gone');
    expect(reported).toEqual(['common:gone']);
    expect(warn).not.toHaveBeenCalled();
  });
});
