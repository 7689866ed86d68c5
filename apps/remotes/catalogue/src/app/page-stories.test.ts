import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '@marquee/api/server';
import type { CountryCode } from '@marquee/domain-models';
import type { RemoteRoutes } from '@marquee/remote-contract';
import type { PageStoryRecordings, SiteConfig } from '@marquee/remote-contract/stories';
import { recordPageStories, replayPageStories } from '@marquee/remote-contract/testing';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE_STORY_CASES } from './page-stories';
import * as routes from './routes';

/** The recorded API answers of the catalogue's page stories, one file a site (committed; rewritten by RECORD_PAGE_STORIES=1). */
const RECORDINGS = fileURLToPath(new URL('./page-stories.recorded', import.meta.url));
const recorded = async (site: string): Promise<PageStoryRecordings> =>
  JSON.parse(await readFile(path.join(RECORDINGS, `${site}.gen.json`), 'utf8'));
/** The recording's clock: 16:00 in Paris on a Wednesday (the API contract's, test/golden.json). */
const NOW = new Date('2026-03-11T15:00:00Z');

const SITES = Object.fromEntries(
  Object.values(
    import.meta.glob<SiteConfig>('../../../../countries/*/site.config.ts', { eager: true, import: 'default' }),
  ).map((site) => [site.code, site]),
) as Record<CountryCode, SiteConfig>;

describe('page stories (Storybook "Pages/Catalogue")', () => {
  if (process.env.RECORD_PAGE_STORIES === '1') {
    it('records the API answers every page story needs, on every site', async () => {
      const scratch = await mkdtemp(path.join(tmpdir(), 'catalogue-stories-'));
      const api = await startApi({ port: 0, dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      try {
        const recordings = await recordPageStories({
          routes: routes as RemoteRoutes,
          cases: CATALOGUE_STORY_CASES,
          sites: SITES,
          apiUrl: api.url,
          now: NOW,
        });
        await rm(RECORDINGS, { recursive: true, force: true });
        await mkdir(RECORDINGS);
        for (const [site, answers] of Object.entries(recordings)) {
          await writeFile(path.join(RECORDINGS, `${site}.gen.json`), `${JSON.stringify(answers)}\n`);
        }
      } finally {
        vi.useRealTimers();
        await api.close();
        await rm(scratch, { recursive: true, force: true });
      }
    }, 300_000);
    return;
  }

  it('every page kind of the catalogue has a story case, and each case is recorded on the eight sites', async () => {
    expect(Object.keys(CATALOGUE_STORY_CASES).sort()).toEqual(Object.keys(routes.pages).sort());
    expect(Object.keys(SITES)).toHaveLength(8);
    for (const site of Object.keys(SITES)) {
      const recordings = await recorded(site);
      for (const kind of Object.keys(CATALOGUE_STORY_CASES)) expect(recordings.cases[`${site} ${kind}`]).toBeDefined();
    }
  });

  it('each recorded page loader runs from the recording alone (no server): the stories need nothing else', async () => {
    let replayed = 0;
    for (const site of Object.keys(SITES)) {
      const recordings = await recorded(site);
      vi.useFakeTimers({ now: new Date(recordings.now), toFake: ['Date'] });
      try {
        replayed += await replayPageStories({ routes: routes as RemoteRoutes, recordings, sites: SITES });
      } finally {
        vi.useRealTimers();
      }
    }
    expect(replayed).toBeGreaterThan(200);
  }, 60_000);
});
