// The public feeds in Chromium against the running platform: the Atom feed of
// new films read by the browser's own XML parser (DOMParser) and checked against RFC 4287's
// required elements; the "Subscribe to the calendar" links of the cinema and film pages, whose
// https address is a calendar that ical.js reads, with its events on the site's origin; the
// home's head names the Atom feed.
import ICAL from 'ical.js';
import { expect, openHydrated, test } from '../fixtures';

const ATOM = 'http://www.w3.org/2005/Atom';

test.describe('feeds', () => {
  test('the Atom feed of new films parses as XML and has every element RFC 4287 requires', async ({ page, site }) => {
    await openHydrated(page, site.url('fr', '/'));
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveAttribute('href', site.url('fr', '/feeds/new-films.atom?language=fr'));
    const report = await page.evaluate(async (ns) => {
      const response = await fetch('/feeds/new-films.atom?language=fr');
      const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
      const direct = (parent: Element, name: string) =>
        [...parent.children].filter((child) => child.namespaceURI === ns && child.localName === name);
      const feed = doc.documentElement;
      const entries = direct(feed, 'entry');
      return {
        type: response.headers.get('content-type'),
        parseError: doc.getElementsByTagName('parsererror').length,
        root: `${feed.namespaceURI} ${feed.localName}`,
        feed: ['id', 'title', 'updated', 'author'].map((name) => direct(feed, name).length),
        authorName: direct(direct(feed, 'author')[0] as Element, 'name')[0]?.textContent ?? '',
        self: direct(feed, 'link')
          .find((link) => link.getAttribute('rel') === 'self')
          ?.getAttribute('href'),
        updated: direct(feed, 'updated')[0]?.textContent ?? '',
        entries: entries.map((entry) => ({
          counts: ['id', 'title', 'updated'].map((name) => direct(entry, name).length),
          id: direct(entry, 'id')[0]?.textContent ?? '',
          updated: direct(entry, 'updated')[0]?.textContent ?? '',
          link: direct(entry, 'link')[0]?.getAttribute('href') ?? '',
        })),
      };
    }, ATOM);
    expect(report.type).toBe('application/atom+xml; charset=utf-8');
    expect(report.parseError).toBe(0);
    expect(report.root).toBe(`${ATOM} feed`);
    expect(report.feed).toEqual([1, 1, 1, 1]);
    expect(report.authorName).not.toBe('');
    expect(report.self).toBe(site.url('fr', '/feeds/new-films.atom?language=fr'));
    expect(Number.isNaN(Date.parse(report.updated))).toBe(false);
    expect(report.entries.length).toBeGreaterThan(5);
    for (const entry of report.entries) {
      expect(entry.counts).toEqual([1, 1, 1]);
      expect(entry.id).toMatch(/^tag:marquee\.fr,2026:film:/);
      expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
      expect(entry.link.startsWith(site.url('fr', '/film/'))).toBe(true);
    }
    expect(new Set(report.entries.map((entry) => entry.id)).size).toBe(report.entries.length);
    // An entry's film page opens.
    await openHydrated(page, report.entries[0]?.link ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the cinema and film pages offer their calendar (webcal and https); the https one is a calendar of the site', async ({
    page,
    site,
  }) => {
    for (const [path, kind] of [
      ['/cinema/marquee-bellecour-lyon', 'cinema'],
      ['/film/les-pixels-en-folie', 'film'],
    ] as const) {
      await openHydrated(page, site.url('fr', path));
      const https = page.getByRole('link', { name: 'Adresse du calendrier (https)' });
      const href = await https.getAttribute('href');
      expect(href).toBe(site.url('fr', `/api/feeds/${kind}/${path.split('/')[2]}.ics?language=fr`));
      await expect(page.getByRole('link', { name: 'S’abonner au calendrier' })).toHaveAttribute(
        'href',
        (href ?? '').replace(/^http:/, 'webcal:'),
      );
      const text = await page.evaluate(async (url) => (await fetch(url)).text(), href ?? '');
      const calendar = new ICAL.Component(ICAL.parse(text));
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      expect(events.length, path).toBeGreaterThan(0);
      for (const event of events.slice(0, 50)) {
        expect(String(event.component.getFirstPropertyValue('url'))).toMatch(
          new RegExp(`^${site.url('fr', '/api/booking/').replace(/[.?]/g, '\\$&')}\\d+\\?language=fr$`),
        );
      }
    }
  });
});
