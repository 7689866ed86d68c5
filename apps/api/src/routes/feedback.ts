import { FeedbackBodySchema } from '@marquee/domain-models';
import type { Hono } from 'hono';
import type { AnswerCache, Env } from '../http';
import { ApiFailure } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import { insertFeedback } from '../queries/feedback';
import type { Store } from '../store';

/**
 * POST /api/feedback (SHELL-44): a visitor rates the site from 1 to 5, with an optional comment,
 * from the page they are on. Stored in the shared database for the site's team; answers 201 with what was stored.
 * Anonymous on purpose: no client id, no user agent, no address is kept.
 */
export function feedbackRoutes(app: Hono<Env>, store: Store, _cache: AnswerCache): void {
  app.post('/api/feedback', async (c) => {
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      throw new ApiFailure(400, 'bad_request', 'body: must be valid JSON', 'body');
    }
    const feedback = parseOr400(FeedbackBodySchema, raw, 'body');
    const { site, lang } = c.get('req');
    const receivedAt = store.now().toISOString();
    const id = await insertFeedback(store, { site, lang, ...feedback, receivedAt });
    return c.json({ id, receivedAt, ...feedback }, 201, { 'cache-control': 'no-store' });
  });
}
