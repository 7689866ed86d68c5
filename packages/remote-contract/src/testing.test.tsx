import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTranslation } from '@marquee/i18n';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { definePage, type PageProps } from './contract';
import { renderPageOnServer, translatorFor } from './testing';

// The remotes' test harness: where a page in production only logs a text key its namespace lacks
// (ERR-25: the key is shown), a remote's test renders its pages with the real texts and a missing
// key fails it, named.

let localesDir = '';
beforeAll(async () => {
  localesDir = await mkdtemp(path.join(tmpdir(), 'marquee-texts-'));
  await writeFile(path.join(localesDir, 'en.json'), JSON.stringify({ title: 'Films at {{brand}}' }));
});
afterAll(() => rm(localesDir, { recursive: true, force: true }));

/** A page whose title is the text of the key it is given as data. */
function Titled({ data }: PageProps<string>) {
  const { t } = useTranslation('search');
  return <h1>{t(data)}</h1>;
}
const titled = definePage<string>({ loader: async () => 'title', Component: Titled });

describe('the remote test harness fails on a missing text', () => {
  it('ERR-25 renderPageOnServer renders a page whose keys are all in its texts', async () => {
    const html = await renderPageOnServer({
      page: titled,
      data: 'title',
      language: 'en',
      namespace: 'search',
      localesDir,
    });
    expect(html).toContain('<h1>Films at Marquee</h1>');
  });

  it('ERR-25 renderPageOnServer rejects, naming the key, when the page uses a key its texts lack', async () => {
    const warn = vi.spyOn(console, 'warn');
    await expect(
      renderPageOnServer({ page: titled, data: 'nowhere.title', language: 'en', namespace: 'search', localesDir }),
    ).rejects.toThrow('missing text search:nowhere.title (en)');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("ERR-25 translatorFor (a page head's t) throws on a missing key", async () => {
    const t = await translatorFor(localesDir, 'search', 'en');
    expect(t('title')).toBe('Films at Marquee');
    expect(() => t('nowhere.title')).toThrow('missing key nowhere.title');
  });
});
