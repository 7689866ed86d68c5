import type { Text } from '../seed/sites';
import type { Store } from '../store';
import { type Req, textsIn, type ViewCtx } from '../views/context';

const textMemo = new WeakMap<object, Map<string, Text>>();

/** The answer texts (`text` documents): key → text in every language. */
export function texts(store: Store): ReadonlyMap<string, Text> {
  let map = textMemo.get(store.generation);
  if (!map) {
    map = new Map(store.docsOf('text', '*').map((d) => [d.slug, d.data as Text]));
    textMemo.set(store.generation, map);
  }
  return map;
}

/** What every view of a request needs: who asks, the site's configuration and the texts in its language. */
export function viewCtx(store: Store, r: Req): ViewCtx {
  return { r, site: store.site(r.site), text: textsIn(texts(store), r.lang) };
}
