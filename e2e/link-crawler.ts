// A node-level link crawler over real HTTP against the running platform (no browser): it reads
// the server-rendered HTML of each site's pages, follows every internal `<a href>` and reports
// every address that answers anything but 200 or a redirect to a page that does. Node cannot
// resolve `*.localhost`, so every request goes to the edge's loopback address with the site's
// Host header.
import { Agent, request as httpRequest } from 'node:http';

/** What one address answered. */
export interface Answer {
  readonly status: number;
  /** The redirect target, as sent. */
  readonly location: string;
  /** The body of an HTML, XML or JSON answer (empty for any other type). */
  readonly body: string;
}

/** A client of one platform: GETs a site's path, redirects not followed, with bounded concurrency. */
export class EdgeClient {
  private readonly agent: Agent;
  private readonly answers = new Map<string, Promise<Answer>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly port: number,
    private readonly concurrency = 6,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  }

  /** The answer of `host` (`fr.marquee.localhost:PORT`) for `path`; each address is fetched once. */
  get(host: string, path: string): Promise<Answer> {
    const key = `${host}${path}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.limited(() => this.fetch(host, path));
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** How many distinct addresses were fetched. */
  get fetched(): number {
    return this.answers.size;
  }

  close(): void {
    this.agent.destroy();
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private fetch(host: string, path: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: this.port,
          path,
          agent: this.agent,
          headers: { host, accept: 'text/html,application/xml;q=0.9,*/*;q=0.8', 'accept-language': 'pt-PT' },
          timeout: 20_000,
        },
        (res) => {
          const type = String(res.headers['content-type'] ?? '');
          const location = String(res.headers.location ?? '');
          const status = res.statusCode ?? 0;
          if (!/html|xml|json/.test(type)) {
            res.resume();
            res.on('end', () => resolve({ status, location, body: '' }));
            return;
          }
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status, location, body }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${host}${path}: no answer within 20 s`)));
      req.on('error', reject);
      req.end();
    });
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The `href` of every `<a>` of an HTML document (stylesheets, icons and sprite uses are not links). */
export function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const tag of html.matchAll(/<a\s[^>]*>/gi)) {
    const found = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag[0]);
    const value = found?.[1] ?? found?.[2] ?? found?.[3];
    if (value !== undefined) hrefs.push(decode(value));
  }
  return hrefs;
}

/** Every `<loc>` of a sitemap. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1] ?? ''));
}

/** A platform address: the site's host and the path with its query. */
export interface SiteAddress {
  readonly host: string;
  readonly path: string;
}

/**
 * The platform address a link names, or null for one outside it (another origin, `mailto:`,
 * a fragment of the same page). Platform hosts are `<cc>.marquee.localhost:PORT`.
 */
export function platformAddress(link: string, base: string, port: number): SiteAddress | null {
  if (link === '' || link.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    return { host: new URL(base).host, path: link }; // Unparsable: fetched as given, and reported.
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!/^[a-z]{2}\.marquee\.localhost$/.test(url.hostname) || Number(url.port) !== port) return null;
  return { host: url.host, path: `${url.pathname}${url.search}` };
}

/**
 * The kind of page an address is, read from its shape (the crawler does not know the route
 * tables): the site, the language prefix, the first path word and how many segments follow, so
 * `/film/a` and `/film/b` are one kind, `/films` and `/films/kids` two; an API address keeps its
 * first two words (`/api/booking/*`, `/api/calendar/*`).
 */
