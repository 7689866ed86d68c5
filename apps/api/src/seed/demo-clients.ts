import { DEMO_ACCOUNTS } from '@marquee/domain-models';
import type { Db } from '@marquee/db';

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
 * The demo accounts of the identity provider, as clients in the shared database: the same ids
 * (the provider's `sub`), their profile flags, and for fan@marquee.test five favourite cinemas on
 * fr (the first five of `cinemas`, in id order), a wishlist and emotions (`movies`: the first
 * seven current films by id). Written once: a client's later changes are kept across restarts, re-seeds
 * and other instances starting.
 */
export async function seedDemoClients(
  db: Db,
  now: Date,
  catalogue: { cinemas: readonly { site: string; slug: string }[]; movies: readonly string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const demo of DEMO_ACCOUNTS) {
      const data: ClientData = {
        firstname: demo.givenName,
        lastname: demo.familyName,
        email: demo.email,
        registered: demo.registered,
        emailVerify: demo.emailVerified,
        firstLogin: demo.firstLogin,
      };
      const inserted = await tx.run(
        'INSERT INTO clients (id, data, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING',
        [demo.sub, JSON.stringify(data), now.toISOString()],
      );
      if (inserted.changes === 0 || !demo.filled) continue;
      const frCinemas = catalogue.cinemas.filter((c) => c.site === 'fr').map((c) => c.slug);
      for (const [i, slug] of frCinemas.slice(0, 5).entries()) {
        await tx.run(
          'INSERT INTO favorites (client_id, site, cinema_slug, position) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
          [demo.sub, 'fr', slug, i],
        );
      }
      const shows = catalogue.movies.slice(0, 7);
      for (const slug of shows.slice(0, 4)) {
        await tx.run(
          'INSERT INTO intentions (client_id, show_slug, intention) VALUES (?, ?, 2) ON CONFLICT DO NOTHING',
          [demo.sub, slug],
        );
      }
      for (const [i, slug] of shows.slice(4).entries()) {
        await tx.run('INSERT INTO emotions (client_id, show_slug, emotion) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
          demo.sub,
          slug,
          EMOTIONS[i % EMOTIONS.length] as string,
        ]);
      }
    }
  });
}
