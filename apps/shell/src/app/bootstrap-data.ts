import type { Environment, Language } from '@marquee/domain-models';
import { BOOTSTRAP_ELEMENT_ID, type DeviceHint, type RemoteName } from '@marquee/remote-contract';
import type { Texts } from './shell-context';

/** Where a remote is deployed: the URL of its federation manifest and its version. */
/** A remote's `./routes` module, loadable straight from the import map (docs/decisions/0014). */
export interface RoutesModuleLocation {
  readonly module: string;
  /** The chunks the module imports (the page hints them). */
  readonly imports: readonly string[];
  readonly css: readonly string[];
}

export interface RemoteLocation {
  /** The remote's federation manifest (`mf-manifest.json`), for the runtime. */
  readonly entry: string;
  readonly version: string;
  /** Present when the remote's build says where `./routes` is: loaded without the runtime. */
  readonly routes?: RoutesModuleLocation;
}

/** react-router's hydration data: loader data by route id, errors serialised as react-router does. */
export interface RouterHydrationData {
  readonly loaderData: Record<string, unknown>;
  readonly actionData: null;
  readonly errors: Record<string, unknown> | null;
}

/** What a server render tells the browser, which hydrates instead of rendering from scratch. */
export interface ServerRenderData {
  /** The page language the server rendered in. */
  readonly language: Language;
  /** When the server rendered the page (ISO). */
  readonly renderedAt: string;
  readonly router: RouterHydrationData;
  /** The remotes whose regions the server rendered: loaded before hydrating. */
  readonly remotes: readonly RemoteName[];
  /** The texts of those remotes, by namespace (no fetch before hydrating). */
  readonly texts: Readonly<Record<string, Texts>>;
  /** The device class the server rendered for: hydration renders for the same one first. */
  readonly device: DeviceHint;
}

/** What the edge tells the page at boot (inlined as JSON to save a round trip). */
export interface BootstrapData {
  readonly environment: Environment;
  /** Runtime remote manifest: remote name -> deployed location. */
  readonly remotes: Partial<Record<RemoteName, RemoteLocation>>;
  /** The shell's `common` texts for the page language, keyed by language. */
  readonly translations?: Readonly<Record<string, Texts>>;
  /** Present when the server rendered the page. */
  readonly ssr?: ServerRenderData;
}

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
