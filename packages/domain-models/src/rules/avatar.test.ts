import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarInitials, avatarOf, toClientView } from './avatar';

describe('avatar', () => {
  it('ACC-34 "An avatar path containing a profile-photo placeholder counts as no avatar"', () => {
    expect(avatarOf('https://cdn.test/u/profile-photo-placeholder.png')).toBeNull();
    expect(avatarOf('https://cdn.test/u/ada.jpg')).toBe('https://cdn.test/u/ada.jpg');
    expect(avatarOf(null)).toBeNull();
    expect(avatarOf('')).toBeNull();
  });
  it('ACC-35 "avatarFallback (initials from last and first name)"', () => {
    expect(avatarInitials('Lovelace', 'ada')).toBe('LA');
    expect(avatarInitials('', 'Ada')).toBe('A');
    expect(avatarInitials(' élise', null)).toBe('É');
  });
  it('ACC-35 property: at most two characters, upper case', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (last, first) => {
        const initials = avatarInitials(last, first);
        expect(Array.from(initials).length).toBeLessThanOrEqual(2);
      }),
    );
  });
  it('ENT-33 ENT-35 maps the server payload to the client view', () => {
    const view = toClientView({
      id: 'c1',
      name: 'Ada Lovelace',
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.test',
      photoUrl: '/img/profile-photo-placeholder.svg',
      favoriteCinemas: ['a'],
      newsletterSubscription: true,
      cinepassSubscription: false,
    });
    expect(view).toMatchObject({
      avatar: null,
      avatarFallback: 'LA',
      subscriptions: { newsletter: true, cinepass: false },
    });
  });
});
