/**
 * The demo accounts the local identity provider (apps/identity) creates and the reference API
 * seeds client data for: one list, so the provider's `sub` is the API's client id. Every one
 * signs in with DEMO_PASSWORD (documented in the README's quick start).
 */
export const DEMO_PASSWORD = 'marquee-demo';

/** What the client profile says about a demo account (A§4: the frame's register and mail screens). */
export interface DemoAccount {
  /** Subject at the provider = client id at the API. */
  readonly sub: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  /** Whether the client completed registration (false: the frame shows the register address). */
  readonly registered: boolean;
  readonly emailVerified: boolean;
  readonly firstLogin: boolean;
  /** Seeded client data: favourite cinemas on fr, a wishlist and emotions. */
  readonly filled: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    sub: 'marquee|demo-client',
    email: 'client@marquee.test',
    givenName: 'Camille',
    familyName: 'Martin',
    registered: true,
    emailVerified: true,
    firstLogin: false,
    filled: false,
  },
  {
    sub: 'marquee|demo-fan',
    email: 'fan@marquee.test',
    givenName: 'Léa',
    familyName: 'Fontaine',
    registered: true,
    emailVerified: true,
    firstLogin: false,
    filled: true,
  },
  {
    sub: 'marquee|demo-new',
    email: 'new@marquee.test',
    givenName: 'Noah',
    familyName: 'Lefèvre',
    registered: false,
    emailVerified: false,
    firstLogin: true,
    filled: false,
  },
  {
    sub: 'marquee|demo-unverified',
    email: 'unverified@marquee.test',
    givenName: 'Inès',
    familyName: 'Moreau',
    registered: true,
    emailVerified: false,
    firstLogin: false,
    filled: false,
  },
];
