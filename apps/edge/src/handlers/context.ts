import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Environment } from '@marquee/domain-models';
import type { SiteBuild } from '../sites';

/** One request on its way through the edge's handlers, once its site and address are known. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly site: SiteBuild;
  readonly environment: Environment;
  /** The request target, parsed as a path (see requestUrl). */
  readonly url: URL;
  /** What the visitor used, as a trusted proxy says (see requestScheme). */
  readonly scheme: 'http' | 'https';
}

/** A step of the pipeline: answers the request (true) or leaves it to the next step (false). */
export type Handler = (context: RequestContext) => boolean | Promise<boolean>;

/** How long any cache may keep a not-found answer: briefly, so a release-day storm of bad links costs little. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60';

/** A short plain-text answer: a 404 kept briefly by any cache (it names only the address), anything else by none. */
export function sendText(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', status === 404 ? NOT_FOUND_CACHE_CONTROL : 'no-store');
  res.end(body);
}

/**
 * A step that answers only some addresses: any other passes on at once, without the turn of the
 * microtask queue an async step costs (every page passes a handful of these before its own step).
 */
export function forPaths(matches: (pathname: string) => boolean, handler: Handler): Handler {
  return (context) => (matches(context.url.pathname) ? handler(context) : false);
}

/** Runs the handlers in order until one answers; true when one did. */
export async function runPipeline(handlers: readonly Handler[], context: RequestContext): Promise<boolean> {
  for (const handler of handlers) {
    const answered = handler(context);
    // A step that decided at once costs no turn of the microtask queue (the API proxy's case).
    if (answered === true || (answered !== false && (await answered))) return true;
  }
  return false;
}
