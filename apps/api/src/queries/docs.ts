import type { DocRow } from '../rows';
import type { Store } from '../store';

/** Reads of the documents (articles, offers, seasons, experiences, tags, versions, templates...). */

/** Documents of a kind for a site (site-specific ones and those for every site), in their order. */
export const docsOf = (store: Store, kind: string, site: string): DocRow[] => store.docsOf(kind, site);

/** One document of a kind for a site. */
export const docOf = (store: Store, kind: string, site: string, slug: string): DocRow | undefined =>
  store.doc(kind, site, slug);

/**
 * The current slug of an offer or a season renamed in the CMS, asked by a former slug (the
 * answer then carries it as `redirectSlug`, CAT-02); undefined when the slug is no former one.
 * Seeded as `renamed-offer` / `renamed-season` documents.
 */
export const renamedTo = (store: Store, kind: 'offer' | 'season', site: string, former: string): string | undefined =>
  (store.doc(`renamed-${kind}`, site, former)?.data as { slug?: string } | undefined)?.slug;

/** The experience (its tag) an experience article is about: its cinemas are those offering it. Seeded as `article-experience` documents. */
export const articleExperienceTag = (store: Store, site: string, article: string): string | undefined =>
  (store.doc('article-experience', site, article)?.data as { tag?: string } | undefined)?.tag;
