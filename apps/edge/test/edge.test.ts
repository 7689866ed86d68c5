import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningApi, startApi } from '@marquee/api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeployError, deployRemote, readHostSingletons, rollbackRemote } from '../src/deploy';
import { startRemoteServer } from '../src/remote-server';
import { type Edge, startEdge } from '../src/server';
import { loadSites, siteForHost } from '../src/sites';
import { bootstrapOf, get, send } from './helpers';

// The real edge over HTTP, in front of the real API (real SQLite file) and the real builds
// of the eight country apps, the vendor files and the catalogue remote.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const countriesDir = path.join(repo, 'apps', 'countries');
const vendorDir = path.join(repo, 'apps', 'vendor', 'dist');
const catalogueBuild = path.join(repo, 'apps', 'remotes', 'catalogue', 'dist', 'client');

let api: RunningApi;
let edge: Edge;
let scratch: string;
let deployDir: string;
let liveVersion: string;

beforeAll(async () => {
  if (!existsSync(path.join(vendorDir, 'vendor-manifest.json')) || !existsSync(catalogueBuild)) {
    throw new Error('build first: the edge tests serve the real builds (turbo runs build before test)');
  }
  scratch = await mkdtemp(path.join(tmpdir(), 'edge-test-'));
  deployDir = path.join(scratch, 'deploy');
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite') });
  liveVersion = (
    await deployRemote({ deployDir, name: 'catalogue', buildDir: catalogueBuild, packageVersion: '0.1.0' })
  ).version;
  const storybookDir = path.join(scratch, 'storybook');
  await mkdir(storybookDir);
  await writeFile(path.join(storybookDir, 'index.html'), '<!doctype html><title>Marquee UI kit</title>');
  edge = await startEdge({ countriesDir, vendorDir, deployDir, apiUrl: api.url, remoteOrigins: {}, storybookDir });
}, 120_000);

