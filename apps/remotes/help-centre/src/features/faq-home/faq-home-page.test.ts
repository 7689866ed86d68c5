import { fileURLToPath } from 'node:url';
import type { FooterFaq, Language } from '@marquee/domain-models';
import type { PageInfo, Translate } from '@marquee/remote-contract';
import { translatorFor } from '@marquee/remote-contract/testing';
import { describe, expect, it } from 'vitest';
import { faqHomeHead, faqHomePage } from './faq-home-page';

/** The help-centre namespace's `t` in a language, from the real locale file; a missing key throws. */
function translator(language: Language): Promise<Translate> {
  return translatorFor(fileURLToPath(new URL('../../../locales', import.meta.url)), 'help-centre', language);
}

const LANGUAGES = ['fr', 'en', 'de', 'nl'] as const;

describe('help centre head', () => {
  it('SHELL-81 SHELL-82 title and description are translated in each language', async () => {
    const heads = await Promise.all(LANGUAGES.map(async (language) => faqHomeHead(await translator(language))));
    expect(heads.map((head) => head.title)).toEqual(["Centre d'aide", 'Help centre', 'Hilfecenter', 'Helpcentrum']);
    for (const head of heads) {
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.description?.length).toBeLessThanOrEqual(160);
      expect(head.noIndex).toBeUndefined();
    }
    expect(new Set(heads.map((head) => head.description)).size).toBe(4);
  });

  it('SHELL-81 the page declares that head', async () => {
    const t = await translator('en');
    const data: FooterFaq = { groups: [] };
    expect(faqHomePage.head?.(data, { language: 'en' } as PageInfo, t)).toEqual(faqHomeHead(t));
  });
});
