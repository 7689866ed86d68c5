import type Database from 'better-sqlite3';
import { slugify } from '../lib/text';
import { buildCinemas, buildShows, preShowMinutes, RETIRED_SHOW } from './catalogue';
import { articleDocs, EXPERIENCE_ARTICLE_TAGS, FAQ_ARTICLES, FAQ_CATEGORIES, RENAMED_OFFERS } from './content';
import { extraDocs, RENAMED_SEASONS } from './extra';
import { CARDS } from './cards';
import { GENRES } from './films';
import { ZONES } from './sites';
import { TEXTS } from './texts';

/**
 * Data-set sizes per scale (cinemas: the total, the seed's own and then more spread over the cities
 * of the eight countries, multiplexes of 18 to 28 screens or cinemas of 5 to 14). `chain` and `stress` are the two catalogue
 * sizes measured on the shared engine (decision 0044; a chain: 150 cinemas, 100 films; a stress test: 1,500 cinemas, 2,000 films).
 */
export const SCALES = {
  default: { shows: 60, cinemas: 0, multiplexes: false },
  large: { shows: 400, cinemas: 400, multiplexes: true },
  chain: { shows: 100, cinemas: 150, multiplexes: false },
  stress: { shows: 2000, cinemas: 1500, multiplexes: true },
} as const;
export type Scale = keyof typeof SCALES;

/**
 * Version of the seeded data. Bump it with every change of the seed (records, documents or the
 * showtime generator): a file seeded by another version is seeded again on start, its catalogue
 * replaced and its client data (accounts, favourites, feelings) kept.
 * 2: per-cinema full prices, the relaxed-screening tag, more accessible showtimes.
 * 3: more help articles (every topic more than 5, so previews and related articles are whole).
 * 6: the answers' texts (`text` documents, genres as `genre.<slug>`) and release zones (`zone`) are data.
 * 7: former slugs of offers and seasons (`renamed-offer`, `renamed-season`) and the experience of each
 *    experience article (`article-experience`) are documents (the routes read them through queries).
 * 8: the footer's column and link titles are `text` documents (`footer.*`).
 * 9: event articles (the news page's "events" type had none), after the others.
 * 10: each cinema's pre-show length (`cinemas.pre_show`), events' sessions without one (`showtimes.pre_show`).
 * 11: the calendar event's line of the session and film times (`calendar.filmTimes`).
 * 12: the footer's link to the accessible showings (`footer.films.accessible`).
 */
export const SEED_VERSION = 12;

/** Seeds an empty, migrated database; re-seeds one seeded by another SEED_VERSION. Deterministic. */
export function seedDatabase(db: Database.Database, scale: Scale): void {
  const size = SCALES[scale];
  // IMMEDIATE: the check and the seed happen under the write lock, so two processes seed once.
  db.transaction(() => {
    const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
    const version = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").get() as
      | { value: string }
      | undefined;
    if (seeded && Number(version?.value ?? 1) === SEED_VERSION) return;
    if (seeded) {
      // children first (halls → cinemas, show_slugs → shows); the showtime window is regenerated
      db.exec(`DELETE FROM showtimes; DELETE FROM halls; DELETE FROM cinemas; DELETE FROM show_slugs;
        DELETE FROM shows; DELETE FROM cities; DELETE FROM docs; DELETE FROM cards; DELETE FROM search_fts;
        DELETE FROM meta WHERE key IN ('seeded', 'scale', 'seed_version', 'st_from', 'st_to');`);
    }
    const shows = buildShows(size.shows);
    const insShow = db.prepare('INSERT INTO shows (id, slug, is_movie, retired, data) VALUES (?, ?, ?, ?, ?)');
    const insSlug = db.prepare('INSERT OR IGNORE INTO show_slugs (slug, lang, show_id, current) VALUES (?, ?, ?, ?)');
    for (const s of shows) {
      insShow.run(s.id, s.slug, s.isMovie ? 1 : 0, 0, JSON.stringify(s));
      for (const [lang, slug] of Object.entries(s.slugs)) insSlug.run(slug, lang, s.id, 1);
      if (s.oldSlug) insSlug.run(s.oldSlug, '*', s.id, 0);
    }
    const retiredId = shows.length + 1;
    insShow.run(
      retiredId,
      RETIRED_SHOW.slug,
      1,
      1,
      JSON.stringify({ slug: RETIRED_SHOW.slug, title: RETIRED_SHOW.title }),
    );
    insSlug.run(RETIRED_SHOW.slug, '*', retiredId, 1);

    const { cinemas, cities } = buildCinemas(size.cinemas, size.multiplexes);
    const insCinema = db.prepare(
      'INSERT INTO cinemas (site, slug, city_slug, vista_ref, zip, pre_show, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const insHall = db.prepare('INSERT INTO halls (cinema_id, name, seats, tags) VALUES (?, ?, ?, ?)');
    for (const c of cinemas) {
      const { lastInsertRowid } = insCinema.run(
        c.site,
        c.slug,
        c.citySlug,
        c.vistaRef,
        c.addressZip,
        preShowMinutes(c.slug),
        JSON.stringify(c),
      );
      for (const h of c.halls) insHall.run(lastInsertRowid, h.name, h.seats, JSON.stringify(h.tags));
    }
    const insCity = db.prepare('INSERT INTO cities (site, slug, data) VALUES (?, ?, ?)');
    for (const city of cities) {
      const { cinemas: _seeds, ...data } = city;
      insCity.run(city.site, city.slug, JSON.stringify(data));
    }

    const insDoc = db.prepare('INSERT OR REPLACE INTO docs (kind, site, slug, sort, data) VALUES (?, ?, ?, ?, ?)');
    for (const d of articleDocs()) insDoc.run(d.kind, d.site, d.slug, d.sort, JSON.stringify(d.data));
    for (const c of FAQ_CATEGORIES) insDoc.run('faq-category', '*', String(c.id), c.id, JSON.stringify(c));
    for (const a of FAQ_ARTICLES) {
      const slug = slugify(a.title.$t.en ?? String(a.id));
      insDoc.run('faq-article', '*', String(a.id), a.id, JSON.stringify({ ...a, slug }));
    }
    for (const d of extraDocs(shows)) insDoc.run(d.kind, d.site, d.slug, d.sort, JSON.stringify(d.data));
    const texts = { ...TEXTS, ...Object.fromEntries(Object.entries(GENRES).map(([g, text]) => [`genre.${g}`, text])) };
    for (const [key, text] of Object.entries(texts)) insDoc.run('text', '*', key, 0, JSON.stringify(text));
    Object.entries(ZONES).forEach(([id, zone], i) => {
      insDoc.run('zone', '*', id, i, JSON.stringify({ id, ...zone }));
    });
    for (const [former, slug] of Object.entries(RENAMED_OFFERS))
      insDoc.run('renamed-offer', '*', former, 0, JSON.stringify({ slug }));
    for (const [former, slug] of Object.entries(RENAMED_SEASONS))
      insDoc.run('renamed-season', '*', former, 0, JSON.stringify({ slug }));
    for (const [article, tag] of Object.entries(EXPERIENCE_ARTICLE_TAGS))
      insDoc.run('article-experience', '*', article, 0, JSON.stringify({ tag }));

    const insCard = db.prepare('INSERT INTO cards (number, pin, site, data) VALUES (?, ?, ?, ?)');
    for (const card of CARDS) insCard.run(card.number, card.pin, card.site, JSON.stringify(card));

    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?), ('scale', ?), ('seed_version', ?)").run(
      new Date(0).toISOString(),
      scale,
      String(SEED_VERSION),
    );
  }).immediate();
}
