import { fileURLToPath } from 'node:url';
import type { Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import type { PageInfo, Translate } from '@marquee/remote-contract';
import { translatorFor } from '@marquee/remote-contract/testing';
import { describe, expect, it } from 'vitest';
import { signInBenefits } from '../../lib/sign-in-benefits';
import { accountHead, accountPage } from './account-page';

/** The account namespace's `t` in a language, from the real locale file; a missing key throws. */
function translator(language: Language): Promise<Translate> {
  return translatorFor(fileURLToPath(new URL('../../../locales', import.meta.url)), 'account', language);
}

const LANGUAGES = ['fr', 'en', 'de', 'nl'] as const;

describe('sign-in prompt', () => {
  it('ACC-31 sign-in info list: booking and movies always, favourites only with several cinemas, cards only with subscriptions', () => {
    // fr: favourites on, Cinepass subscription.
    expect(signInBenefits(30, resolveFlags('fr'))).toEqual(['booking', 'favourites', 'cards', 'movies']);
    expect(signInBenefits(1, resolveFlags('fr'))).toEqual(['booking', 'cards', 'movies']);
    // be: favourites on, no subscription offer.
    expect(signInBenefits(6, resolveFlags('be'))).toEqual(['booking', 'favourites', 'movies']);
    // sn: favourites off on the African sites.
    expect(signInBenefits(1, resolveFlags('sn'))).toEqual(['booking', 'movies']);
  });
});

describe('account head', () => {
  it('SHELL-81 SHELL-82 a translated title naming the page (the account, for a visitor and a client alike) and description, kept out of search engines', async () => {
    const heads = await Promise.all(LANGUAGES.map(async (language) => accountHead(await translator(language))));
    expect(heads.map((head) => head.title)).toEqual(['Mon compte', 'My account', 'Mein Konto', 'Mijn account']);
    for (const head of heads) {
      expect(head.noIndex).toBe(true);
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.description?.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(heads.map((head) => head.description)).size).toBe(4);
  });

  it('SHELL-81 the page declares that head', async () => {
    const t = await translator('fr');
    const data = { benefits: signInBenefits(30, resolveFlags('fr')) };
    expect(accountPage.head?.(data, { language: 'fr' } as PageInfo, t)).toEqual(accountHead(t));
  });
});
