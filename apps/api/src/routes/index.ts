import type { Hono } from 'hono';
import type { AnswerCache, Env } from '../http';
import type { Store } from '../store';

/** Route groups added after the catalogue and shell. */
export const extraRoutes: ((app: Hono<Env>, store: Store, cache: AnswerCache) => void)[] = [];