afterAll(async () => {
  await edge?.close();
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('sites by Host', () => {
  it('SITE-01 SITE-14 SITE-20 serves the eight sites on <cc>.marquee.localhost, each in its language', async () => {
    expect([...edge.sites].sort()).toEqual(['be', 'ch', 'ci', 'fr', 'ma', 'nl', 'sn', 'tn']);
    const fr = await get(edge.port, `fr.marquee.localhost:${edge.port}`, '/');
    expect(fr.status).toBe(200);
    expect(fr.body).toMatch(/<html lang="fr"/);
    const nl = await get(edge.port, 'nl.marquee.localhost', '/nl');
    expect(nl.body).toMatch(/<html lang="nl"/);
  });

  it('SITE-22 the UI kit answers on storybook.marquee.localhost', async () => {
    const storybook = await get(edge.port, `storybook.marquee.localhost:${edge.port}`, '/');
    expect(storybook.status).toBe(200);
    expect(storybook.body).toContain('Marquee UI kit');
  });

  // ERR-05: the site ("website parameter") of a page is the one its host names, so the only way a
  // website and the domain disagree is a host no site owns: not found, never another site's page.
  it('ERR-05 an unknown host gets 404', async () => {
    expect((await get(edge.port, 'xx.marquee.localhost', '/')).status).toBe(404);
    expect((await get(edge.port, 'example.org', '/')).status).toBe(404);
  });

  it('SITE-24 SITE-26 SITE-27 SITE-28 production hosts are www. + domain; environment by host prefix', async () => {
    const sites = await loadSites(countriesDir);
    expect(siteForHost('www.marquee.fr', sites)?.environment).toBe('production');
    expect(siteForHost('preprod.marquee.ch', sites)?.site.config.code).toBe('ch');
    expect(siteForHost('preprod.marquee.ch', sites)?.environment).toBe('preprod');
    expect(siteForHost('staging.marquee.nl', sites)?.environment).toBe('staging');
    expect(siteForHost('ma.marquee.localhost:8080', sites)?.environment).toBe('development');
    expect(siteForHost('marquee.fr', sites)).toBeNull();
  });

  it('SHELL-02..04 the root of a prefixed site redirects by cookie, then browser language, then default', async () => {
    const byDefault = await get(edge.port, 'ch.marquee.localhost', '/', { 'accept-language': 'pt-PT' });
    expect(byDefault.status).toBe(302);
    expect(byDefault.headers.location).toBe('/en');
    expect(byDefault.headers.vary).toMatch(/Cookie/);
    const byBrowser = await get(edge.port, 'ch.marquee.localhost', '/', { 'accept-language': 'de-CH,de;q=0.9' });
    expect(byBrowser.headers.location).toBe('/de');
    const byCookie = await get(edge.port, 'ch.marquee.localhost', '/?x=1', {
      cookie: 'lang=fr',
      'accept-language': 'de',
    });
    expect(byCookie.headers.location).toBe('/fr?x=1');
  });
});

describe('redirects', () => {
  it('ROUTE-56 a trailing slash is redirected (301) to the same address without it, query kept', async () => {
    const answer = await get(edge.port, 'fr.marquee.localhost', '/cinemas/?city=lyon');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/cinemas?city=lyon');
  });

  it('SHELL-51 the switch path remembers the language and lands on the same page in it', async () => {
    const answer = await get(edge.port, 'ch.marquee.localhost', '/redirect?lang=de&type=Cinemas');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/de/cinemas');
    expect(String(answer.headers['set-cookie'])).toMatch(/^lang=de;/);
    const country = await get(edge.port, `ch.marquee.localhost:${edge.port}`, '/redirect?lang=nl&type=Home&country=be');
    expect(country.headers.location).toBe(`http://be.marquee.localhost:${edge.port}/nl`);
    expect((await get(edge.port, 'ch.marquee.localhost', '/redirect?type=Home')).status).toBe(400);
  });
});

describe('API proxy', () => {
  it('proxies /api with the site of the Host, compressed', async () => {
    const fr = await get(edge.port, 'fr.marquee.localhost', '/api/settings', { 'accept-encoding': 'gzip' });
    expect(fr.status).toBe(200);
    expect(fr.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(fr.body).site).toBe('fr');
    const nl = await get(edge.port, 'nl.marquee.localhost', '/api/settings');
    expect(JSON.parse(nl.body).site).toBe('nl');
  });

  it('the API gets the environment from the edge, never from the visitor: the calendar links to the public origin', async () => {
    const shows = JSON.parse((await get(edge.port, 'fr.marquee.localhost', '/api/shows?filter=book')).body) as {
      shows: { slug: string }[];
    };
    let ref: string | undefined;
    for (const { slug } of shows.shows) {
      const answer = JSON.parse(
        (await get(edge.port, 'fr.marquee.localhost', `/api/show/${slug}/showtimes/paris`)).body,
      ) as {
        cinemas: { showtimes: { refCmd: string }[] }[];
      };
      ref = answer.cinemas.find((cinema) => cinema.showtimes.length > 0)?.showtimes[0]?.refCmd;
      if (ref) break;
    }
    expect(ref).toBeDefined();
    const urlOf = (body: string) => /^URL:(.*)$/m.exec(body.replace(/\r\n /g, ''))?.[1]?.trim();
    // A forged environment header and another port in the Host change nothing.
    const local = await get(edge.port, 'fr.marquee.localhost:6666', `/api/calendar/${ref}.ics?language=fr`, {
      'x-marquee-environment': 'production',
    });
    expect(local.status).toBe(200);
    expect(urlOf(local.body)).toBe(`http://fr.marquee.localhost:${edge.port}/api/booking/${ref}?language=fr`);
    const hosted = await get(edge.port, 'www.marquee.fr', `/api/calendar/${ref}.ics?language=fr`, {
      'x-marquee-environment': 'development; port=6666',
      // The TLS terminator in front of the edge (a trusted peer) says https.
      'x-forwarded-proto': 'https',
    });
    expect(hosted.status).toBe(200);
    expect(urlOf(hosted.body)).toBe(`https://www.marquee.fr/api/booking/${ref}?language=fr`);
  });

  it("the alert mails' unsubscribe link reaches the API through the edge, GET and POST, never cached", async () => {
    const path =
      '/api/alerts/unsubscribe?a=c29tZW9uZUBleGFtcGxlLnRlc3Q&t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&lang=fr';
    for (const method of ['GET', 'POST']) {
      const answer = await send(edge.port, {
        method,
        host: 'fr.marquee.localhost',
        path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
      });
      // The API's own answer to a forged link (not the edge's 404 page or 405).
      expect(answer.status, method).toBe(400);
      expect(JSON.parse(answer.body).field).toBe('t');
      expect(String(answer.headers['cache-control'])).not.toMatch(/public/);
    }
  });

  it('answers 502 with a JSON error when the API is down', async () => {
    const lonely = await startEdge({
      countriesDir,
      vendorDir,
      deployDir,
      apiUrl: 'http://127.0.0.1:9',
      remoteOrigins: {},
    });
    try {
      const answer = await get(lonely.port, 'fr.marquee.localhost', '/api/shows');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body).error).toBe('bad_gateway');
    } finally {
      await lonely.close();
    }
  });
});

