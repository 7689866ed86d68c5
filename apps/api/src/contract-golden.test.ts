/**
 * The HTTP contract, pinned: the answers (status, content type, cache policy and the whole JSON
 * body) of a fixed list of GET calls — every route family, several sites and languages, errors,
 * and signed client calls with the dev token — captured from the API before its split into
 * routes / queries / views (decision 0028) and replayed here against the real server over a
 * fresh SQLite file with the clock pinned. Any moved byte of an answer fails this test.
 *
 * `UPDATE_GOLDEN=1 npx vitest run src/contract-golden.test.ts` rewrites test/golden.json (only
 * when the contract is meant to change).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineEnv, startTestApi, type TestApi } from '../test/helpers';
import { mintDevToken } from './auth';

const GOLDEN = fileURLToPath(new URL('../test/golden.json', import.meta.url));
/** 16:00 in Paris on a Wednesday: today's evening showtimes are still open, the morning's are locked. */
const NOW = new Date('2026-03-11T15:00:00Z');

type Call = [site: string | null, path: string, signed?: 'alice'];

const CALLS: Call[] = [
  // catalogue: shows
  ['fr', '/api/shows?limit=8'],
  ['fr', '/api/shows?filter=book&limit=5&offset=2'],
  ['fr', '/api/shows?filter=upcoming&limit=6'],
  ['fr', '/api/shows?filter=kids&facets=true&limit=4'],
  ['fr', '/api/shows?date=2026-03-12&versions=vf,vost&tags=3d,imax&limit=6'],
  ['be', '/api/shows?filter=presales&language=en'],
  ['ch', '/api/shows?filter=special&language=de'],
  ['fr', '/api/show/sous-le-baobab'],
  ['be', '/api/show/under-the-baobab?language=en'],
  ['fr', '/api/show/starfall-working-title'],
  ['fr', '/api/show/the-forgotten-reel'],
  ['fr', '/api/show/no-such-film'],
  ['be', '/api/show/sous-le-baobab/translate?language=nl'],
  ['fr', '/api/show/sous-le-baobab/cinemas'],
  ['fr', '/api/show/sous-le-baobab/showtimes/2026-03-12'],
  ['fr', '/api/show/sous-le-baobab/showtimes/paris/2026-03-12'],
  ['fr', '/api/show/sous-le-baobab/showtimes/marquee-opera-paris'],
  ['ch', '/api/show/oper-live-la-traviata/showtimes/geneve?language=de'],
  // every film's showtimes in a time window at a place: the "tonight" page
  ['fr', '/api/tonight?from=18:00&to=22:30&tags=audio-description&limit=3'],
  ['fr', '/api/tonight?lat=48.8566&lng=2.3522&radius=5&sort=distance&limit=3'],
  ['nl', '/api/tonight?preset=evening&versions=ov&language=en&limit=2'],
  ['fr', '/api/tonight?from=19:00&to=19:30&cinemas=marquee-opera-paris'],
  ['ch', '/api/tonight?from=22:00&to=18:00&lat=north&city=atlantis&limit=2&language=de'],
  // the answer without a clock time (decision 0073), as the catalogue asks it: a window from now, a preset
  ['fr', '/api/tonight?lat=48.8566&lng=2.3522&radius=5&sort=distance&limit=3&clock=client'],
  ['nl', '/api/tonight?preset=evening&versions=ov&language=en&limit=2&clock=client'],
  // the accessible showings page
  ['fr', '/api/accessible-showtimes?limit=3'],
  ['fr', '/api/accessible-showtimes?features=relaxed&place=paris&limit=2&offset=1'],
  ['ch', '/api/accessible-showtimes?features=hoh-subtitles&date=2026-03-12&limit=2&language=de'],
  ['fr', '/api/accessible-showtimes?features=imax'],
  // catalogue: cinemas and cities
  ['fr', '/api/cinemas'],
  ['nl', '/api/cinemas'],
  ['fr', '/api/cinema/marquee-opera-paris'],
  ['fr', '/api/cinema/marquee-clichy-paris'],
  ['ch', '/api/cinema/marquee-balexert-geneve?language=de'],
  ['be', '/api/cinema/marquee-de-brouckere-bruxelles?language=nl'],
  ['tn', '/api/cinema/marquee-berges-du-lac-tunis'],
  ['fr', '/api/cinema/marquee-balexert-geneve'],
  ['fr', '/api/cinema/marquee-opera-paris/translate'],
  ['fr', '/api/cinema/marquee-opera-paris/shows'],
  ['fr', '/api/cinema/marquee-opera-paris/shows?date=2026-03-13'],
  ['fr', '/api/cities'],
  ['ma', '/api/cities'],
  ['fr', '/api/city/paris'],
  ['ch', '/api/city/geneve?language=de'],
  ['ma', '/api/city/casablanca/shows?date=2026-03-12'],
  // seasons, experiences, tags, versions
  ['fr', '/api/events'],
  ['be', '/api/seasons?language=nl'],
  ['fr', '/api/event/opera-season'],
  ['fr', '/api/event/opera-live-season'],
  ['fr', '/api/season/ballet-season/shows'],
  ['fr', '/api/event/opera-season/shows'],
  ['fr', '/api/gpxp'],
  ['nl', '/api/experiences'],
  ['fr', '/api/gpxp/imax'],
  ['fr', '/api/gpxp/imax/shows'],
  ['fr', '/api/technologies'],
  ['fr', '/api/tags'],
  ['ch', '/api/tag/imax?language=de'],
  ['fr', '/api/tag/no-such-tag'],
  ['fr', '/api/versions'],
  ['fr', '/api/experience-group/technologies'],
  ['be', '/api/experience-group/comfort?language=nl'],
  // articles, templates, offers
  ['fr', '/api/news'],
  ['fr', '/api/news?page=2'],
  ['fr', '/api/news/summer-of-cinema'],
  ['be', '/api/news/summer-of-cinema/translate'],
  ['fr', '/api/news-offers?type=offer'],
  ['fr', '/api/offers'],
  ['fr', '/api/offer/student-deal'],
  ['ch', '/api/offer/student-price?language=de'],
  ['fr', '/api/articles'],
  ['fr', '/api/article/new-imax-halls'],
  ['fr', '/api/master-template/pages'],
  ['fr', '/api/master-template/page/accessibility'],
  ['nl', '/api/master-template/page/cgv'],
  ['fr', '/api/master-template/page/cgv'],
  ['fr', '/api/master-template/page/cgv/translate'],
  ['fr', '/api/offers/page'],
  ['ch', '/api/offers/promotion?language=de'],
  ['fr', '/api/offers/temporary'],
  // pushes, promotion, video, vod
  ['fr', '/api/alerts'],
  ['fr', '/api/native-ad'],
  ['fr', '/api/pushes/header'],
  ['be', '/api/pushes/home?language=nl'],
  ['fr', '/api/autopromos'],
  ['ch', '/api/permanent-autopromo?language=de'],
  ['fr', '/api/featured'],
  ['fr', '/api/featured?type=news'],
  ['fr', '/api/featured?type=events'],
  ['fr', '/api/youtube/latest'],
  ['fr', '/api/vod'],
  ['sn', '/api/vod'],
  // passes, cards, subscriptions, zones, chat
  ['fr', '/api/ecards'],
  ['ch', '/api/cms/1.0.0/ecards?language=de'],
  ['fr', '/api/cinepass'],
  ['nl', '/api/cinepass'],
  ['fr', '/api/cinepass/current-shows'],
  ['fr', '/api/cms/1.0.0/subscription/subscription-offers'],
  ['ma', '/api/cms/1.0.0/subscription/subscription-offers?catalog=winter'],
  ['fr', '/api/zone'],
  ['fr', '/api/zone/be'],
  ['fr', '/api/chat/availability'],
  // shell
  ['fr', '/api/settings'],
  ['nl', '/api/settings'],
  ['fr', '/api/footer'],
  ['ch', '/api/footer?language=de'],
  ['fr', '/api/footer/faq'],
  ['fr', '/api/faq/categories'],
  ['fr', '/api/faq/category/1'],
  ['fr', '/api/faq/article/id/1'],
  ['fr', '/api/faq/article/id/101'],
  ['be', '/api/faq/article/slug/how-do-i-book-a-ticket-online?language=nl'],
  ['fr', '/api/search/full?q=baobab'],
  ['fr', '/api/search/full?q=75'],
  // calendar feeds (the .ics bodies are checked by test/feeds.test.ts with an iCalendar parser)
  ['fr', '/api/feeds/new-films?language=en'],
  ['fr', '/api/feeds/cinema/no-such-cinema.ics'],
  ['fr', '/api/feeds/personal/no-such-token.ics'],
  // commerce
  ['fr', '/api/voucher/VCHFR0001'],
  // client API, signed with the dev token
  ['tn', '/api/client/client-alice', 'alice'],
  ['tn', '/api/v1/accounts/me', 'alice'],
  ['tn', '/api/v1/webview', 'alice'],
  ['tn', '/api/v1/accounts/me/calendar-feed', 'alice'],
  ['tn', '/api/client/client-alice'],
  // errors of every request
  [null, '/api/shows'],
  ['xx', '/api/shows'],
  ['fr', '/api/shows?language=de'],
  ['fr', '/api/shows?filter=nope'],
  ['fr', '/api/no-such-route'],
];

