import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_SITES } from '../test/test-sites';
import { loadChromeData, NO_CHROME_DATA } from './chrome-data';
import { pushTarget } from './push-target';
import type { ShellServices } from './shell-context';

const fr = TEST_SITES.fr;

describe('header push target', () => {
  it('SHELL-77 the API show path leads to the film page in the page language', () => {
    expect(pushTarget(fr, 'fr', '/films/dune')).toBe('/film/dune');
    expect(pushTarget(fr, 'en', '/films/dune')).toBe('/en/film/dune');
  });

  it('SHELL-77 an external address is kept; an unknown or hostile one gives no button', () => {
    expect(pushTarget(fr, 'en', 'https://tickets.example.com/x')).toBe('https://tickets.example.com/x');
    expect(pushTarget(fr, 'en', 'javascript:alert(1)')).toBeNull();
    expect(pushTarget(fr, 'en', '//evil.test/x')).toBeNull();
    expect(pushTarget(fr, 'en', '/no/such/page/here')).toBeNull();
  });
});

describe('the chrome data of a page (loaded on the server, with the page)', () => {
  const ALERT = {
    level: 'warning',
    title: 'Online booking maintenance',
    subtitle: 'Tonight from 2 am',
    message: '',
    class: 'maintenance',
    icon: null,
    autoCloseId: 'maintenance',
    cinemas: [],
    allCinemas: true,
  };
  const CINEMA_ALERT = {
    ...ALERT,
    title: 'Screen 2 closed',
    autoCloseId: null,
    cinemas: ['euralille'],
    allCinemas: false,
  };
  let alertsStatus = 200;
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/api/alerts') && alertsStatus === 200)
        res.end(JSON.stringify({ items: [ALERT, CINEMA_ALERT] }));
      else res.writeHead(req.url?.startsWith('/api/alerts') ? alertsStatus : 404).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const services = () =>
    ({
      api: (language: Language) => createApiClient({ baseUrl: base, language, retries: 0 }),
      device: { webview: false },
    }) as unknown as ShellServices;

  it("API-13 SHELL-73 keeps the API's site-wide alerts (a cinema's own alert is its page's)", async () => {
    alertsStatus = 200;
    const chrome = await loadChromeData(services(), 'fr');
    expect(chrome.alerts).toEqual([ALERT]);
    // The settings and the header push failed (404 here): the page goes on without them.
    expect(chrome.injections).toEqual([]);
    expect(chrome.headerPush).toBeNull();
  });

  it('API-13 an alerts API failure leaves the page without alerts, and the rest of its chrome', async () => {
    alertsStatus = 503;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await expect(loadChromeData(services(), 'fr')).resolves.toEqual(NO_CHROME_DATA);
      expect(warn.mock.calls.some(([message]) => String(message).includes('alerts not loaded'))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });
});
