import { describe, expect, it } from 'vitest';
import { EXTERNAL_ROUTE_KEYS, externalHref, isExternalHref } from './external-links';

describe('external links', () => {
  it('ROUTE-06 the business and home-video keys resolve to external addresses', () => {
    const links = { business: 'https://business.marquee.be', homeVideo: 'https://vod.marquee.fr/' };
    expect(externalHref('Routes.Business', links)).toBe('https://business.marquee.be');
    expect(externalHref('Homepage.Vod.CtaUrl', links)).toBe('https://vod.marquee.fr/');
    expect(Object.keys(EXTERNAL_ROUTE_KEYS)).toEqual(
      expect.arrayContaining(['Routes.Business', 'Homepage.Vod.CtaUrl']),
    );
  });

  it('a key that is not external, a missing address or a relative one gives no link', () => {
    expect(externalHref('Routes.Cinema.List', { business: 'https://b.example' })).toBeNull();
    expect(externalHref('Routes.Href.Wallet', {})).toBeNull();
    expect(externalHref('Routes.Business', { business: '/business' })).toBeNull();
    expect(externalHref('Routes.Business', undefined)).toBeNull();
    expect(isExternalHref('javascript:alert(1)')).toBe(false);
  });
});
