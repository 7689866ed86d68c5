import { resolveFlags } from '@marquee/feature-flags';
import { describe, expect, it } from 'vitest';
import { signInBenefits } from './account-page';

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
