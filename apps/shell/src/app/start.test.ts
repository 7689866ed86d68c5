// @vitest-environment jsdom
import { resolveFlags } from '@marquee/feature-flags';
import type { SiteConfig } from '@marquee/site-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from './start';

// ERR-25 (A§8): startup errors are only logged. The boot's first step, reading the bootstrap
// data, fails for real here (no inlined data and no manifest to fetch): the error is logged, the
// server's HTML stays readable, the root is marked, and nothing is thrown to the page.
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const site = { code: 'fr', defaultLanguage: 'fr', languages: ['fr', 'en'] } as unknown as SiteConfig;

describe('ERR-25 startup errors are only logged', () => {
  it('ERR-25 a boot step failing is logged; the page keeps its HTML and is not replaced by a crash', async () => {
    document.body.innerHTML = '<div id="root"><main><h1>Films à l’affiche</h1></main></div>';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => start(site, resolveFlags('fr', {}))).not.toThrow();
    const root = document.getElementById('root');
    await vi.waitFor(() => expect(root?.getAttribute('data-boot-error')).toBe('true'));
    expect(logged).toHaveBeenCalledWith('Marquee could not start', expect.any(Error));
    expect(root?.querySelector('h1')?.textContent).toBe('Films à l’affiche');
  });

  it('ERR-25 a page without its root is the one startup error that throws (nothing could be shown)', () => {
    expect(() => start(site, resolveFlags('fr', {}))).toThrow('no #root element');
  });
});
