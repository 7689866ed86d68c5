import { describe, expect, it } from 'vitest';
import { articleTracking, cinemaTracking, showTracking } from './page-data';
import { clientEvent, type PageViewInput, pageViewEvent, platformType } from './page-view';

const base: PageViewInput = {
  site: { code: 'fr', currency: 'EUR' },
  environment: 'production',
  viewport: 'desktop',
  pageType: 'home',
  language: 'fr',
  path: '/',
  emailHash: null,
};

const showRecord = {
  slug: 'dune',
  tracking: {
    title: 'Dune',
    refHubble: 'HB-1',
    visa: '150 123',
    originalTitle: 'Dune: Part Two',
    nationality: 'US',
    next24ShowtimesCount: 12,
    copiesCount: 3,
  },
};

describe('pageViewEvent', () => {
  it('SHELL-88 platform_type is web-desktop on a desktop window, web-mobile on phones and tablets', () => {
    expect(platformType('desktop')).toBe('web-desktop');
    expect(platformType('tablet')).toBe('web-mobile');
    expect(platformType('mobile')).toBe('web-mobile');
    expect(pageViewEvent({ ...base, viewport: 'mobile' }).platform_type).toBe('web-mobile');
  });

  it('SHELL-89 SHELL-90 SHELL-91 SHELL-92 country upper-cased, environment, catalog_ page group, site currency', () => {
    expect(pageViewEvent(base)).toEqual({
      event: 'page_view',
      platform_type: 'web-desktop',
      country: 'FR',
      site_environment: 'production',
      page_group: 'catalog_home',
      page_type: 'home',
      currency: 'EUR',
      language: 'fr',
      page_path: '/',
      anonymous_email_hash: null,
      show: null,
      cinema: null,
      article: null,
    });
    const sn = pageViewEvent({ ...base, site: { code: 'sn', currency: 'XOF' }, environment: 'staging' });
    expect([sn.country, sn.currency, sn.site_environment]).toEqual(['SN', 'XOF', 'staging']);
  });

  it('SHELL-94 carries the email hash when a client is signed in', () => {
    expect(pageViewEvent({ ...base, emailHash: 'ab12' }).anonymous_email_hash).toBe('ab12');
    expect(clientEvent('ab12')).toEqual({ event: 'client_changed', anonymous_email_hash: 'ab12' });
    expect(clientEvent(null).anonymous_email_hash).toBeNull();
  });

  it('SHELL-95 a film page adds its show data, exactly the spec fields', () => {
    const event = pageViewEvent({
      ...base,
      pageType: 'movie',
      path: '/film/dune',
      tracking: { show: showTracking(showRecord) },
    });
    expect(event.page_type).toBe('movie');
    expect(event.page_group).toBe('catalog_shows');
    expect(event.show).toEqual(showRecord.tracking);
    expect(event.cinema).toBeNull();
  });

  it('SHELL-96 a cinema page adds city and cinema slugs; an article its tracking slug', () => {
    const cinema = cinemaTracking({ tracking: { citySlug: 'paris', cinemaSlug: 'marquee-opera' } });
    const article = articleTracking({ trackingSlug: 'summer-festival' });
    const event = pageViewEvent({ ...base, pageType: 'cinema', tracking: { cinema, article } });
    expect(event.cinema).toEqual({ citySlug: 'paris', cinemaSlug: 'marquee-opera' });
    expect(event.article).toEqual({ trackingSlug: 'summer-festival' });
    expect(event.show).toBeNull();
  });
});
