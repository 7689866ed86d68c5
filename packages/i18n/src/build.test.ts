import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLocaleFiles, deepMerge, LocaleFileError, leafKeys, writeLocaleFiles } from './build';

let dir: string;
let src: string;
let out: string;

async function put(name: string, data: unknown) {
  await writeFile(join(src, name), JSON.stringify(data));
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'marquee-i18n-'));
  src = join(dir, 'src');
  out = join(dir, 'out');
  await import('node:fs/promises').then((fs) => fs.mkdir(src));
  await put('en.json', { nav: { films: 'Films', cinemas: 'Cinemas' }, footer: 'All cinemas' });
  await put('fr.json', { nav: { films: 'Films', cinemas: 'Cinémas' }, footer: 'Tous les cinémas' });
  await put('de.json', { nav: { films: 'Filme', cinemas: 'Kinos' }, footer: 'Alle Kinos' });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeLocaleFiles', () => {
  it('API-06 writes {cc}_{lang}.json for every site and offered language, site overrides deep-merged', async () => {
    await put('ch_fr.json', { nav: { cinemas: 'Salles' } });
    const written = await writeLocaleFiles({
      sourceDir: src,
      outDir: out,
      sites: [
        { code: 'fr', languages: ['fr', 'en'] },
        { code: 'ch', languages: ['fr', 'en', 'de'] },
      ],
    });
    expect(written.map((f) => f.slice(out.length + 1))).toEqual([
      'fr_fr.json',
      'fr_en.json',
      'ch_fr.json',
      'ch_en.json',
      'ch_de.json',
    ]);
    const chFr = JSON.parse(await readFile(join(out, 'ch_fr.json'), 'utf8'));
    expect(chFr).toEqual({ nav: { films: 'Films', cinemas: 'Salles' }, footer: 'Tous les cinémas' });
    const frFr = JSON.parse(await readFile(join(out, 'fr_fr.json'), 'utf8'));
    expect(frFr.nav.cinemas).toBe('Cinémas');
  });

  it('API-06 a language file lacking a key of en.json fails, naming the file and the key', async () => {
    await put('nl.json', { nav: { films: 'Films' }, footer: 'Alle bioscopen' });
    const run = writeLocaleFiles({ sourceDir: src, outDir: out, sites: [{ code: 'nl', languages: ['nl', 'en'] }] });
    await expect(run).rejects.toThrow(LocaleFileError);
    await expect(run).rejects.toThrow(/nl\.json: key "nav\.cinemas" is missing/);
  });

  it('API-06 an override with a key unknown to en.json fails, naming file and key', async () => {
    await put('be_fr.json', { nav: { cinemaz: 'x' } });
    await expect(
      writeLocaleFiles({ sourceDir: src, outDir: out, sites: [{ code: 'be', languages: ['fr'] }] }),
    ).rejects.toThrow(/be_fr\.json: key "nav\.cinemaz"/);
  });

  it('API-06 a missing language file and invalid JSON fail naming the file', async () => {
    await expect(
      writeLocaleFiles({ sourceDir: src, outDir: out, sites: [{ code: 'nl', languages: ['nl'] }] }),
    ).rejects.toThrow(/nl\.json/);
    await writeFile(join(src, 'fr.json'), '{ nope');
    await expect(
      writeLocaleFiles({ sourceDir: src, outDir: out, sites: [{ code: 'fr', languages: ['fr'] }] }),
    ).rejects.toThrow(/fr\.json: is not valid JSON/);
  });
});

describe('deepMerge', () => {
  it('API-06 property: merging keeps every key of both sides, the override winning', () => {
    const tree = fc.letrec((tie) => ({
      node: fc.dictionary(fc.stringMatching(/^[a-z]{1,4}$/), fc.oneof(fc.string(), tie('node')), { maxKeys: 4 }),
    })).node as fc.Arbitrary<Record<string, unknown>>;
    fc.assert(
      fc.property(tree, tree, (base, over) => {
        const merged = deepMerge(base, over);
        const keys = new Set(leafKeys(merged));
        for (const key of leafKeys(over)) expect(keys.has(key)).toBe(true);
        for (const [k, v] of Object.entries(over)) {
          if (typeof v === 'string') expect(merged[k]).toBe(v);
        }
      }),
    );
  });
});

describe('checkLocaleFiles', () => {
  it('passes complete files and names the file and key of a missing, unknown or empty text', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'locale-check-'));
    try {
      const write = (language: string, texts: unknown) =>
        writeFile(join(folder, `${language}.json`), JSON.stringify(texts));
      await write('en', { home: { title: 'Films', intro: 'On now' } });
      await write('fr', { home: { title: 'Films', intro: "À l'affiche" } });
      await expect(checkLocaleFiles(folder, ['fr'])).resolves.toBeUndefined();
      await write('de', { home: { title: 'Filme' } });
      await expect(checkLocaleFiles(folder, ['fr', 'de'])).rejects.toThrow(/de\.json: key "home\.intro"/);
      await write('de', { home: { title: 'Filme', intro: 'Jetzt', extra: 'x' } });
      await expect(checkLocaleFiles(folder, ['de'])).rejects.toThrow(/de\.json: key "home\.extra"/);
      await write('nl', { home: { title: 'Films', intro: '  ' } });
      await expect(checkLocaleFiles(folder, ['nl'])).rejects.toThrow(/nl\.json: key "home\.intro" is empty/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
