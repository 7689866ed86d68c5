import type { Hono } from 'hono';
import type { AnswerCache, Env } from '../http';
import type { Store } from '../store';
import { clientRoutes } from './client';
import { commerceRoutes } from './commerce';
import { contentRoutes } from './content';
import { feedbackRoutes } from './feedback';

/** Route groups added after the catalogue and shell. */
export const extraRoutes: ((app: Hono<Env>, store: Store, cache: AnswerCache) => void)[] = [
  contentRoutes,
  commerceRoutes,
  clientRoutes,
  feedbackRoutes,
];
