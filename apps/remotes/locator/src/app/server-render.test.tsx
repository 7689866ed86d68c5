import type { Language } from '@marquee/domain-models';
import type { LazyRemotePage, RemotePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Cinema, CinemaList } from '@marquee/domain-models';
import { pages } from './routes';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

/** Renders a page of this remote to HTML as the edge does (no window, document or navigator here). */
function serverRender<D>(
  page: RemotePage<D> | LazyRemotePage | undefined,
  data: D,
  language: Language,
): Promise<string> {
  return renderPageOnServer({ page, data, language, namespace: 'locator', localesDir });
}

describe('server rendering', () => {
  it('renders the cinemas page without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const cinema = (slug: string, name: string, city: string) =>
      ({ slug, name, city, addressLine1: '1 rue du Port', addressZip: '69001', addressCity: city }) as Cinema;
    const data: CinemaList = {
      total: 2,
      cinemas: [cinema('b', 'Marquee Lyon', 'Lyon'), cinema('a', 'Marquee Évry', 'Évry')],
    };
    const html = await serverRender(pages.Cinemas, data, 'fr');
    expect(html).toContain('Nos 2 cinémas');
    expect(html.indexOf('Évry')).toBeLessThan(html.indexOf('Lyon'));
  });
});