describe('static files', () => {
  it('hashed assets are immutable, compressed and answer 304 to their ETag', async () => {
    const assets = await readdir(path.join(countriesDir, 'fr', 'dist', 'assets'));
    const script = assets.find((file) => file.endsWith('.js'));
    const first = await get(edge.port, 'fr.marquee.localhost', `/assets/${script}`, { 'accept-encoding': 'br, gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get(edge.port, 'fr.marquee.localhost', `/assets/${script}`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it("the faces the tokens name are self-hosted: preloaded by every site's server HTML, declared with swap and a metric-matched fallback, served immutable", async () => {
    for (const code of ['fr', 'ch', 'nl', 'ma']) {
      const page = await get(
        edge.port,
        `${code}.marquee.localhost`,
        code === 'fr' ? '/' : code === 'nl' ? '/nl' : '/fr',
      );
      expect(page.status).toBe(200);
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      const preloads = [
        ...head.matchAll(
          /<link rel="preload" href="(\/assets\/[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/g,
        ),
      ].map((match) => match[1] as string);
      // Inter (the text) and Oswald (logo, titles, showtimes), their Latin files only, before the stylesheet.
      expect(preloads.map((href) => href.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual([
        '/assets/inter-latin-wght-normal',
        '/assets/oswald-latin-wght-normal',
      ]);
      const stylesheet = head.match(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/)?.[1];
      expect(head.indexOf(preloads[0] as string)).toBeLessThan(head.indexOf(stylesheet as string));
      const css = (await get(edge.port, `${code}.marquee.localhost`, stylesheet as string)).body;
      for (const href of preloads) {
        // The stylesheet's face points at the preloaded file (same URL: one download), and swaps.
        const face = css.match(new RegExp(`@font-face\\{[^}]*url\\(${href.replace(/[.]/g, '\\.')}\\)[^}]*\\}`))?.[0];
        expect(face, href).toBeTruthy();
        expect(face).toContain('font-display:swap');
        const font = await get(edge.port, `${code}.marquee.localhost`, href);
        expect(font.status).toBe(200);
        expect(font.headers['content-type']).toBe('font/woff2');
        expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(font.body.startsWith('wOF2')).toBe(true);
      }
      // No other subset than Latin is shipped; the fallbacks are reshaped to the faces' metrics.
      expect(css).not.toMatch(/cyrillic|greek|vietnamese/);
      expect(css).toMatch(/font-family:"?Inter Fallback"?;[^}]*size-adjust:106\.5%;ascent-override:91%/);
      expect(css).toMatch(/font-family:"?Oswald Fallback"?;[^}]*size-adjust:83\.1%/);
      expect(css).toMatch(/--mq-font-sans:"Inter Variable",\s*"Inter Fallback"/);
      expect(css).toMatch(/--mq-font-display:"Oswald Variable",\s*"Oswald Fallback"/);
    }
  });

  it('vendor files and remotes carry CORS headers; paths never leave their folder', async () => {
    const vendorFile = (await readdir(vendorDir)).find((file) => file.startsWith('react-'));
    const vendor = await get(edge.port, 'fr.marquee.localhost', `/vendor/${vendorFile}`);
    expect(vendor.status).toBe(200);
    expect(vendor.headers['access-control-allow-origin']).toBe('*');
    const manifest = await get(edge.port, 'be.marquee.localhost', `/remotes/catalogue/${liveVersion}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(manifest.body).name).toBe('catalogue');
    expect(
      (await get(edge.port, 'fr.marquee.localhost', '/remotes/catalogue/..%2F..%2F..%2Fpackage.json')).status,
    ).toBe(404);
    expect((await get(edge.port, 'fr.marquee.localhost', '/remotes/nope/1/x.js')).status).toBe(404);
  });

  it('pages get the import map before any module script, their scripts listed, inlined bootstrap', async () => {
    const shows = JSON.parse((await get(edge.port, 'fr.marquee.localhost', '/api/shows?language=fr')).body) as {
      shows: { slug: string }[];
    };
    const page = await get(edge.port, 'fr.marquee.localhost', `/film/${shows.shows[0]?.slug}`);
    expect(page.status).toBe(200);
    const importMapAt = page.body.indexOf('<script type="importmap">');
    expect(importMapAt).toBeGreaterThan(0);
    expect(importMapAt).toBeLessThan(page.body.indexOf('<script type="module"'));
    // A server-rendered page lists its scripts for the shell's entry to preload once it is painted.
    // The remote's `./routes` module itself, not its federation entry (docs/decisions/0014): the
    // federation runtime is not in the page's first load, nor the remote's manifest.
    const preload = JSON.parse(
      page.body.match(/<script id="marquee-preload" type="application\/json">(.*?)<\/script>/s)?.[1] ?? '[]',
    ) as string[];
    const bootstrap = bootstrapOf(page.body);
    const routes = bootstrap.remotes.catalogue?.routes;
    expect(routes?.module).toMatch(new RegExp(`^/remotes/catalogue/${liveVersion}/assets/routes-[^/]+\\.js$`));
    expect(preload).toContain(routes?.module);
    expect(preload.filter((file) => /remoteEntry|module-federation/.test(file))).toEqual([]);
    // The film page's own chunk (the catalogue's pages are lazy), not another page's.
    expect(preload.some((file) => /\/assets\/movie-page-[^/]+\.js$/.test(file))).toBe(true);
    expect(preload.some((file) => /\/assets\/home-page-[^/]+\.js$/.test(file))).toBe(false);
    expect(page.body).not.toMatch(/<link[^>]+mf-manifest\.json/);
    expect(routes?.css.every((sheet) => page.body.includes(`<link rel="stylesheet" href="${sheet}">`))).toBe(true);
    expect(bootstrap.environment).toBe('development');
    expect(bootstrap.remotes.catalogue?.entry).toBe(`/remotes/catalogue/${liveVersion}/mf-manifest.json`);
    // The module is served, and imports nothing but the import map's singletons and its own chunks.
    const module = await get(edge.port, 'fr.marquee.localhost', routes?.module ?? '/');
    expect(module.status).toBe(200);
    const bare = [...module.body.matchAll(/(?:from|import)\s*"([^"./][^"]*)"/g)].map((match) => match[1]);
    const vendor = JSON.parse(await readFile(path.join(vendorDir, 'vendor-manifest.json'), 'utf8')) as {
      imports: Record<string, string>;
    };
    expect(bare.filter((specifier) => specifier && !(specifier in vendor.imports))).toEqual([]);
    expect(bare).not.toContain('@module-federation/runtime');
  });

  it('a remote built without the place of its modules is loaded through the federation runtime', async () => {
    const copy = path.join(scratch, 'catalogue-runtime-only');
    await cp(catalogueBuild, copy, { recursive: true });
    const infoFile = path.join(copy, 'marquee-build.json');
    const info = JSON.parse(await readFile(infoFile, 'utf8')) as Record<string, unknown>;
    delete info.exposes;
    await writeFile(infoFile, JSON.stringify(info));
    await deployRemote({ deployDir, name: 'catalogue', buildDir: copy, version: '9.9.8-runtime' });
    try {
      const page = await get(edge.port, 'fr.marquee.localhost', '/');
      const bootstrap = bootstrapOf(page.body);
      expect(bootstrap.remotes.catalogue?.version).toBe('9.9.8-runtime');
      expect(bootstrap.remotes.catalogue?.routes).toBeUndefined();
      expect(page.body).toContain('"/remotes/catalogue/9.9.8-runtime/remoteEntry.js"');
    } finally {
      await rollbackRemote({ deployDir, name: 'catalogue' });
    }
    expect(bootstrapOf((await get(edge.port, 'fr.marquee.localhost', '/')).body).remotes.catalogue?.version).toBe(
      liveVersion,
    );
  });
});

describe('installable site (decision 0048)', () => {
  it('serves the service worker at the root, revalidated on every check, and the manifest of each language', async () => {
    const worker = await get(edge.port, 'fr.marquee.localhost', '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');
    // The precache manifest is this site's build: its own texts, with a revision.
    expect(worker.body).toMatch(/\/assets\/i18n\/fr_fr\.json`?,revision:`[0-9a-f]{16}`/);
    expect(worker.body).not.toContain('/assets/i18n/be_nl.json');
    expect((await get(edge.port, 'be.marquee.localhost', '/sw.js')).body).toContain('/assets/i18n/be_nl.json');
    expect((await send(edge.port, { method: 'POST', path: '/sw.js', host: 'fr.marquee.localhost' })).status).toBe(405);

    const english = await get(edge.port, 'fr.marquee.localhost', '/manifest.webmanifest?lang=en');
    expect(english.status).toBe(200);
    expect(english.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(english.body)).toMatchObject({ lang: 'en', start_url: '/en', scope: '/', display: 'standalone' });
    // A language the site does not have, or none: the site's default.
    for (const query of ['?lang=de', '', '?lang=..%2F..%2Fsite']) {
      const manifest = JSON.parse((await get(edge.port, 'fr.marquee.localhost', `/manifest.webmanifest${query}`)).body);
      expect(manifest).toMatchObject({ lang: 'fr', start_url: '/' });
    }
    const dutch = JSON.parse((await get(edge.port, 'be.marquee.localhost', '/manifest.webmanifest?lang=nl')).body);
    expect(dutch).toMatchObject({ lang: 'nl', start_url: '/nl', name: 'Marquee — films en bioscopen' });
    for (const icon of dutch.icons as { src: string }[]) {
      const png = await get(edge.port, 'be.marquee.localhost', icon.src);
      expect(png.status, icon.src).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
    }
  });

  it("pages link the manifest of their language; their CSP allows the site's own worker and manifest only", async () => {
    const page = await get(edge.port, 'fr.marquee.localhost', '/en');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en">');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('deploying a remote', () => {
  it('a deploy and a rollback take effect on the next page without a restart', async () => {
    const deployed = await deployRemote({
      deployDir,
      name: 'catalogue',
      buildDir: catalogueBuild,
      version: '9.9.9-test',
    });
    expect(deployed.previous).toBe(liveVersion);
    const after = bootstrapOf((await get(edge.port, 'fr.marquee.localhost', '/')).body);
    expect(after.remotes.catalogue?.version).toBe('9.9.9-test');
    const rolled = await rollbackRemote({ deployDir, name: 'catalogue' });
    expect(rolled.version).toBe(liveVersion);
    const back = bootstrapOf((await get(edge.port, 'fr.marquee.localhost', '/')).body);
    expect(back.remotes.catalogue?.version).toBe(liveVersion);
  });

  it('refuses bad deploys with a message that says why', async () => {
    await expect(deployRemote({ deployDir, name: 'billing', buildDir: catalogueBuild })).rejects.toThrow(
      /unknown remote "billing"/,
    );
    await expect(
      deployRemote({ deployDir, name: 'catalogue', buildDir: path.join(scratch, 'nothing') }),
    ).rejects.toThrow(/no mf-manifest.json/);
    await expect(deployRemote({ deployDir, name: 'search', buildDir: catalogueBuild })).rejects.toThrow(
      /build of "catalogue", not of "search"/,
    );
    await expect(
      deployRemote({ deployDir, name: 'catalogue', buildDir: catalogueBuild, version: '../x' }),
    ).rejects.toThrow(/invalid version/);
    await expect(
      deployRemote({ deployDir, name: 'catalogue', buildDir: catalogueBuild, environment: 'moon' }),
    ).rejects.toThrow(DeployError);
    await expect(rollbackRemote({ deployDir, name: 'account' })).rejects.toThrow(/no earlier version/);
  });

  it('refuses a remote built against another React than the hosts run (one React)', async () => {
    const hostSingletons = await readHostSingletons(vendorDir);
    expect(hostSingletons.react).toMatch(/^\d+\.\d+\.\d+$/);
    // The real build passes the check.
    await expect(
      deployRemote({ deployDir, name: 'catalogue', buildDir: catalogueBuild, hostSingletons }),
    ).resolves.toBeTruthy();
    // The same build, as if compiled against an older React, is refused with the reason.
    const other = path.join(scratch, 'other-react');
    await cp(catalogueBuild, other, { recursive: true });
    const info = JSON.parse(await readFile(path.join(other, 'marquee-build.json'), 'utf8'));
    info.singletons.react = '18.3.1';
    await writeFile(path.join(other, 'marquee-build.json'), JSON.stringify(info));
    await expect(deployRemote({ deployDir, name: 'catalogue', buildDir: other, hostSingletons })).rejects.toThrow(
      /catalogue was built against react 18\.3\.1 \(hosts run 19\./,
    );
  });

  it('serves a remote from its own server when it has one, and 502 when that server is down', async () => {
    const server = await startRemoteServer({ name: 'catalogue', deployDir });
    const proxied = await startEdge({
      countriesDir,
      vendorDir,
      deployDir,
      apiUrl: api.url,
      remoteOrigins: { catalogue: server.url },
    });
    try {
      const ok = await get(proxied.port, 'fr.marquee.localhost', `/remotes/catalogue/${liveVersion}/mf-manifest.json`);
      expect(ok.status).toBe(200);
      expect(ok.headers['access-control-allow-origin']).toBe('*');
      await server.close();
      const down = await get(
        proxied.port,
        'fr.marquee.localhost',
        `/remotes/catalogue/${liveVersion}/mf-manifest.json`,
      );
      expect(down.status).toBe(502);
    } finally {
      await proxied.close();
    }
  });
});
