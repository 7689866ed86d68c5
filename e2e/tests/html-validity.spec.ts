// The server's HTML is valid: one page of every page kind on fr, and of every
// kind each site has on ch (de), nl (nl) and tn (fr) — there, one show list and one help article
// stand for the kinds that are the same view with other data — fetched as a signed-out visitor's
// first request gets it (no browser: the HTML the edge renders), and validated by html-validate
// with the committed e2e/.htmlvalidate.json: html-validate's recommended and document rules, plus
// the W3C checker's rules html-validate lacks (e2e/html-validate/marquee-rules.mjs). A page's
// errors are reported with its address, the rule and the line.
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { expect, type SiteCode, test } from '../fixtures';

/** A file name inside e2e/, so html-validate finds e2e/.htmlvalidate.json for it. */
const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'page.html');

let validator: HtmlValidate | undefined;
/** One validator per worker: html-validate loads its configuration and element table once. */
function htmlValidate(): HtmlValidate {
  validator ??= new HtmlValidate(new FileSystemConfigLoader());
  return validator;
}

interface Answer {
  readonly status: number;
  readonly body: string;
  /** How the edge made the page (`X-Marquee-Render`): server, cache or client. */
  readonly render: string;
}

/** GETs a path from the edge as the site's host (Node cannot resolve `*.localhost`; the edge serves by Host). */
function edgeGet(port: number, site: SiteCode, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: target, headers: { host: `${site}.marquee.localhost:${port}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, render: String(res.headers['x-marquee-render'] ?? '') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * The page as the server renders it in full. A first render may leave a region to the browser
 * (its remote's server code still loading, or over the render budget: the shell's loading
 * placeholder) or the whole page (`X-Marquee-Render: client`); the edge keeps neither, so the
 * next request renders again: ask until the page comes whole (this spec judges the server's
 * HTML, not the placeholder's).
 */
async function serverRendered(port: number, site: SiteCode, target: string): Promise<Answer> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await edgeGet(port, site, target);
    const whole = answer.render !== 'client' && !answer.body.includes('class="region-loading"');
    if (whole || Date.now() > deadline) return answer;
  }
}

/** A page to validate: its kind, its path (`{film}`: the site's first film), the status it answers with. */
type Page = readonly [kind: string, path: string, status?: number];

/**
 * The pages of the kinds every site has, from a language's path words
 * (packages/routing/src/page-kinds.ts). `all`: also the kinds that are another kind's view with
 * other data (the show lists' views, the help article by slug) — on fr only, to keep the spec fast.
 */
function commonPages(prefix: string, w: Record<string, string>, all = false): Page[] {
  const sameView: Page[] = [
    ['ShowsBook', `${prefix}/${w.films}/${w.book}`],
    ['ShowsUpcoming', `${prefix}/${w.films}/${w.upcoming}`],
    ['FaqArticleBySlug', `${prefix}/${w.help}/how-do-i-book-a-ticket-online`],
  ];
  return [
    ...(all ? sameView : []),
    ['Home', prefix || '/'],
    ['Shows', `${prefix}/${w.films}`],
    ['Movie', `${prefix}/film/{film}`],
    ['EntertainmentList', `${prefix}/${w.events}`],
    ['Entertainment', `${prefix}/${w.events}/opera-season`],
    ['Season', `${prefix}/${w.season}/ballet-season`],
    ['Cinemas', `${prefix}/cinemas`],
    ['CinemaLight', `${prefix}/cinemas/l/${w.city}`],
    ['Cinema', `${prefix}/${w.cinema}/${w.cinemaSlug}`],
    ['City', `${prefix}/${w.town}/${w.city}`],
    ['CityLight', `${prefix}/${w.town}-list/${w.city}`],
    ['Experiences', `${prefix}/${w.experiences}`],
    ['AccessibleShowings', `${prefix}/${w.accessible}`],
    ['Experience', `${prefix}/${w.experiences}/imax`],
    ['ExperienceGroup', `${prefix}/${w.group}/technologies`],
    ['ExperienceArticle', `${prefix}/specials/imax-explained`],
    ['OffersList', `${prefix}/${w.offers}`],
    ['Offer', `${prefix}/${w.offers}/student-price`],
    ['NewsList', `${prefix}/${w.news}`],
    ['NewsItem', `${prefix}/${w.news}/summer-of-cinema`],
    ['FaqHome', `${prefix}/${w.help}`],
    ['FaqResults', `${prefix}/${w.help}/${w.search}?q=ticket`],
    ['FaqArticleById', `${prefix}/${w.help}/${w.article}/101`],
    ['FaqCategory', `${prefix}/${w.help}/${w.category}/1`],
    ['MFaqHome', `${prefix}/m/${w.help}`],
    ['SearchResults', `${prefix}/${w.search}?q=marquee`],
    ['Account', `${prefix}/${w.account}`],
    ['AccountBookings', `${prefix}/${w.account}/${w.bookings}`],
    ['Info', `${prefix}/info/accessibility`],
    ['Cvd', `${prefix}/cvd`],
    ['Sitemap', `${prefix}/${w.sitemap}`],
    ['MobileApp', `${prefix}/${w.mobileApp}`],
    ['NotFound', `${prefix}/no-such-page`, 404],
  ];
}

const FR_WORDS = {
  films: 'films',
  book: 'reserver',
  upcoming: 'prochainement',
  events: 'evenements',
  season: 'saison',
  cinema: 'cinema',
  town: 'ville',
  experiences: 'experiences',
  accessible: 'seances-accessibles',
  group: 'rubrique',
  offers: 'offres',
  news: 'actualites',
  help: 'aide',
  search: 'recherche',
  article: 'article',
  category: 'categorie',
  account: 'mon-compte',
  bookings: 'reservations',
  sitemap: 'plan-du-site',
  mobileApp: 'application-mobile',
};

/** Per site (in one of its languages): the language, and the pages of every kind the site has. */
const SITE_PAGES: Record<'fr' | 'ch' | 'nl' | 'tn', { language: string; pages: Page[] }> = {
  fr: {
    language: 'fr',
    pages: [
      ...commonPages('', { ...FR_WORDS, city: 'paris', cinemaSlug: 'marquee-opera-paris' }, true),
      ['ShowsPresales', '/films/preventes'],
      ['NewsApp', '/m/actualites'],
      ['MFaqResults', '/m/aide/recherche?q=billet'],
      ['MFaqArticleById', '/m/aide/article/101'],
      ['MFaqCategory', '/m/aide/categorie/1'],
      ['Subscription', '/cinepass'],
      ['AccountPage', '/mon-compte/avantages'],
      ['AccountFavoriteCinemas', '/mon-compte/cinemas-favoris'],
      ['Ecards', '/e-cartes'],
      ['Ecards3', '/e-cartes-3-places'],
      ['Cgv', '/cgv'],
      ['Error404', '/404', 404],
      ['Error410Gone', '/410_GONE?errorCode=410', 410],
    ],
  },
  ch: {
    language: 'de',
    pages: [
      ...commonPages('/de', {
        films: 'filme',
        book: 'buchen',
        upcoming: 'demnaechst',
        events: 'veranstaltungen',
        season: 'saison',
        cinema: 'kino',
        town: 'stadt',
        experiences: 'erlebnisse',
        accessible: 'barrierefreie-vorstellungen',
        group: 'kategorie',
        offers: 'angebote',
        news: 'neuigkeiten',
        help: 'hilfe',
        search: 'suche',
        article: 'artikel',
        category: 'kategorie',
        account: 'konto',
        bookings: 'buchungen',
        sitemap: 'sitemap',
        mobileApp: 'mobile-app',
        city: 'geneve',
        cinemaSlug: 'marquee-balexert-geneve',
      }),
      ['Subscription', '/de/pass'],
      ['AccountFavoriteCinemas', '/de/konto/lieblingskinos'],
    ],
  },
  nl: {
    language: 'nl',
    pages: [
      ...commonPages('/nl', {
        films: 'films',
        book: 'boeken',
        upcoming: 'binnenkort',
        events: 'evenementen',
        season: 'seizoen',
        cinema: 'bioscoop',
        town: 'stad',
        experiences: 'belevingen',
        accessible: 'toegankelijke-voorstellingen',
        group: 'categorie',
        offers: 'aanbiedingen',
        news: 'nieuws',
        help: 'help',
        search: 'zoeken',
        article: 'artikel',
        category: 'categorie',
        account: 'account',
        bookings: 'reserveringen',
        sitemap: 'sitemap',
        mobileApp: 'mobiele-app',
        city: 'amsterdam',
        cinemaSlug: 'marquee-city-amsterdam',
      }),
      ['Subscription', '/nl/abonnementen'],
      ['AccountFavoriteCinemas', '/nl/account/favoriete-bioscopen'],
      ['Ecards', '/nl/e-cards'],
      ['GiftCard', '/nl/giftcard'],
      ['GiftCardBalance', '/nl/giftcard/saldo'],
      ['Voucher', '/nl/voucher'],
    ],
  },
  tn: {
    language: 'fr',
    pages: [...commonPages('/fr', { ...FR_WORDS, city: 'tunis', cinemaSlug: 'marquee-berges-du-lac-tunis' })],
  },
};

/** The first film the site lists in a language (film slugs differ per language). */
const films = new Map<string, Promise<string>>();
function firstFilm(port: number, site: SiteCode, language: string): Promise<string> {
  const key = `${site}:${language}`;
  let slug = films.get(key);
  if (!slug) {
    slug = edgeGet(port, site, `/api/shows?language=${language}`).then(({ status, body }) => {
      if (status !== 200) throw new Error(`${site} /api/shows: ${status}`);
      const first = (JSON.parse(body) as { shows: { slug: string }[] }).shows[0];
      if (!first) throw new Error(`${site} lists no film in ${language}`);
      return first.slug;
    });
    films.set(key, slug);
  }
  return slug;
}

/** A message as a reader finds it: rule, line and column, what is wrong, where. */
function errorLine(target: string, message: Message): string {
  return `${target} ${message.ruleId} line ${message.line}:${message.column} ${message.message} (${message.selector ?? 'document'})`;
}

for (const [site, { language, pages }] of Object.entries(SITE_PAGES) as [
  'fr' | 'ch' | 'nl' | 'tn',
  (typeof SITE_PAGES)['fr'],
][]) {
  test.describe(`valid HTML on ${site} (${language})`, () => {
    for (const [kind, pattern, status = 200] of pages) {
      test(`${kind} ${pattern} is valid HTML (0 html-validate errors)`, async ({ site: s }) => {
        const target = pattern.includes('{film}')
          ? pattern.replace('{film}', await firstFilm(s.platform.port, site, language))
          : pattern;
        const answer = await serverRendered(s.platform.port, site, target);
        expect(answer.status, `${site} ${target}`).toBe(status);
        expect(answer.body).toMatch(/^<!doctype html>/i);
        const report = await htmlValidate().validateString(answer.body, SOURCE);
        const errors = report.results
          .flatMap((result) => result.messages)
          .map((message) => errorLine(s.url(site, target), message));
        expect(errors).toEqual([]);
      });
    }
  });
}
