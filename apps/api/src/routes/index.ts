import type { Hono } from 'hono';
import type { AnswerCache, Env } from '../http';
import type { Store } from '../store';
import { accessibleRoutes } from './accessible';
import { bookingRoutes } from './booking';
import { calendarRoutes } from './calendar';
import { accountsRoutes } from './accounts';
import { alertRoutes } from './alerts';
import { clientRoutes } from './client';
import { commerceRoutes } from './commerce';
import { contentRoutes } from './content';
import { showtimesRoutes } from './showtimes';
import { tonightRoutes } from './tonight';
import { feedbackRoutes } from './feedback';
import { feedsRoutes } from './feeds';
import { clientAuth } from './shared/client-auth';

/** Route groups added after the catalogue and shell. */
export const extraRoutes: ((app: Hono<Env>, store: Store, cache: AnswerCache) => void)[] = [
  contentRoutes,
  commerceRoutes,
  // the client API: /api/client/{id}/... (alerts too) and accounts/me..., one authentication (shared pending claims)
  (app, store, cache) => {
    const auth = clientAuth(store);
    clientRoutes(app, store, auth);
    accountsRoutes(app, store, auth);
    // calendar feeds: public per cinema and film, the newly scheduled films, a client's own
    feedsRoutes(app, store, cache, auth);
    alertRoutes(app, store, auth);
  },
  // films and showtimes: the showtimes answers and the booking hand-off
  showtimesRoutes,
  // every film's showtimes in a time window at a place: the "tonight" page
  tonightRoutes,
  // the accessible showings page: one answer of counts and a page of showtimes
  accessibleRoutes,
  (app, store) => bookingRoutes(app, store),
  (app, store) => calendarRoutes(app, store),
  feedbackRoutes,
];
