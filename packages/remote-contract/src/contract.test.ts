import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_NAMES, translationLoader } from './contract';
import { PAGE_OWNERS } from './owners';

// A real HTTP server stands in for a deployed remote version's folder.
const served: string[] = [];
const server = createServer((req, res) => {
  served.push(req.url ?? '');
  if (req.url === '/remotes/catalogue/1.0.0/assets/i18n/ch_de.json') {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ home: { title: 'Filme im Kino' } }));
  } else {
    res.statusCode = 404;
    res.end();
  }
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('remote contract', () => {
  it('API-06 a remote loads its {cc}_{lang} texts from beside its own deployed module', async () => {
    const load = translationLoader(`${base}/remotes/catalogue/1.0.0/assets/routes-abc123.js`);
    expect(await load('ch', 'de')).toEqual({ home: { title: 'Filme im Kino' } });
    expect(served).toContain('/remotes/catalogue/1.0.0/assets/i18n/ch_de.json');
    await expect(load('fr', 'de')).rejects.toThrow(/fr_de\.json: 404/);
  });

  it('every page kind is owned by one of the five remotes', () => {
    for (const owner of Object.values(PAGE_OWNERS)) expect(REMOTE_NAMES).toContain(owner);
    expect(REMOTE_NAMES).toEqual(['catalogue', 'account', 'help-centre', 'locator', 'search']);
  });
});
