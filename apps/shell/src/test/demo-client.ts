import { type Client, DEMO_ACCOUNTS } from '@marquee/domain-models';

/** The demo account `client@marquee.test`: registered, email verified, no favourites. */
const account = DEMO_ACCOUNTS.find((demo) => demo.email === 'client@marquee.test');
if (!account) throw new Error('the demo accounts have no client@marquee.test');

/** That account's client record as the client API answers it (its shape checked against `Client`). */
export const DEMO_CLIENT = {
  id: account.sub,
  icu: account.sub,
  name: `${account.givenName} ${account.familyName}`,
  firstname: account.givenName,
  lastname: account.familyName,
  email: account.email,
  photoUrl: null,
  favoriteCinemas: [],
  newsletterSubscription: false,
  cinepassSubscription: false,
  cinepassType: null,
  registered: account.registered,
  emailVerify: account.emailVerified,
  firstLogin: account.firstLogin,
  mailCommunicationBrand: false,
  sendNewsletter: false,
  loyaltyLevel: 'standard',
  newLeadId: null,
  subscription: null,
  newPlan: null,
  nextPlanExecutionDate: null,
} satisfies Client;

/** A desktop browser outside the app's web view. */
export const DESKTOP_DEVICE = { viewport: 'desktop', webview: false } as const;
