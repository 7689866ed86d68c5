import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteName, RemoteRoutes, ShellServerEntry } from '@marquee/remote-contract';

/**
 * The loader hook that gives every server build the edge imports ONE copy of each shared
 * singleton (one React, one router, one i18n...): a bare import from a file under one of the
 * `scopes` resolves to apps/vendor's server files (workspace singletons) or from apps/vendor's
 * own dependencies (react, react-dom, react-router, zustand), never from where the file sits.
 * Any other bare import is refused with a message naming it: a server build bundles everything
 * that is not a singleton. (Runs in Node's loader thread: plain JavaScript.)
 */
const HOOKS = `
import { isBuiltin } from 'node:module';
let settings;
export async function initialize(data) { settings = data; }
export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL;
  const bare = !/^(\\.|\\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
  if (!parent || !bare || isBuiltin(specifier) || !settings.scopes.some((scope) => parent.startsWith(scope))) {
    return nextResolve(specifier, context);
  }
  const mapped = settings.imports[specifier];
  if (mapped) return { url: mapped, shortCircuit: true };
  if (settings.packages.includes(specifier)) return nextResolve(specifier, { ...context, parentURL: settings.parent });
  throw new Error(parent + ' imports "' + specifier + '", which is not a shared singleton (' + [...Object.keys(settings.imports), ...settings.packages].join(', ') + '): a server build must bundle it');
}
`;

/** What apps/vendor's manifest says about the server side of the singletons. */
interface VendorServer {
  readonly server?: { readonly imports: Readonly<Record<string, string>>; readonly packages: readonly string[] };
}

const registered = new Set<string>();

/**
 * Makes every ES module under `scopes` (folders) resolve its bare imports to the singletons
 * of the vendor build in `vendorDir`. Idempotent; several edges in one process add their scopes.
 */
export async function registerServerSingletons(vendorDir: string, scopes: readonly string[]): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(vendorDir, 'vendor-manifest.json'), 'utf8')) as VendorServer;
  if (!manifest.server)
    throw new Error(`${vendorDir}/vendor-manifest.json has no server singletons: rebuild apps/vendor`);
  const imports: Record<string, string> = {};
  for (const [spec, file] of Object.entries(manifest.server.imports)) {
    imports[spec] = pathToFileURL(path.join(vendorDir, file)).href;
  }
  const settings = {
    imports,
    packages: manifest.server.packages,
    // Resolve the npm singletons as apps/vendor itself does (the versions deploys are checked against).
    parent: pathToFileURL(path.join(vendorDir, '..', 'package.json')).href,
    scopes: scopes.map((scope) => pathToFileURL(path.resolve(scope)).href.replace(/\/?$/, '/')),
  };
  const key = JSON.stringify(settings);
  if (registered.has(key)) return;
  registered.add(key);
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, { data: settings });
}

/** What a remote's server build publishes beside its module (configs/vite: marquee-server.json). */
export interface RemoteServerBuild {
  readonly routes: RemoteRoutes;
  /** Stylesheets of `./routes`, relative to the version folder. */
  readonly css: readonly string[];
}

/** Imports an ES module by path, natively (a test runner must not transform server builds). */
function importFile<T>(file: string): Promise<T> {
  return import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<T>;
}

/**
 * The server builds the edge renders with, each imported once: a country's shell entry, and a
 * remote's `./routes` per deployed version (a new version or a rollback is another folder,
 * so it is picked up on the next request without a restart; versions never change).
 */
export class ServerModules {
  readonly #shells = new Map<string, Promise<ShellServerEntry>>();
  readonly #remotes = new Map<string, Promise<RemoteServerBuild>>();

  constructor(readonly deployRoot: string) {}

  /** A country's shell server entry (`dist/server/entry.mjs`). */
  shell(file: string): Promise<ShellServerEntry> {
    let entry = this.#shells.get(file);
    if (!entry) {
      entry = importFile<Partial<ShellServerEntry>>(file).then((module) => {
        if (typeof module.render !== 'function') throw new Error(`${file} exports no render()`);
        return module as ShellServerEntry;
      });
      entry.catch(() => this.#shells.delete(file));
      this.#shells.set(file, entry);
    }
    return entry;
  }

  /** Folder of a deployed remote version's server build. */
  serverDir(name: RemoteName, version: string): string {
    return path.join(this.deployRoot, 'remotes', name, version, 'server');
  }

  /** A remote version's server build; rejects (and is tried again later) when it is missing or broken. */
  remote(name: RemoteName, version: string): Promise<RemoteServerBuild> {
    const key = `${name}@${version}`;
    let build = this.#remotes.get(key);
    if (!build) {
      build = this.#loadRemote(name, version);
      build.catch((error: unknown) => {
        this.#remotes.delete(key);
        console.error(`edge: no server build for ${key}; its pages are rendered in the browser:`, String(error));
      });
      this.#remotes.set(key, build);
    }
    return build;
  }

  async #loadRemote(name: RemoteName, version: string): Promise<RemoteServerBuild> {
    const dir = this.serverDir(name, version);
    const manifestFile = path.join(dir, 'marquee-server.json');
    if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing`);
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { entry: string; css?: string[] };
    const module = await importFile<Partial<RemoteRoutes>>(path.join(dir, manifest.entry));
    if (!module.pages || typeof module.namespace !== 'string') throw new Error(`${name}@${version} exposes no pages`);
    return { routes: module as RemoteRoutes, css: manifest.css ?? [] };
  }
}
