import type { Language } from '@marquee/domain-models';
import type { Readable } from 'node:stream';
import type { RemoteName, RemoteRoutes } from './contract';

/** The JSON block the edge writes into every page: runtime remotes, texts, hydration data (read by the shell). */
export const BOOTSTRAP_ELEMENT_ID = 'marquee-bootstrap';

/** The JSON list of scripts at the end of a server-rendered page, preloaded by the shell's entry once painted. */
export const PRELOAD_ELEMENT_ID = 'marquee-preload';

/** A viewport class: mobile under 700 px, tablet to 1079 px, desktop from 1080 px (CL). */
export type ViewportClass = 'mobile' | 'tablet' | 'desktop';

/**
 * What the edge tells a render about the visitor's device, read from the request headers. The
 * page varies on it (the render cache keys on it), so it stays coarse: a class, a flag.
 */
export interface DeviceHint {
  /**
   * The viewport class the page is rendered for (the footer's accordion, for example): from the
   * `Sec-CH-UA-Mobile` client hint, else the user agent. The browser hydrates with the same
   * class, then follows its real window.
   */
  readonly viewport: ViewportClass;
  /** The page is shown inside the mobile app's web view (`MarqueeApp/` in the user agent, SHELL-79). */
  readonly webview: boolean;
}

/** The device hint of a request, from its headers (the same rule for the edge and the tests). */
export function deviceHint(headers: {
  readonly userAgent?: string | undefined;
  readonly uaMobile?: string | undefined;
}): DeviceHint {
  const ua = headers.userAgent ?? '';
  const webview = /\bMarqueeApp\//.test(ua);
  let viewport: ViewportClass;
  if (headers.uaMobile === '?1') viewport = /iPad|Tablet/i.test(ua) ? 'tablet' : 'mobile';
  else if (headers.uaMobile === '?0') viewport = 'desktop';
  else if (/iPad|Tablet|Android(?!.*Mobile)/i.test(ua)) viewport = 'tablet';
  else if (/Mobi|iPhone|iPod|Android/i.test(ua)) viewport = 'mobile';
  else viewport = 'desktop';
  return { viewport, webview };
}

/** What the edge gives a server render to reach the live remotes. */
export interface ServerRemotes {
  /** A remote's `./routes` from the server build of its live version (loaded once per version). */
  load(name: RemoteName): Promise<RemoteRoutes>;
  /** A remote's texts for the site and a language, from its live version's files. */
  texts(name: RemoteName, language: Language): Promise<Record<string, unknown>>;
}

/**
 * One page to render on the server: what the edge knows of the request. `Site` is the
 * country's configuration (site-config's SiteConfig).
 */
export interface ServerRenderRequest<Site = unknown> {
  readonly site: Site;
  /** The address asked for, as the visitor sees it (its origin is the site's). */
  readonly url: string;
  /** The page language: the route's, else the `lang` cookie's, the browser's or the site default. */
  readonly language: Language;
  readonly remotes: ServerRemotes;
  /** The shell's texts for a language. */
  commonTexts(language: Language): Promise<Record<string, unknown>>;
  /** Origin of the API (the server calls it directly). */
  readonly apiUrl: string;
  /** Headers of every API call (the site: `x-marquee-site`). */
  readonly apiHeaders: Readonly<Record<string, string>>;
  /** How long the page's data may take before the region is left to the browser (ms). */
  readonly dataBudgetMs: number;
  /** How long rendering may take before what is missing is left to the browser (ms). */
  readonly renderTimeoutMs: number;
  /** Aborts when the visitor goes away. */
  readonly signal?: AbortSignal;
  /** The visitor's device class (default: desktop, not a web view). */
  readonly device?: DeviceHint;
  /** The visitor's PAGE_COOKIES, by name (raw values). */
  readonly cookies?: Readonly<Record<string, string>>;
}

/** A redirect answered instead of a page (a moved record, a gone show, a language root). */
export interface ServerRedirect {
  readonly kind: 'redirect';
  readonly status: number;
  readonly location: string;
}

/** A page rendered on the server. */
export interface ServerPage {
  readonly kind: 'page';
  /** 200, or the status of the error view shown (404, 410, 500). */
  readonly status: number;
  readonly language: Language;
  /** `<title>`, meta, canonical, alternates, JSON-LD: HTML for the document head. */
  readonly head: string;
  /** What the browser hydrates with (embedded as JSON in the page). */
  readonly hydration: unknown;
  /** The remotes whose regions are in the HTML (their CSS belongs in the head). */
  readonly remotes: readonly RemoteName[];
  /** The remotes whose regions were left to the browser. */
  readonly clientOnly: readonly RemoteName[];
  /** The HTML of the app, streamed (React's renderToPipeableStream). */
  readonly body: Readable;
  /** Time spent loading the page's data (loaders: remotes, texts, API), ms. */
  readonly dataMs: number;
}

/** What a server render gives back. */
export type ServerRenderResult = ServerRedirect | ServerPage;

/** The module a country's server build exports (`dist/server/entry.mjs`). */
export interface ShellServerEntry {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}
