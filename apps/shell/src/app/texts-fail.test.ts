import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@marquee/api-client';
import { resolveFlags } from '@marquee/feature-flags';
import { createI18n } from '@marquee/i18n';
import { TEST_SITES } from '../test/test-sites';
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commonTextsUrl } from '../lib/texts';
import { createRoutes } from './router';
import type { ShellServices } from './shell-context';

// ERR-25 (A§8): translation errors are only logged. The shell's root loader (every page's) asks
// for the shell's texts of the page language; here the server behind them (and behind the API)
// answers 503 over real HTTP. The loader logs the failure and answers the page's data — the page
// renders, with the texts it has — instead of throwing into the error view.
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.statusCode = 503;
    res.end('unavailable');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const site = TEST_SITES.fr;

describe('ERR-25 the shell texts failing to load', () => {
  it('ERR-25 is logged by the root loader, which still answers the page (no error view)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await createI18n({ language: 'fr', resources: { common: { header: { films: 'Films' } } } });
    const services = {
      site,
      environment: 'test',
      flags: resolveFlags('fr', {}),
      api: (language: 'fr' | 'en') => createApiClient({ baseUrl: origin, language, retries: 0 }),
      // The shell's texts as the browser fetches them (/assets/i18n/fr_{lang}.json), from the failing server.
      commonTexts: async (language: 'fr' | 'en') => {
        const url = `${origin}${commonTextsUrl('fr', language)}`;
        const response = await fetch(url);
        if (!response.ok) throw new Error(`texts ${url}: ${response.status}`);
        return response.json();
      },
      renderer: 'browser',
      device: { viewport: 'desktop', webview: false },
      cookies: () => ({}),
    } as unknown as ShellServices;
    const [root] = createRoutes(services, i18n, 'fr');
    const loader = root?.loader as (args: LoaderFunctionArgs) => Promise<{ language: string }>;
    const request = new Request('http://fr.marquee.localhost/en');
    const answer = await loader({ request, params: {}, context: undefined } as unknown as LoaderFunctionArgs);
    expect(answer.language).toBe('en');
    const messages = logged.mock.calls.map((call) => String(call[0]));
    expect(messages.some((message) => message.includes("the shell's texts (en) could not be loaded"))).toBe(true);
    const reason = logged.mock.calls.find((call) => String(call[0]).includes("shell's texts"))?.[1];
    expect(String(reason)).toContain('503');
    // The texts it had still answer; nothing threw.
    expect(i18n.t('header.films')).toBe('Films');
  });
});
