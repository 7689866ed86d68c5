import type { Environment } from '@marquee/domain-models';
import type { RemoteName } from '@marquee/remote-contract';

/** Where a remote is deployed: the URL of its federation manifest and its version. */
export interface RemoteLocation {
  readonly entry: string;
  readonly version: string;
}

/** What the edge tells the page at boot (inlined as JSON to save a round trip). */
export interface BootstrapData {
  readonly environment: Environment;
  /** Runtime remote manifest: remote name -> deployed location. */
  readonly remotes: Partial<Record<RemoteName, RemoteLocation>>;
  /** The shell's `common` texts for the page language, keyed by language. */
  readonly translations?: Readonly<Record<string, Record<string, unknown>>>;
}

/** The id of the JSON script element the edge writes. */
export const BOOTSTRAP_ELEMENT_ID = 'marquee-bootstrap';

/** The runtime manifest URL a page fetches when the edge did not inline it. */
export const REMOTES_MANIFEST_PATH = '/_marquee/remotes.json';

/** Reads the data the edge inlined, or fetches the remote manifest when it is absent. */
export async function readBootstrapData(doc: Document): Promise<BootstrapData> {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (element?.textContent) {
    return JSON.parse(element.textContent) as BootstrapData;
  }
  const response = await fetch(REMOTES_MANIFEST_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`cannot read the remote manifest (${response.status})`);
  return (await response.json()) as BootstrapData;
}
