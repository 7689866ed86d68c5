import { createHash } from 'node:crypto';
import { FeedbackBodySchema } from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AnswerCache, Env } from '../http';
import { AttemptLimiter, type AttemptRule, tooManyRequests } from '../lib/attempts';
import { clientAddress } from '../lib/client-address';
import { ApiFailure } from '../lib/errors';
import { pickText } from '../lib/text';
import { parseOr400 } from '../lib/validate';
import {
  type FeedbackEntry,
  type StoredFeedback,
  feedbackByKey,
  insertFeedback,
  insertFeedbackOnce,
} from '../queries/feedback';
import type { Lang } from '../rows';
import type { Store } from '../store';

/** Feedback stored per client address: 5 a minute, then 429 until the minute is over. */
export const FEEDBACK_LIMIT = { max: 5, windowMs: 60_000, lockMs: 60_000 } as const satisfies AttemptRule;

/** The header of a client's idempotency key (IETF draft "The Idempotency-Key HTTP Header Field"). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A key: 1 to 128 letters, digits and `._:-` (a UUID fits). */
const IdempotencyKey = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._:-]{1,128}$/, 'must be 1 to 128 letters, digits or ._:-'),
);

function tooMuchFeedback(lang: Lang, retryAfterMs: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const message = pickText(
    {
      en: `Thank you! You have sent a lot of feedback in a short time: please try again in ${seconds} seconds.`,
      fr: `Merci ! Vous avez envoyé beaucoup d’avis en peu de temps : veuillez réessayer dans ${seconds} secondes.`,
      de: `Danke! Sie haben in kurzer Zeit viel Feedback gesendet: Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
      nl: `Bedankt! U hebt in korte tijd veel feedback gestuurd: probeer het over ${seconds} seconden opnieuw.`,
    },
    lang,
  );
  return tooManyRequests('too_many_requests', message, retryAfterMs);
}

/** The receipt of a stored feedback. */
const receipt = (f: StoredFeedback) => ({
  id: f.id,
  receivedAt: f.receivedAt,
  rating: f.rating,
  comment: f.comment,
  page: f.page,
});

/** What a key was posted with: the same key with another feedback is another request. */
const hashOf = (entry: FeedbackEntry) =>
  createHash('sha256')
    .update(JSON.stringify([entry.site, entry.rating, entry.comment, entry.page]))
    .digest('hex');

/**
 * POST /api/feedback (SHELL-44): a visitor rates the site from 1 to 5, with an optional comment,
 * from the page they are on. Stored in the shared database for the site's team; answers 201 with
 * what was stored. Anonymous on purpose: no client id, no user agent, no address is kept with it
 * (the address is only counted, for the limit, in the shared attempt counters).
 *
 * - At most FEEDBACK_LIMIT stored per client address (lib/client-address.ts): past it, 429 with
 *   Retry-After and a message in the request's language.
 * - `Idempotency-Key`: the same key posted again on the site (a retry after a lost answer) stores
 *   nothing and answers the same 201 receipt (`Idempotent-Replayed: true`), even past the limit;
 *   the key with another feedback is refused (422), a malformed key too (400).
 */
export function feedbackRoutes(app: Hono<Env>, store: Store, _cache: AnswerCache): void {
  const limiter = new AttemptLimiter(store.shared.counters, 'feedback-address', FEEDBACK_LIMIT);
  const noStore = { 'cache-control': 'no-store' };
  app.post('/api/feedback', async (c) => {
    const rawKey = c.req.header(IDEMPOTENCY_HEADER);
    const key = rawKey === undefined ? undefined : parseOr400(IdempotencyKey, rawKey, IDEMPOTENCY_HEADER);
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      throw new ApiFailure(400, 'bad_request', 'body: must be valid JSON', 'body');
    }
    const feedback = parseOr400(FeedbackBodySchema, raw, 'body');
    const { site, lang } = c.get('req');
    const entry: FeedbackEntry = { site, lang, ...feedback, receivedAt: store.now().toISOString() };
    const requestHash = key === undefined ? '' : hashOf(entry);
    const replay = (stored: StoredFeedback) => {
      if (stored.requestHash !== requestHash) {
        throw new ApiFailure(
          422,
          'idempotency_key_reused',
          `${IDEMPOTENCY_HEADER}: already used with another feedback`,
          IDEMPOTENCY_HEADER,
        );
      }
      return c.json(receipt(stored), 201, { ...noStore, 'idempotent-replayed': 'true' });
    };
    const before = key === undefined ? undefined : await feedbackByKey(store, site, key);
    if (before) return replay(before);

    const address = clientAddress(c);
    const now = store.now().getTime();
    const locked = await limiter.lockedFor(address, now);
    if (locked > 0) return tooMuchFeedback(lang, locked);
    if (key === undefined) {
      await limiter.count(address, now);
      const id = await insertFeedback(store, entry);
      return c.json({ id, receivedAt: entry.receivedAt, ...feedback }, 201, noStore);
    }
    const { feedback: stored, created } = await insertFeedbackOnce(store, entry, key, requestHash);
    if (!created) return replay(stored);
    await limiter.count(address, now);
    return c.json(receipt(stored), 201, noStore);
  });
}
