import type { IncomingMessage } from 'node:http';
import { type DeviceHint, deviceHint } from '@marquee/remote-contract';

/**
 * How pages are cached by a shared cache in front of the edge (a CDN, Varnish;
 * decision 0040). The rules are here so the render handler, the tests and the documentation
 * say the same thing.
 */

/**
 * The request header that carries a page's device class, normalised: `desktop`, `tablet`,
 * `mobile`, or the same with `app-` for the Marquee app's web view (`app-mobile`...). A CDN
 * derives it from the User-Agent with `deviceClass` (the same rule as the edge: see the edge's
 * README) and keys on it through `Vary`; the User-Agent itself is never a key.
 */
export const DEVICE_CLASS_HEADER = 'X-Marquee-Device';

/** The device classes `X-Marquee-Device` may carry. */
export const DEVICE_CLASSES = ['desktop', 'tablet', 'mobile', 'app-desktop', 'app-tablet', 'app-mobile'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** `Vary` of a page a shared cache may keep: what a shared page is rendered from, besides its URL. */
export const SHARED_PAGE_VARY = `Accept-Encoding, ${DEVICE_CLASS_HEADER}, Cookie`;

/** `Vary` of a private page (for the browser's own cache; never User-Agent). */
export const PRIVATE_PAGE_VARY = `Accept-Encoding, ${DEVICE_CLASS_HEADER}, Cookie, Accept-Language, Sec-CH-UA-Mobile`;

/** How long past its freshness a kept page is served when a render fails or degrades (stale-if-error). */
export const PAGE_STALE_IF_ERROR_MS = 10 * 60_000;

/** The device class of a hint (`app-` for the app's web view). */
export function deviceClass(hint: DeviceHint): DeviceClass {
  return `${hint.webview ? 'app-' : ''}${hint.viewport}` as DeviceClass;
}

/** The hint a device class stands for. */
function hintOf(value: DeviceClass): DeviceHint {
  const webview = value.startsWith('app-');
  return { viewport: (webview ? value.slice(4) : value) as DeviceHint['viewport'], webview };
}

/**
 * The device a page is rendered for, and whether a shared cache may keep it: from
 * `X-Marquee-Device` when a valid one came (the page then depends on nothing but that header,
 * which `Vary` names), else from Sec-CH-UA-Mobile and the User-Agent (`deviceHint`), and such
 * a page is private: a shared cache keys on no User-Agent, so it could hand it to another device.
 */
export function pageDevice(req: IncomingMessage): { device: DeviceHint; keyed: boolean } {
  const header = req.headers['x-marquee-device'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (value && (DEVICE_CLASSES as readonly string[]).includes(value)) {
    return { device: hintOf(value as DeviceClass), keyed: true };
  }
  const mobile = req.headers['sec-ch-ua-mobile'];
  return {
    device: deviceHint({ userAgent: req.headers['user-agent'], uaMobile: Array.isArray(mobile) ? mobile[0] : mobile }),
    keyed: false,
  };
}

/**
 * `Cache-Control` of a shared page: fresh for the render cache's TTL in every cache (no
 * `s-maxage`: RFC 9111 makes it forbid serving stale, which would contradict the rest), then
 * served stale while one request revalidates and, when the edge fails, for ten minutes — exactly
 * what the edge's own render cache does.
 */
export function pageCacheControl(ttlMs: number, staleMs: number, staleIfErrorMs: number): string {
  const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));
  return `public, max-age=${seconds(ttlMs)}, stale-while-revalidate=${seconds(staleMs)}, stale-if-error=${seconds(staleIfErrorMs)}`;
}