interface Answer {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  body: unknown;
}

const key = ([site, path, signed]: Call) => `${site ?? '-'} ${path}${signed ? ` (${signed})` : ''}`;

/**
 * The same answers on both engines: the embedded SQLite file, and a real
 * PostgreSQL under the shared state (DATABASE_URL).
 */
describe.each(['sqlite', 'postgres'] as const)('the HTTP contract on %s (test/golden.json)', (engine) => {
  let t: TestApi;
  let alice: string;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const { env, drop: dropDb } = await engineEnv(engine);
    drop = dropDb;
    t = await startTestApi({ now: () => NOW, env });
    alice = await mintDevToken('client-alice', {
      given_name: 'Alice',
      family_name: 'Martin',
      email: 'alice@example.test',
    });
  });
  afterAll(async () => {
    await t?.stop();
    await drop?.();
  });

  async function call([site, path, signed]: Call): Promise<Answer> {
    const res = await t.get(path, site, signed ? { Authorization: `Bearer ${alice}` } : {});
    const text = await res.text();
    const contentType = res.headers.get('content-type');
    return {
      status: res.status,
      contentType,
      cacheControl: res.headers.get('cache-control'),
      body: contentType?.includes('json') ? JSON.parse(text) : text,
    };
  }

  if (process.env.UPDATE_GOLDEN === '1') {
    if (engine === 'sqlite') {
      it('captures the golden answers', async () => {
        const golden: Record<string, Answer> = {};
        for (const c of CALLS) golden[key(c)] = await call(c);
        writeFileSync(GOLDEN, `${JSON.stringify(golden, null, 1)}\n`);
      });
    }
    return;
  }
  const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, Answer>;

  it('covers every call of the list, and the list covers every route family', () => {
    expect(Object.keys(golden).sort()).toEqual(CALLS.map(key).sort());
    expect(CALLS.length).toBeGreaterThanOrEqual(60);
  });

  for (const c of CALLS) {
    it(`answers ${key(c)} as before`, async () => {
      const answer = await call(c);
      expect(answer).toEqual(golden[key(c)]);
      // and byte for byte: the same keys in the same order
      expect(JSON.stringify(answer)).toBe(JSON.stringify(golden[key(c)]));
    });
  }
});
