import { serverRenderer } from '@marquee/remote-contract/testing';
import { describe, expect, it } from 'vitest';
import { signInBenefits } from '../lib/sign-in-benefits';
import { pages } from './routes';

/** Renders a page of this remote to HTML as the edge does (no window, document or navigator here). */
const serverRender = serverRenderer('account', new URL('../../locales', import.meta.url));

describe('server rendering', () => {
  it('renders the account page without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const data = {
      benefits: signInBenefits(2, {
        favoriteCinemas: true,
        subscriptionCinepass: true,
        subscriptionPassEnabled: false,
        subscriptionUnlimitedEnabled: false,
      }),
    };
    const html = await serverRender(pages.Account, data, 'fr');
    expect(html).toContain('Gardez vos cinémas favoris');
    // Creating an account starts the provider's sign-up (a button): the register address needs a
    // provider session, so the page never links a visitor to it.
    expect(html).toContain('Créer un compte');
    expect(html).not.toContain('/register');
  });
});
