import { describe, expect, it } from 'vitest';
import { alertsForPage } from './page-alerts';

const siteWide = { id: 'maintenance', allCinemas: true, cinemas: [] };
const darcy = { id: 'works', allCinemas: false, cinemas: ['marquee-darcy-dijon'] };
const other = { id: 'other', allCinemas: false, cinemas: ['marquee-lyon'] };

describe('alerts of a page', () => {
  it('SHELL-73 site-wide alerts show everywhere; a cinema alert only on its cinema page, in the API order', () => {
    expect(alertsForPage([siteWide, darcy, other], {}).map((a) => a.id)).toEqual(['maintenance']);
    expect(alertsForPage([siteWide, darcy, other], { cinemaSlug: 'marquee-darcy-dijon' }).map((a) => a.id)).toEqual([
      'maintenance',
      'works',
    ]);
    expect(alertsForPage([darcy, siteWide], { cinemaSlug: 'marquee-lyon' }).map((a) => a.id)).toEqual(['maintenance']);
  });
});
