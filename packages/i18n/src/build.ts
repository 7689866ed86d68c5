// Node-only entry (`@marquee/i18n/build`): writes the per-site locale files at build time.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CountryCode, Language } from '@marquee/domain-models';
import { COUNTRY_CODES, LANGUAGES } from '@marquee/domain-models';

type Json = Record<string, unknown>;

/** A site as writeLocaleFiles needs it. */
export interface LocaleSite {
  readonly code: CountryCode;
  readonly languages: readonly Language[];
}

/** Options of writeLocaleFiles. */
export interface WriteLocaleFilesOptions {
  /** Holds `{lang}.json` base files (en.json is the reference) and optional `{cc}_{lang}.json` overrides. */
  readonly sourceDir: string;
  /** Receives `{cc}_{lang}.json` for every site × offered language. */
  readonly outDir: string;
  readonly sites: readonly LocaleSite[];
  /** The reference language whose keys every file must have; `en`. */
  readonly referenceLanguage?: Language;
}

/** A locale file is incomplete or malformed; names the file and the key. */
export class LocaleFileError extends Error {
  constructor(
    readonly file: string,
    readonly key: string,
    message: string,
  ) {
    super(`${file}: ${key ? `key "${key}" ` : ''}${message}`);
    this.name = 'LocaleFileError';
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: plain objects merge key by key, anything else in `over` replaces. */
export function deepMerge(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

/** Dotted paths of every leaf (non-object value) of a translation tree. */
export function leafKeys(tree: Json, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) keys.push(...leafKeys(value, path));
    else keys.push(path);
  }
  return keys;
}

function lookup(tree: Json, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (!isObject(node)) return undefined;
    node = node[part];
  }
  return node;
}

/**
 * Throws a LocaleFileError naming `file` and the first key of `reference` that `candidate`
 * lacks (or holds as a non-string where the reference has a string).
 */
export function assertSameKeys(reference: Json, candidate: Json, file: string): void {
  for (const key of leafKeys(reference)) {
    const value = lookup(candidate, key);
    if (value === undefined || isObject(value)) throw new LocaleFileError(file, key, 'is missing');
    if (typeof lookup(reference, key) === 'string' && typeof value !== 'string') {
      throw new LocaleFileError(file, key, 'must be a string');
    }
  }
}

/** Throws naming `file` and a key of `candidate` that `reference` does not know (a typo in an override). */
export function assertKnownKeys(reference: Json, candidate: Json, file: string): void {
  for (const key of leafKeys(candidate)) {
    if (lookup(reference, key) === undefined)
      throw new LocaleFileError(file, key, 'is not a key of the reference file');
  }
}

async function readJson(file: string): Promise<Json> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new LocaleFileError(file, '', 'cannot be read');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new LocaleFileError(file, '', `is not valid JSON (${(error as Error).message})`);
  }
  if (!isObject(data)) throw new LocaleFileError(file, '', 'must hold a JSON object');
  return data;
}

/**
 * Writes `{outDir}/{cc}_{lang}.json` for every site × offered language: the base
 * `{sourceDir}/{lang}.json` with the optional `{sourceDir}/{cc}_{lang}.json` deep-merged on
 * top. A base or merged file that lacks a key of the reference `en.json` throws a
 * LocaleFileError naming the file and the key: a missing key fails the build. Returns the
 * written paths.
 */
export async function writeLocaleFiles(options: WriteLocaleFilesOptions): Promise<string[]> {
  const { sourceDir, outDir, sites } = options;
  const referenceLanguage = options.referenceLanguage ?? 'en';
  const referenceFile = join(sourceDir, `${referenceLanguage}.json`);
  const reference = await readJson(referenceFile);
  const bases = new Map<Language, Json>();
  const written: string[] = [];
  await mkdir(outDir, { recursive: true });
  for (const site of sites) {
    for (const language of site.languages) {
      let base = bases.get(language);
      if (!base) {
        const baseFile = join(sourceDir, `${language}.json`);
        base = await readJson(baseFile);
        assertSameKeys(reference, base, baseFile);
        bases.set(language, base);
      }
      const name = `${site.code}_${language}.json`;
      const overrideFile = join(sourceDir, name);
      let merged = base;
      if (existsSync(overrideFile)) {
        const override = await readJson(overrideFile);
        assertKnownKeys(reference, override, overrideFile);
        merged = deepMerge(base, override);
        assertSameKeys(reference, merged, overrideFile);
      }
      const target = join(outDir, name);
      await writeFile(target, `${JSON.stringify(merged, null, 2)}\n`);
      written.push(target);
    }
  }
  return written;
}

/** Every site with every product language: what a remote writes, since it serves all sites. */
export const ALL_SITES_ALL_LANGUAGES: readonly LocaleSite[] = COUNTRY_CODES.map((code) => ({
  code,
  languages: LANGUAGES,
}));

/**
 * Writes a remote's namespace files beside its build: `{outDir}/assets/i18n/{cc}_{lang}.json`
 * for every site and language, from `{sourceDir}/{lang}.json` (and site overrides).
 */
export function writeRemoteLocaleFiles(sourceDir: string, outDir: string): Promise<string[]> {
  return writeLocaleFiles({ sourceDir, outDir: join(outDir, 'assets', 'i18n'), sites: ALL_SITES_ALL_LANGUAGES });
}

/**
 * Checks a folder of `{lang}.json` source texts: every language file has exactly the keys of
 * the reference file (`en.json`) and no empty text. Throws a LocaleFileError naming the file
 * and key (the build checks the keys too; this also catches empty texts, in a test).
 */
export async function checkLocaleFiles(
  sourceDir: string,
  languages: readonly string[],
  referenceLanguage = 'en',
): Promise<void> {
  const referenceFile = join(sourceDir, `${referenceLanguage}.json`);
  const reference = await readJson(referenceFile);
  for (const language of languages) {
    const file = join(sourceDir, `${language}.json`);
    const texts = await readJson(file);
    assertSameKeys(reference, texts, file);
    assertKnownKeys(reference, texts, file);
    for (const key of leafKeys(texts)) {
      const text = key.split('.').reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), texts);
      if (typeof text !== 'string' || text.trim() === '') throw new LocaleFileError(file, key, 'is empty');
    }
  }
}
