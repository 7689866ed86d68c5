import { fileURLToPath } from 'node:url';
import type { Cinema, CinemaList, Language } from '@marquee/domain-models';
import type { PageInfo, Translate } from '@marquee/remote-contract';
import { translatorFor } from '@marquee/remote-contract/testing';
import { describe, expect, it } from 'vitest';
import { href, type RoutingSite } from '@marquee/routing';
import { cinemasHead, cinemasPage } from './cinemas-page';

const cinema = (slug: string, city: string) =>
  ({ slug, name: slug, city, addressLine1: '1 rue', addressZip: '69001', addressCity: city }) as Cinema;
const FR: RoutingSite = {
  code: 'fr',
  languages: ['fr', 'en', 'de', 'nl'],
  defaultLanguage: 'fr',
  prefixDefaultLanguage: false,
};
const info = (language: Language) => ({
  site: 'fr' as const,
  url: new URL('http://fr.marquee.localhost/cinemas'),
  href: (kind: Parameters<typeof href>[2], params?: Record<string, string>) => href(FR, language, kind, params),
});

/** The locator namespace's `t` in a language, from the real locale file; a missing key throws. */
function translator(language: Language): Promise<Translate> {
  return translatorFor(fileURLToPath(new URL('../../../locales', import.meta.url)), 'locator', language);
}

const LANGUAGES = ['fr', 'en', 'de', 'nl'] as const;

describe('cinemas head', () => {
  const list = (count: number): CinemaList => ({
    total: count,
    cinemas: Array.from({ length: count }, (_, i) => cinema(`c${i}`, 'Lyon')),
  });

  it('SHELL-81 SHELL-82 the title counts the cinemas; title and description are translated', async () => {
    const heads = await Promise.all(
      LANGUAGES.map(async (language) => cinemasHead(list(12), info(language), await translator(language))),
    );
    expect(heads.map((head) => head.title)).toEqual([
      'Nos 12 cinémas',
      'Our 12 cinemas',
      'Unsere 12 Kinos',
      'Onze 12 bioscopen',
    ]);
    for (const head of heads) {
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.description?.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(heads.map((head) => head.description)).size).toBe(4);
  });

  it('SHELL-81 one cinema takes the singular', async () => {
    expect(cinemasHead(list(1), info('en'), await translator('en')).title).toBe('Our 1 cinema');
    expect(cinemasHead(list(1), info('fr'), await translator('fr')).title).toBe('Notre cinéma');
  });

  it('SHELL-81 the page declares that head', async () => {
    const t = await translator('nl');
    const page = { language: 'nl', ...info('nl') } as unknown as PageInfo;
    const data = { ...list(3), limits: null };
    expect(cinemasPage.head?.(data, page, t)).toEqual(cinemasHead(data, page, t));
  });
});

describe('cinemas JSON-LD', () => {
  it('CAT-36 an ItemList of every listed cinema (MovieTheater, page, address) and the breadcrumb', async () => {
    const head = cinemasHead(
      { total: 2, cinemas: [cinema('marquee-a', 'Lyon'), cinema('marquee-b', 'Dijon')] },
      info('fr'),
      await translator('fr'),
    );
    const graph = (head.structuredData as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['ItemList', 'BreadcrumbList']);
    expect(graph[0]).toMatchObject({
      numberOfItems: 2,
      itemListElement: [
        {
          position: 1,
          item: {
            '@type': 'MovieTheater',
            name: 'marquee-a',
            url: 'http://fr.marquee.localhost/cinema/marquee-a',
            address: { '@type': 'PostalAddress', postalCode: '69001', addressLocality: 'Lyon', addressCountry: 'FR' },
          },
        },
        { position: 2, item: { url: 'http://fr.marquee.localhost/cinema/marquee-b' } },
      ],
    });
    expect(graph[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Accueil', item: { '@type': 'WebPage', '@id': 'http://fr.marquee.localhost/' } },
        { position: 2, name: 'Nos 2 cinémas', item: { '@id': 'http://fr.marquee.localhost/cinemas' } },
      ],
    });
  });
});
