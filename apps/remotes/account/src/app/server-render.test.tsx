import type { Language } from '@marquee/domain-models';
import { type RemotePage, resolvePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signInBenefits } from '../features/account/account-page';
import * as routes from './routes';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

/** Renders a page of this remote to HTML as the edge does (no window, document or navigator here). */
function serverRender<D>(page: RemotePage<D> | undefined, data: D, language: Language): Promise<string> {
  return renderPageOnServer({ page, data, language, namespace: 'account', localesDir });
}

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
      registerUrl: 'http://id.marquee.localhost/fr/register',
    };
    const html = await serverRender(
      (await resolvePage(routes, 'Account')) as RemotePage<typeof data> | undefined,
      data,
      'fr',
    );
    expect(html).toContain('Gardez vos cinémas favoris');
    expect(html).toContain('http://id.marquee.localhost/fr/register');
  });
});
