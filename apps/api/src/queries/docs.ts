import type { DocRow } from '../rows';
import type { Store } from '../store';

/** Reads of the documents (articles, offers, seasons, experiences, tags, versions, templates...). */

/** Documents of a kind for a site (site-specific ones and those for every site), in their order. */
export const docsOf = (store: Store, kind: string, site: string): DocRow[] => store.docsOf(kind, site);

/** One document of a kind for a site. */
export const docOf = (store: Store, kind: string, site: string, slug: string): DocRow | undefined =>
  store.doc(kind, site, slug);
