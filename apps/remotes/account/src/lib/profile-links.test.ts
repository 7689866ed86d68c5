import { resolveFlags } from '@marquee/feature-flags';
import { describe, expect, it } from 'vitest';
import { profileLinks } from './profile-links';

const ids = (site: Parameters<typeof profileLinks>[0]) =>
  profileLinks(site, 'en', resolveFlags(site)).map((link) => link.id);

describe('profile pop-in links', () => {
  it('ACC-33 fr: profile, my advantages, my bookings (no favourite cinemas)', () => {
    expect(ids('fr')).toEqual(['profile', 'advantages', 'bookings']);
    expect(profileLinks('fr', 'fr', resolveFlags('fr'))[1]).toEqual({
      id: 'advantages',
      kind: 'AccountPage',
      params: { slug: 'avantages' },
    });
  });

  it('ACC-33 other sites: favourite cinemas where the flag is on, never my advantages', () => {
    for (const site of ['ch', 'be', 'nl'] as const) {
      expect(ids(site)).toEqual(['profile', 'favourite-cinemas', 'bookings']);
    }
    // Favourites are off on the African sites.
    for (const site of ['tn', 'sn', 'ci', 'ma'] as const) expect(ids(site)).toEqual(['profile', 'bookings']);
  });
});
