import { describe, expect, it } from 'vitest';
import { hreflang, isKindOffered, neutralPage } from './offered';
import { href } from './routes';
import { ch, fr, nl } from './test-sites';

describe('pages a site offers', () => {
  it('FLAG-26 FLAG-27 FLAG-35 the presales, kids and special lists exist only where their flag is on', () => {
    const off = { previewAndPresaleEnabled: false, rowKidsEnabled: false, specialAndEventEnabled: false };
    const on = { previewAndPresaleEnabled: true, rowKidsEnabled: true, specialAndEventEnabled: true };
    for (const kind of ['ShowsPresales', 'ShowsKids', 'ShowsSpecial'] as const) {
      expect(isKindOffered('fr', kind, off)).toBe(false);
      expect(isKindOffered('nl', kind, on)).toBe(true);
    }
    expect(isKindOffered('fr', 'ShowsBook', off)).toBe(true);
  });

  it('ROUTE-23..25 FLAG-37 FLAG-40 FLAG-41 the subscription page needs its site and one product flag', () => {
    expect(isKindOffered('fr', 'Subscription', { subscriptionCinepass: true })).toBe(true);
    expect(isKindOffered('ch', 'Subscription', { subscriptionPassEnabled: true })).toBe(true);
    expect(isKindOffered('fr', 'Subscription', { subscriptionCinepass: false })).toBe(false);
    // be has no subscription address, whatever its flags say.
    expect(isKindOffered('be', 'Subscription', { subscriptionCinepass: true })).toBe(false);
  });

  it('ROUTE-47 the voucher checker needs voucherCheckerEnabled', () => {
    expect(isKindOffered('nl', 'Voucher', { voucherCheckerEnabled: true })).toBe(true);
    expect(isKindOffered('fr', 'Voucher', { voucherCheckerEnabled: false })).toBe(false);
  });
});

describe('content-system paths in the neutral words', () => {
  it('SHELL-33 ROUTE-49 a neutral path names its page, shown in each site and language', () => {
    const legal = neutralPage('/info/legal');
    expect(legal).toEqual({ kind: 'Info', params: { slug: 'legal' } });
    expect(href(nl, 'nl', 'Info', legal?.params)).toBe('/nl/info/legal');
    expect(neutralPage('/films/upcoming')?.kind).toBe('ShowsUpcoming');
    expect(neutralPage('/films')?.kind).toBe('Shows');
    expect(neutralPage('/experiences/imax')).toEqual({ kind: 'Experience', params: { slug: 'imax' } });
    expect(neutralPage('/help/search')?.kind).toBe('FaqResults');
  });

  it('ROUTE-23..25 `/subscription` is the subscription page, at its name per site and language', () => {
    expect(neutralPage('/subscription')?.kind).toBe('Subscription');
    expect(href(fr, 'fr', 'Subscription')).toBe('/cinepass');
    expect(href(ch, 'de', 'Subscription')).toBe('/de/pass');
    expect(href(nl, 'nl', 'Subscription')).toBe('/nl/abonnementen');
    expect(href(nl, 'en', 'Subscription')).toBe('/en/subscription');
  });

  it('a path in no neutral words is none', () => {
    expect(neutralPage('/evenements')).toBeNull();
    expect(neutralPage('/')).toBeNull();
    expect(neutralPage('/api/booking/x')).toBeNull();
  });
});

describe('hreflang', () => {
  it('SHELL-84 one rule: the language code, as the page says in <html lang>', () => {
    expect(['fr', 'en', 'de', 'nl'].map((language) => hreflang(language as 'fr'))).toEqual(['fr', 'en', 'de', 'nl']);
  });
});
