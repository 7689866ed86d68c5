import { serverRenderer } from '@marquee/remote-contract/testing';
import { describe, expect, it } from 'vitest';
import type { Cinema, CinemaList } from '@marquee/domain-models';
import { pages } from './routes';

/** Renders a page of this remote to HTML as the edge does (no window, document or navigator here). */
const serverRender = serverRenderer('locator', new URL('../../locales', import.meta.url));

describe('server rendering', () => {
  const cinema = (slug: string, name: string, city: string, citySlug = city.toLowerCase()) =>
    ({
      slug,
      name,
      city,
      citySlug,
      addressLine1: '1 rue du Port',
      addressLine2: null,
      addressZip: '69001',
      addressCity: city,
      backdrop: `/api/media/cinema/${slug}.svg`,
      statistics: { seats: 1200, halls: 9 },
    }) as unknown as Cinema;

  it('CAT-36 CAT-37 renders 8 or fewer cinemas as cards by city, each linking to its page, without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const data: CinemaList = {
      total: 3,
      cinemas: [
        cinema('lyon-a', 'Marquee Lyon', 'Lyon'),
        cinema('evry', 'Marquee Évry', 'Évry', 'evry'),
        cinema('lyon-b', 'Marquee Bellecour', 'Lyon'),
      ],
    };
    const html = await serverRender(pages.Cinemas, data, 'fr');
    expect(html).toContain('Nos 3 cinémas');
    expect(html).toContain('data-layout="cards"');
    expect(html.indexOf('Évry')).toBeLessThan(html.indexOf('Lyon'));
    // a city of one cinema leads to it; a city of several to its light list
    expect(html).toContain('<a href="/cinema/evry">Évry<');
    expect(html).toContain('<a href="/ville-list/lyon">Lyon<');
    expect(html).toContain('href="/cinema/lyon-b"');
    expect(html).toContain('9 salles · 1200 places');
  });

  it('CAT-37 above 8 cinemas the full list: a directory with an index of its cities', async () => {
    const data: CinemaList = {
      total: 9,
      cinemas: Array.from({ length: 9 }, (_, i) => cinema(`c${i}`, `Marquee ${i}`, i % 2 ? 'Lyon' : 'Paris')),
    };
    const html = await serverRender(pages.Cinemas, data, 'fr');
    expect(html).toContain('data-layout="full"');
    expect(html).toContain('href="#city-lyon"');
    expect(html).toContain('href="#city-paris"');
    expect(html).not.toContain('locator-directory__card');
  });
});
