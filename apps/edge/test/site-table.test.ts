import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { COUNTRY_CODES, type CountryCode, SITE_TABLE, type SiteFacts } from '@marquee/domain-models';
import { productionHost, type SiteConfig } from '@marquee/site-config';
import be from '@marquee/site-be/site.config';
import ch from '@marquee/site-ch/site.config';
import ci from '@marquee/site-ci/site.config';
import fr from '@marquee/site-fr/site.config';
import ma from '@marquee/site-ma/site.config';
import nl from '@marquee/site-nl/site.config';
import sn from '@marquee/site-sn/site.config';
import tn from '@marquee/site-tn/site.config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The API's view of each site beside its country app's configuration. Both take the facts they
// share from one table (domain-models' SITE_TABLE): a country app that overrides one after
// spreading its row, or an API that stops deriving one from it, fails here.
const CONFIGS: Record<CountryCode, SiteConfig> = { fr, ch, be, nl, tn, sn, ci, ma };
const FACTS = Object.keys(SITE_TABLE.fr) as (keyof SiteFacts)[];

let api: RunningApi;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'edge-site-table-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite') });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

/** The API's JSON answer of a path on a site. */
async function apiAnswer(code: CountryCode, pathname: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${api.url}${pathname}`, { headers: { 'X-Marquee-Site': code } });
  expect(response.status, `${code} ${pathname}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('one table of the eight sites', () => {
  it('SITE-01 SITE-17 SITE-40 each country app carries its row of the table of sites unchanged', () => {
    expect(Object.keys(SITE_TABLE)).toEqual([...COUNTRY_CODES]);
    for (const code of COUNTRY_CODES) {
      const config = CONFIGS[code];
      const shared = Object.fromEntries(FACTS.map((field) => [field, config[field]]));
      expect(shared, code).toEqual(SITE_TABLE[code]);
    }
  });

  it("SITE-04..11 SITE-18 SITE-30..37 SITE-41 the running API's settings of each site say what its country app says", async () => {
    for (const code of COUNTRY_CODES) {
      const config = CONFIGS[code];
      const settings = await apiAnswer(code, '/api/settings');
      expect(settings, code).toMatchObject({
        site: config.code,
        brand: config.brand,
        languages: [...config.languages],
        defaultLanguage: config.defaultLanguage,
        timeZone: config.timeZone,
        currency: config.currency,
        ratingSystem: config.ratingScheme,
      });
    }
  });

  it("SITE-24 the API's legal notice of each site names the country app's production host", async () => {
    for (const code of COUNTRY_CODES) {
      const config = CONFIGS[code];
      const legal = await apiAnswer(code, '/api/master-template/page/legal?language=en');
      expect(legal.header, code).toMatchObject({ subtitle: `Who publishes ${productionHost(config)}` });
    }
  });
});
