import { fileURLToPath } from 'node:url';
import { checkLocaleFiles } from '@marquee/i18n/build';
import { describe, expect, it } from 'vitest';

describe('locator locale files', () => {
  it('fr, de and nl have exactly the keys of en.json, none empty', async () => {
    await expect(
      checkLocaleFiles(fileURLToPath(new URL('../../locales', import.meta.url)), ['fr', 'de', 'nl']),
    ).resolves.toBeUndefined();
  });
});
