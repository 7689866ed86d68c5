import { readFile } from 'node:fs/promises';
import { leafKeys } from '@marquee/i18n/build';
import { describe, expect, it } from 'vitest';

const read = async (language: string) =>
  JSON.parse(await readFile(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8'));

describe('search locale files', () => {
  it.each(['fr', 'de', 'nl'])('%s.json has exactly the keys of en.json, none empty', async (language) => {
    const reference = leafKeys(await read('en')).sort();
    const texts = await read(language);
    expect(leafKeys(texts).sort()).toEqual(reference);
    for (const key of reference) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
      expect(typeof text === 'string' && text.trim() !== '', `${language} ${key}`).toBe(true);
    }
  });
});
