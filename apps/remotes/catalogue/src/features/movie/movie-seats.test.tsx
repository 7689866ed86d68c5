import type { Language } from '@marquee/domain-models';
import { type RemotePage, type RemoteRoutes, resolvePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import type { RoutingSite } from '@marquee/routing';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as routes from '../../app/routes';
import type { Programme } from '../../components/showtime-schedule/programme';
import { lastLighthouse, lastLighthouseProgramme } from './test-fixtures';

// Issue 27 item 4 on the film page as the edge renders it: each showtime chip's fill (a gauge and
// a text), a full one said once, a past one without; "hide sold out" read from the address.

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));
const be: RoutingSite = {
  code: 'be',
  languages: ['fr', 'nl', 'en'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
};

/** The fixture with showtime 3 (20:45) almost full: 9 seats left of 180. */
const programme: Programme = {
  ...lastLighthouseProgramme,
  schedule: lastLighthouseProgramme.schedule && {
    ...lastLighthouseProgramme.schedule,
    cinemas: lastLighthouseProgramme.schedule.cinemas.map((cinema) => ({
      ...cinema,
      showtimes: cinema.showtimes.map((s) => (s.id === '3' ? { ...s, seatsLeft: 9 } : s)),
    })),
  },
};

async function render(language: Language, search = '') {
  // biome-ignore lint/suspicious/noExplicitAny: the page's own data type.
  const movie = (await resolvePage(routes as RemoteRoutes, 'Movie')) as RemotePage<any> | undefined;
  if (!movie) throw new Error('movie page missing');
  const path = language === 'nl' ? '/nl/film/de-laatste-vuurtoren' : '/en/film/the-last-lighthouse';
  const html = (
    await renderPageOnServer({
      page: movie,
      data: { ...lastLighthouse, slugs: null, programme },
      language,
      namespace: 'catalogue',
      localesDir,
      site: be,
      url: `http://be.marquee.localhost${path}${search}`,
    })
  ).replaceAll('<!-- -->', '');
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { html, text };
}

describe('film page: seats left on the chips, hide sold out', () => {
  it('each bookable chip says how full it is with its gauge; full said once; a past one says only "Past"', async () => {
    const { html, text } = await render('en');
    expect(text).toMatch(/20:45 VOST Audio description ends 22:45 Almost full/);
    expect(text).toMatch(/21:30 VF ends 23:30 Seats available/);
    expect(text).toMatch(/18:15 VOST ends 20:15 Full/);
    expect(text).not.toMatch(/Full Full/);
    expect(text).toMatch(/14:00 VF ends 16:00 Past/);
    expect(html.match(/class="mq-seats mq-seats--almost-full/g)).toHaveLength(1);
    expect(html.match(/class="mq-seats mq-seats--full/g)).toHaveLength(1);
    // the gauge is drawn, hidden from screen readers: the text says it
    expect(html).toMatch(/<svg class="mq-seats__gauge"[^>]*aria-hidden="true"/);
  });

  it('the "hide sold out" box is offered unchecked; ?hidesoldout=true renders it checked, without the sold-out showtime', async () => {
    const shown = await render('en');
    expect(shown.html).toMatch(/<input type="checkbox"\/> Hide sold out/);
    expect(shown.text).toContain('18:15');
    const hidden = await render('nl', '?hidesoldout=true');
    expect(hidden.html).toMatch(/<input type="checkbox" checked=""\/> Uitverkochte verbergen/);
    expect(hidden.text).not.toContain('18:15');
    expect(hidden.text).toContain('20:45');
    expect(hidden.text).toContain('Bijna vol');
  });
});
