import { createApiClient } from '@marquee/api-client';
import { resolveFlags } from '@marquee/feature-flags';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { footerLinkHref, footerSocials, isShownFooterLink, loadFooterData } from './footer-data';
import { CINEMAS_ANSWER, FAQ_ANSWER, FOOTER_ANSWER, startStandInApi } from './stand-in-api';
import { TEST_SITES } from '../../test/test-sites';

const { fr, nl, be } = TEST_SITES;
const frFlags = resolveFlags('fr', {});

describe('footerLinkHref', () => {
  it('SHELL-33 gives a content-system path of the site in the page language', () => {
    expect(footerLinkHref(fr, 'fr', '/help', frFlags)).toBe('/aide');
    expect(footerLinkHref(fr, 'en', '/help', frFlags)).toBe('/en/help');
    expect(footerLinkHref(fr, 'fr', '/films/upcoming', frFlags)).toBe('/films/prochainement');
    expect(footerLinkHref(fr, 'fr', '/events', frFlags)).toBe('/evenements');
    expect(footerLinkHref(fr, 'fr', '/info/careers', frFlags)).toBe('/info/careers');
    expect(footerLinkHref(nl, 'nl', '/films/upcoming', resolveFlags('nl', {}))).toBe('/nl/films/binnenkort');
    expect(footerLinkHref(be, 'nl', '/help?topic=1#top', resolveFlags('be', {}))).toBe('/nl/help?topic=1#top');
  });

  it('leaves a path already in the page language, an outside address, a fragment and an unknown path as they are', () => {
    expect(footerLinkHref(fr, 'fr', '/aide', frFlags)).toBe('/aide');
    expect(footerLinkHref(fr, 'fr', 'https://jobs.example.com/marquee', frFlags)).toBe(
      'https://jobs.example.com/marquee',
    );
    expect(footerLinkHref(fr, 'fr', '//cdn.example.com/x', frFlags)).toBe('//cdn.example.com/x');
    expect(footerLinkHref(fr, 'fr', '#cookies', frFlags)).toBe('#cookies');
    expect(footerLinkHref(nl, 'nl', '/no/such/page', resolveFlags('nl', {}))).toBe('/no/such/page');
  });
});

describe('isShownFooterLink', () => {
  it('leaves out cookie links (no consent manager to open) and empty ones', () => {
    const link = { title: 'Careers', url: '/info/careers', newTab: true, cookie: false };
    expect(isShownFooterLink(link)).toBe(true);
    expect(isShownFooterLink({ ...link, cookie: true })).toBe(false);
    expect(isShownFooterLink({ ...link, title: ' ' })).toBe(false);
    expect(isShownFooterLink({ ...link, url: '' })).toBe(false);
  });
});

describe('footerSocials', () => {
  it('SHELL-35 one link per network whose flag is on, the address from the site configuration', () => {
    expect(footerSocials(frFlags, fr.externalLinks).map((s) => s.label)).toEqual([
      'Facebook',
      'Instagram',
      'TikTok',
      'X (Twitter)',
      'YouTube',
    ]);
    // be: tiktok and twitter off; youtube on but the site gives no address; instagram's is invalid.
    expect(footerSocials(resolveFlags('be', {}), be.externalLinks)).toEqual([
      { name: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/marqueebe' },
    ]);
    expect(
      footerSocials(resolveFlags('fr', { socialTwitter: false, socialFacebook: false }), fr.externalLinks).map(
        (s) => s.name,
      ),
    ).toEqual(['instagram', 'tiktok', 'youtube']);
  });
});

describe('loadFooterData (a real HTTP server standing in for the API)', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
    vi.restoreAllMocks();
  });

  it('SHELL-33 SHELL-36 SHELL-37 SHELL-40 loads columns, top cities and the FAQ; no cinema list where cinemaFullList is off', async () => {
    const api = await startStandInApi({
      '/api/footer': { status: 200, body: FOOTER_ANSWER },
      '/api/footer/faq': { status: 200, body: FAQ_ANSWER },
    });
    close = api.close;
    const data = await loadFooterData(createApiClient({ baseUrl: api.url, language: 'fr' }), frFlags);
    expect(data.columns?.map((c) => c.title)).toEqual(['Films', 'Aide', 'L’entreprise']);
    expect(data.topCities).toEqual(FOOTER_ANSWER.topCities);
    expect(data.faq).toEqual([
      {
        type: 'booking',
        questions: [
          { title: 'Comment réserver une place en ligne ?', description: 'Choisissez un film et une séance.' },
        ],
        slugs: ['how-do-i-book-a-ticket-online'],
      },
      { type: 'home', questions: [], slugs: [] },
    ]);
    expect(data.cinemas).toBeNull();
    expect(api.calls).not.toContain('/api/cinemas');
  });

  it('SHELL-43 loads every cinema where cinemaFullList is on, keeping only what the footer shows', async () => {
    const api = await startStandInApi({
      '/api/footer': { status: 200, body: { ...FOOTER_ANSWER, topCities: [] } },
      '/api/footer/faq': { status: 200, body: FAQ_ANSWER },
      '/api/cinemas': { status: 200, body: CINEMAS_ANSWER },
    });
    close = api.close;
    const data = await loadFooterData(createApiClient({ baseUrl: api.url, language: 'fr' }), resolveFlags('be', {}));
    expect(data.cinemas).toEqual([
      { slug: 'marquee-meir-antwerpen', name: 'Marquee Meir', city: 'Anvers', citySlug: 'antwerpen' },
      { slug: 'marquee-woluwe-bruxelles', name: 'Marquee Woluwe', city: 'Bruxelles', citySlug: 'bruxelles' },
      {
        slug: 'marquee-de-brouckere-bruxelles',
        name: 'Marquee De Brouckère',
        city: 'Bruxelles',
        citySlug: 'bruxelles',
      },
    ]);
  });

  it('a call that fails (500, or an answer of the wrong shape) leaves only its part empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await startStandInApi({
      '/api/footer': { status: 500, body: { error: 'boom' } },
      '/api/footer/faq': { status: 200, body: FAQ_ANSWER },
      '/api/cinemas': { status: 200, body: { total: 1, cinemas: [{ slug: 'x' }] } },
    });
    close = api.close;
    const data = await loadFooterData(
      createApiClient({ baseUrl: api.url, language: 'fr', retries: 0 }),
      resolveFlags('be', {}),
    );
    expect(data.columns).toBeNull();
    expect(data.topCities).toBeNull();
    expect(data.cinemas).toBeNull();
    expect(data.faq?.[0]?.questions).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
