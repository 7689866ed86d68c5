import { fileURLToPath } from 'node:url';
import { isNotFound } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import type { PageContext, Translate } from '@marquee/remote-contract';
import { translatorFor } from '@marquee/remote-contract/testing';
import { describe, expect, it } from 'vitest';
import { accountSectionHead, advantagesPage, favouriteCinemasPage } from './client-pages';

function translator(language: Language): Promise<Translate> {
  return translatorFor(fileURLToPath(new URL('../../../locales', import.meta.url)), 'account', language);
}

/** The part of a page context the loaders read when they refuse a page (no API call is made). */
function context(site: 'fr' | 'nl' | 'tn', language: Language, slug?: string): PageContext {
  return {
    site,
    language,
    params: slug ? { slug } : {},
    flags: resolveFlags(site),
    url: new URL(`http://${site}.marquee.localhost/compte/${slug ?? ''}`),
  } as unknown as PageContext;
}

describe('account pages', () => {
  it('ACC-04 SHELL-81 each account page has a translated title and description and stays out of search engines', async () => {
    for (const language of ['fr', 'en', 'de', 'nl'] as const) {
      const t = await translator(language);
      const titles = (['profile', 'advantages', 'favourite-cinemas', 'bookings'] as const).map((section) => {
        const head = accountSectionHead(section, t);
        expect(head.noIndex).toBe(true);
        expect(head.description?.length).toBeLessThanOrEqual(160);
        return head.title;
      });
      expect(new Set(titles).size).toBe(4);
    }
  });

  it('ACC-33 my advantages exists on fr only, under the slug of the language', async () => {
    await expect(advantagesPage.loader(context('fr', 'fr', 'avantages'))).resolves.toBeDefined();
    await expect(advantagesPage.loader(context('fr', 'en', 'avantages'))).rejects.toSatisfy(isNotFound);
    await expect(advantagesPage.loader(context('nl', 'nl', 'voordelen'))).rejects.toSatisfy(isNotFound);
  });

  it('ACC-50 favourite cinemas is not found where favourites are off', async () => {
    await expect(favouriteCinemasPage.loader(context('tn', 'fr'))).rejects.toSatisfy(isNotFound);
  });
});
