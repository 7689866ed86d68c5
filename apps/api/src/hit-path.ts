import type { IncomingMessage, ServerResponse } from 'node:http';
import { getQueryParam } from 'hono/utils/url';
import { SITELESS, siteAndLanguage } from './app';
import { type AnswerCache, answerParts, CLIENT_PATH, keyOfAnswer } from './http';
import type { Store } from './store';

/**
 * A request target @hono/node-server takes as it comes (its `reValidRequestUrl`, no dot segment):
 * Hono then sees the same path and query, so the answer cache's key is the same on both paths. Any
 * other target (one the adapter normalises through `new URL`) is left to Hono.
 */
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
/** A Host header the adapter takes as it comes (its `reValidHost`); others are checked once (`hostAccepted`). */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/**
 * The kept answers' hit path (decision 0064): a GET whose answer the cache holds for this
 * minute is answered from the node `request` event, before @hono/node-server builds a Web Request,
 * Hono routes it and the middleware run. It answers what Hono's path would: the same key
 * (`keyOfAnswer` from the site and language `siteAndLanguage` resolves; the answer kept for the site's
 * local minute),
 * the same status, headers and bytes (`answerParts`, which Hono's path writes too), the request noted
 * as asked (the answers built ahead of the next minute). Returns false, having written nothing, for
 * anything else: another method, a private or signed-in call (Authorization, Cookie, the client
 * paths), a site-less path, a target or host the adapter would rewrite or refuse, an answer not kept.
 */
export function hitPath(store: Store, cache: AnswerCache): HitPath {
  /** Hosts outside PLAIN_HOST and whether the adapter accepts them (a client sends one host; bounded). */
  const hosts = new Map<string, boolean>();
  const hostAccepted = (host: string | undefined): boolean => {
    if (!host) return false;
    if (PLAIN_HOST.test(host)) return true;
    let ok = hosts.get(host);
    if (ok === undefined) {
      // @hono/node-server's check of a host it parses (buildUrl): the URL's host name is the header's
      try {
        const name = new URL(`http://${host}/`).hostname;
        ok =
          name.length === host.length || name === (host.includes(':') ? host.replace(/:\d+$/, '') : host).toLowerCase();
      } catch {
        ok = false;
      }
      if (hosts.size >= 64) hosts.clear();
      hosts.set(host, ok);
    }
    return ok;
  };
  const hits: HitPath = {
    answered: 0,
    answer: (req, res) => take(req, res),
  };
  const take = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET') return false;
    const url = req.url;
    if (!url?.startsWith('/api/') || !PLAIN_TARGET.test(url) || DOT_SEGMENT.test(url)) return false;
    const headers = req.headers;
    // never one client's own: a signed-in or private call goes through Hono (and its authentication)
    if (headers.authorization !== undefined || headers.cookie !== undefined) return false;
    if (SITELESS.test(url) || CLIENT_PATH.test(url) || !hostAccepted(headers.host)) return false;
    const { site, lang } = siteAndLanguage(
      headers['x-marquee-site'] as string | undefined,
      url.includes('?') ? (getQueryParam(`http://a${url}`, 'language') as string | undefined) : undefined,
    );
    if (!site || !lang) return false;
    const { date, time } = store.today(site.code);
    const key = keyOfAnswer(site.code, lang, url);
    const entry = cache.fresh(key, `${date}T${time}`);
    if (!entry) return false;
    cache.note(site.code, url, key);
    const { status, headers: sent, body } = answerParts(entry, headers['if-none-match'], headers['accept-encoding']);
    res.writeHead(status, sent);
    res.end(body ?? undefined);
    hits.answered++;
    return true;
  };
  return hits;
}

/** The hit path of an API instance. */
export interface HitPath {
  /** Answers the request if its answer is kept (true), else writes nothing (false: Hono's turn). */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** How many requests it answered (tests and benchmarks tell which path answered). */
  answered: number;
}
