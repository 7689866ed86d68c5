import { localize, pickText } from '../lib/text';
import type { Lang } from '../seed/sites';
import { SITES } from '../seed/sites';
import type { Store } from '../store';

/**
 * Fills the FTS5 index: one row per (site, language, record). Accents are folded by the tokenizer.
 * Index maintenance, so under db/ with the migrations: run once after seeding (the store calls it
 * when the index is empty), from the catalogue in memory.
 */
export function indexSearch(store: Store): void {
  const ins = store.db.prepare(
    'INSERT INTO search_fts (title, body, site, lang, type, ref, zip) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  store.db.transaction(() => {
    for (const site of Object.values(SITES)) {
      for (const lang of site.languages as Lang[]) {
        for (const show of store.shows) {
          const body = [
            show.directors.join(' '),
            show.actors.join(' '),
            show.originalTitle,
            show.genres.join(' '),
          ].join(' ');
          ins.run(
            pickText(show.titles, lang),
            body,
            site.code,
            lang,
            show.isMovie ? 'show' : 'event',
            String(show.id),
            null,
          );
        }
        for (const c of store.cinemasOf(site.code)) {
          const city = pickText(c.city, lang);
          ins.run(c.name, `${city} ${c.addressLine1} ${c.addressZip}`, site.code, lang, 'cinema', c.slug, c.addressZip);
        }
        for (const d of store.docsOf('article', site.code)) {
          const a = localize<{ type: string; title: string; teaser: string }>(d.data, lang);
          if (a.type !== 'news' && a.type !== 'offer') continue;
          ins.run(a.title, a.teaser, site.code, lang, a.type, d.slug, null);
        }
        for (const d of store.docsOf('faq-article', site.code)) {
          const a = localize<{ title: string; teaser: string }>(d.data, lang);
          ins.run(a.title, a.teaser, site.code, lang, 'faq', d.slug, null);
        }
      }
    }
  })();
}