export function pageKindOf(address: SiteAddress, languages: readonly string[]): string {
  const site = address.host.slice(0, 2);
  const segments = (address.path.split('?')[0] ?? '').split('/').filter(Boolean);
  const language = segments[0] !== undefined && languages.includes(segments[0]) ? segments.shift() : '-';
  const head = segments[0] === 'api' || segments[0] === 'm' ? segments.slice(0, 2) : segments.slice(0, 1);
  const query = address.path.includes('?') ? '?' : '';
  return `${site} ${language} /${head.join('/')}${segments.length > head.length ? `/*${segments.length - head.length}` : ''}${query}`;
}

/** One address that failed, with a page linking to it. */
export interface Failure {
  readonly url: string;
  readonly status: number | string;
  readonly from: string;
}

export interface CrawlOptions {
  /** The edge's port. */
  readonly port: number;
  /** Start pages: `http://fr.marquee.localhost:PORT/…`. */
  readonly seeds: readonly string[];
  /** Each site's languages (the first path segment that is one is a language prefix). */
  readonly languages: Readonly<Record<string, readonly string[]>>;
  /** How many pages of one kind (site, language, shape) are fetched; links to more are left. */
  readonly perKind: number;
  /** How many of those have their own links followed. */
  readonly readPerKind: number;
  readonly client: EdgeClient;
}

export interface CrawlResult {
  readonly failures: Failure[];
  /** Addresses that answered 200, and the redirects followed to one. */
  readonly ok: number;
  readonly redirects: { from: string; to: string; status: number }[];
  /** The page kinds reached. */
  readonly kinds: Map<string, number>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Crawls from the seeds: every internal link is fetched once (at most `perKind` of a kind), the
 * HTML of at most `readPerKind` pages of each kind is read for more links. A redirect counts
 * only when it stays on the platform and its target answers 200.
 */
export async function crawl(options: CrawlOptions): Promise<CrawlResult> {
  const { client, port } = options;
  const failures: Failure[] = [];
  const redirects: CrawlResult['redirects'] = [];
  const kinds = new Map<string, number>();
  const read = new Map<string, number>();
  const seen = new Set<string>();
  let ok = 0;
  const tasks: Promise<void>[] = [];

  const visit = (link: string, from: string, hops = 0): void => {
    const address = platformAddress(link, from, port);
    if (!address) return;
    const url = `http://${address.host}${address.path}`;
    if (seen.has(url)) return;
    const languages = options.languages[address.host.slice(0, 2)] ?? [];
    const kind = pageKindOf(address, languages);
    const count = kinds.get(kind) ?? 0;
    if (hops === 0 && count >= options.perKind) return;
    seen.add(url);
    kinds.set(kind, count + 1);
    tasks.push(
      (async () => {
        let answer: Answer;
        try {
          answer = await client.get(address.host, address.path);
        } catch (error) {
          failures.push({ url, status: (error as Error).message, from });
          return;
        }
        if (REDIRECTS.has(answer.status)) {
          const target = platformAddress(answer.location, url, port);
          if (!target || hops >= 5) {
            failures.push({ url, status: `${answer.status} to ${answer.location || 'nowhere'}`, from });
            return;
          }
          const to = `http://${target.host}${target.path}`;
          redirects.push({ from: url, to, status: answer.status });
          const final = await followed(target, to, hops + 1);
          if (final !== 200) failures.push({ url, status: `${answer.status} to ${to}: ${final}`, from });
          return;
        }
        if (answer.status !== 200) {
          failures.push({ url, status: answer.status, from });
          return;
        }
        ok += 1;
        const reads = read.get(kind) ?? 0;
        if (reads >= options.readPerKind || !answer.body.includes('<html')) return;
        read.set(kind, reads + 1);
        for (const href of anchorHrefs(answer.body)) visit(href, url);
      })(),
    );
  };

  /** The final status of a redirect chain (the target is also crawled as a page of its own). */
  const followed = async (address: SiteAddress, url: string, hops: number): Promise<number | string> => {
    visit(url, url, hops);
    let answer = await client.get(address.host, address.path);
    let current = address;
    let left = 5;
    while (REDIRECTS.has(answer.status) && left > 0) {
      const next = platformAddress(answer.location, `http://${current.host}${current.path}`, port);
      if (!next) return `${answer.status} off the platform`;
      current = next;
      answer = await client.get(next.host, next.path);
      left -= 1;
    }
    return answer.status;
  };

  for (const seed of options.seeds) visit(seed, seed);
  // Tasks add tasks: wait until none is left running.
  for (let done = 0; done < tasks.length; ) {
    const batch = tasks.slice(done);
    done = tasks.length;
    await Promise.all(batch);
  }
  return { failures, ok, redirects, kinds };
}
