import { DEMO_ACCOUNTS } from '@marquee/domain-models';
import type Database from 'better-sqlite3';

/** The client profile the API keeps (the rest of a Client answer is derived). */
export interface ClientData {
  firstname: string;
  lastname: string;
  email: string;
  /** Absent on rows written before these flags existed: registered, verified, not a first login. */
  registered?: boolean;
  emailVerify?: boolean;
  firstLogin?: boolean;
}

const EMOTIONS = ['loved', 'liked', 'disappointed'] as const;

/**
 * The demo accounts of the identity provider, as clients: the same ids (the provider's `sub`),
 * their profile flags, and for fan@marquee.test five favourite cinemas on fr, a wishlist and
 * emotions. Written once: a client's later changes are kept across restarts and re-seeds.
 */
export function seedDemoClients(db: Database.Database, now: Date): void {
  db.transaction(() => {
    for (const demo of DEMO_ACCOUNTS) {
      const data: ClientData = {
        firstname: demo.givenName,
        lastname: demo.familyName,
        email: demo.email,
        registered: demo.registered,
        emailVerify: demo.emailVerified,
        firstLogin: demo.firstLogin,
      };
      const inserted = db
        .prepare('INSERT OR IGNORE INTO clients (id, data, created_at) VALUES (?, ?, ?)')
        .run(demo.sub, JSON.stringify(data), now.toISOString());
      if (inserted.changes === 0 || !demo.filled) continue;
      const cinemas = db.prepare("SELECT slug FROM cinemas WHERE site = 'fr' ORDER BY id LIMIT 5").all() as {
        slug: string;
      }[];
      cinemas.forEach((cinema, i) => {
        db.prepare('INSERT OR IGNORE INTO favorites (client_id, site, cinema_slug, position) VALUES (?, ?, ?, ?)').run(
          demo.sub,
          'fr',
          cinema.slug,
          i,
        );
      });
      const shows = db
        .prepare('SELECT slug FROM shows WHERE is_movie = 1 AND retired = 0 ORDER BY id LIMIT 7')
        .all() as {
        slug: string;
      }[];
      for (const show of shows.slice(0, 4)) {
        db.prepare('INSERT OR IGNORE INTO intentions (client_id, show_slug, intention) VALUES (?, ?, 2)').run(
          demo.sub,
          show.slug,
        );
      }
      shows.slice(4).forEach((show, i) => {
        db.prepare('INSERT OR IGNORE INTO emotions (client_id, show_slug, emotion) VALUES (?, ?, ?)').run(
          demo.sub,
          show.slug,
          EMOTIONS[i % EMOTIONS.length],
        );
      });
    }
  }).immediate();
}
