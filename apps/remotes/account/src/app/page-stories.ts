import { clientSpaceStore } from '@marquee/client-space';
import { DEMO_ACCOUNTS } from '@marquee/domain-models';
import type { StoryCases, StoryClient, StorySession } from '@marquee/remote-contract/stories';
import { sessionStore } from '@marquee/session';
import { advantagesSlug } from '../lib/profile-links';

/**
 * The account remote's page kinds as stories (Storybook "Pages/Account", `pages.stories.tsx`): the
 * sign-in page a visitor sees, and each account page as the seeded fan (fan@marquee.test: five
 * favourite cinemas on fr) sees it. My advantages is on fr only (in French). `page-stories.test.ts`
 * records the API answers the loaders need, and, rendering each page signed in, what it reads in
 * the browser with the fan's development token.
 */
export const ACCOUNT_STORY_CASES: StoryCases = {
  Account: () => ({}),
  AccountPage: () => ({ params: { slug: advantagesSlug('fr') } }),
  AccountFavoriteCinemas: () => ({}),
  AccountBookings: () => ({}),
};

const fan = DEMO_ACCOUNTS.find((account) => account.email === 'fan@marquee.test');
if (!fan) throw new Error('account stories: no fan@marquee.test among the demo accounts');

/** The client of the signed-in stories: the seeded fan, as the session store keeps a client. */
export const STORY_CLIENT: StoryClient = {
  id: fan.sub,
  name: `${fan.givenName} ${fan.familyName}`,
  email: fan.email,
  avatar: null,
  initials: `${fan.givenName[0]}${fan.familyName[0]}`,
  hasSubscription: false,
};

/** Signs the page in as `client` (the session store; the client's space emptied) or out (null). */
export const storySession: StorySession = (client) => {
  clientSpaceStore.getState().reset(client?.id ?? null);
  if (client) sessionStore.getState().signedIn(client);
  else sessionStore.getState().signedOut();
};
