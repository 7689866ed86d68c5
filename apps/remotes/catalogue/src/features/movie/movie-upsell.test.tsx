import type { Language } from '@marquee/domain-models';
import { type RemotePage, type RemoteRoutes, resolvePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import type { RoutingSite } from '@marquee/routing';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as routes from '../../app/routes';
import type { Programme } from '../../components/showtime-schedule/programme';
import { lastLighthouse, lastLighthouseProgramme } from './test-fixtures';

// The film page as the edge renders it (no browser globals): the highlighted showtime (CAT-14),
// the day's upsell (CAT-15) and the cinemas list's toggle (CAT-08), from the loader's data.

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));
const be: RoutingSite = {
  code: 'be',
  languages: ['fr', 'nl', 'en'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
};

/** The fixture's tags as /api/tags gives them to the loader: IMAX highlighted, first in the upsell order. */
const programme = (changes: Partial<Programme> = {}): Programme => ({
  ...lastLighthouseProgramme,
  tags: [
    {
      slug: 'imax',
      label: 'IMAX',
      category: 'experience',
      order: 1,
      highlighted: true,
      upsell: {
        order: 1,
        text: 'Huge screen, laser projection, precise sound.',
        backdrop: '/api/media/experience/imax.svg',
      },
    },
    { slug: 'audio-description', label: 'Audio description', category: 'accessibility', order: 10 },
  ],
  ...changes,
});

async function render(data: Programme, language: Language = 'en') {
  // biome-ignore lint/suspicious/noExplicitAny: the page's own data type.
  const movie = (await resolvePage(routes as RemoteRoutes, 'Movie')) as RemotePage<any> | undefined;
  if (!movie) throw new Error('movie page missing');
  const html = (
    await renderPageOnServer({
      page: movie,
      data: { ...lastLighthouse, slugs: null, programme: data },
      language,
      namespace: 'catalogue',
      localesDir,
      site: be,
    })
  ).replaceAll('<!-- -->', '');
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { html, text };
}

describe('film page: highlighted showtime, upsell, cinemas', () => {
  it('CAT-14 a showtime with a highlighted tag wears the badge, read in its name; the others do not', async () => {
    const { html, text } = await render(programme());
    expect(text).toMatch(/20:45 Featured VOST Audio description ends 22:45/);
    expect(html.match(/mq-showtime--highlighted/g)).toHaveLength(1);
    expect(text).not.toMatch(/21:30 Featured/);
    // Without the tag's highlight, nothing is highlighted.
    const plain = await render(lastLighthouseProgramme);
    expect(plain.html).not.toContain('mq-showtime--highlighted');
  });

  it('CAT-15 the day’s upsell above the list: the experience, its text, the showtime and its button', async () => {
    const { html, text } = await render(programme());
    expect(text).toContain('A showtime not to miss See this film in IMAX');
    expect(text).toContain("Huge screen, laser projection, precise sound. 20:45 VOST Marquee Toison d'Or");
    expect(html).toMatch(
      /<button type="button" class="catalogue-upsell__open" aria-describedby="catalogue-upsell-title">See the 20:45 showtime/,
    );
    expect(html).toContain('src="/api/media/experience/imax.svg"');
    // A region named by its title, as the schedule is (which says when another day is loading).
    expect(html).toMatch(/<section class="catalogue-upsell" aria-labelledby="catalogue-upsell-title">/);
    expect(html).toMatch(
      /<section class="catalogue-schedule" aria-labelledby="catalogue-schedule-title" aria-busy="false">/,
    );
    // It comes before the cinemas' showtimes.
    expect(html.indexOf('catalogue-upsell')).toBeLessThan(html.indexOf('catalogue-schedule__cinemas'));
    // In Dutch, the same upsell and badge in the page's words.
    const nl = await render(programme(), 'nl');
    expect(nl.text).toContain('Beleef deze film in IMAX');
    expect(nl.text).toMatch(/20:45 Uitgelicht VOST/);
  });

  it('CAT-15 no upsell when the filters leave no upsell showtime, or no tag has an upsell order', async () => {
    const filtered = await render(programme({ filters: { versions: ['vf'] } }));
    expect(filtered.html).not.toContain('catalogue-upsell');
    expect(filtered.text).toContain('21:30');
    const none = await render(lastLighthouseProgramme);
    expect(none.html).not.toContain('catalogue-upsell');
  });

  it('CAT-08 the cinemas playing the film: a closed list on the first load (read when opened)', async () => {
    const { html, text } = await render(programme());
    expect(text).toContain('Cinemas showing this film');
    expect(html).toMatch(/aria-expanded="false" aria-controls="catalogue-movie-cinemas-body"/);
    expect(html).toMatch(/<div id="catalogue-movie-cinemas-body" class="catalogue-movie-cinemas__body" hidden="">/);
  });
});
