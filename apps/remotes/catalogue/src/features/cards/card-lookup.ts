import { type ApiClient, getAntiRobotChallenge, isApiError } from '@marquee/api-client';
import { type CardLookup, CardLookupSchema } from '@marquee/domain-models';

/** A card the lookup found (resultCode 0). */
export type FoundCard = NonNullable<CardLookup['card']>;

/** What a voucher or gift-card lookup is asked. */
export type CardQuery =
  | { readonly kind: 'voucher'; readonly code: string }
  | { readonly kind: 'giftcard'; readonly number: string; readonly pin: string };

/**
 * How a lookup ended (CAT-72..74, ERR-07..09): a card only when the API answers resultCode 0;
 * any other code, or no card, is `absent` (2 is the API's "expired"); `invalid` a code the API
 * cannot take; `challenge` an anti-robot check that failed twice; `too-many` the guessing limit.
 */
export type LookupOutcome =
  | { readonly status: 'found'; readonly card: FoundCard }
  | { readonly status: 'absent'; readonly resultCode: number }
  | { readonly status: 'invalid' }
  | { readonly status: 'challenge' }
  | { readonly status: 'too-many' }
  | { readonly status: 'error' };

/** Solves a proof-of-work challenge, resolving the header value (a Web Worker in the browser). */
export type Solver = (challenge: string, difficulty: number, signal?: AbortSignal) => Promise<string>;

/** Voucher codes the API takes: 4 to 32 letters or digits (spaces and dashes typed in are dropped). */
const VOUCHER = /^[A-Z0-9]{4,32}$/;
const CARD_NUMBER = /^\d{8,19}$/;
const CARD_PIN = /^\d{4,8}$/;

/** Why a typed voucher code cannot be looked up: `empty`, `length` or `alphabet`; null when it can. */
export function voucherCodeProblem(raw: string): 'empty' | 'length' | 'alphabet' | null {
  const code = normaliseVoucherCode(raw);
  if (code === '') return 'empty';
  if (!/^[A-Z0-9]*$/.test(code)) return 'alphabet';
  return VOUCHER.test(code) ? null : 'length';
}

/** A voucher code as typed, upper-cased, with spaces and dashes (as printed on a voucher) dropped. */
export function normaliseVoucherCode(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** Why a gift card's number or PIN cannot be looked up; null when both can. */
export function giftCardProblem(number: string, pin: string): 'number' | 'pin' | null {
  if (!CARD_NUMBER.test(number.replace(/\s+/g, ''))) return 'number';
  return CARD_PIN.test(pin.trim()) ? null : 'pin';
}

function pathOf(query: CardQuery): string {
  if (query.kind === 'voucher') return `/api/voucher/${encodeURIComponent(normaliseVoucherCode(query.code))}`;
  return `/api/gift-card/${encodeURIComponent(query.number.replace(/\s+/g, ''))}/${encodeURIComponent(query.pin.trim())}`;
}

/** Tries per lookup: a failed or expired challenge is tried once more with a fresh one, then explained. */
export const CHALLENGE_TRIES = 2;

/**
 * Looks a voucher or a gift card up behind the anti-robot check: a fresh challenge (never
 * cached), solved by `solve`, sent in the header the API names; the answer is never cached
 * either (`getFresh`). The input is checked first, so a code the API would refuse never
 * leaves the page. Throws only when `signal` aborts.
 */
export async function lookupCard(
  api: ApiClient,
  query: CardQuery,
  solve: Solver,
  signal?: AbortSignal,
  now: () => number = Date.now,
): Promise<LookupOutcome> {
  const problem = query.kind === 'voucher' ? voucherCodeProblem(query.code) : giftCardProblem(query.number, query.pin);
  if (problem) return { status: 'invalid' };
  for (let attempt = 0; attempt < CHALLENGE_TRIES; attempt++) {
    try {
      const challenge = await getAntiRobotChallenge(api, signal);
      const answer = await solve(challenge.challenge, challenge.difficulty, signal);
      // Solved too late (a very slow device): the API would refuse it, ask for a fresh one.
      if (Date.parse(challenge.expiresAt) <= now()) continue;
      const result = await api.getFresh(pathOf(query), CardLookupSchema, {
        headers: { [challenge.headerName]: answer },
        signal,
      });
      return result.resultCode === 0 && result.card
        ? { status: 'found', card: result.card }
        : absent(result.resultCode);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (!isApiError(error)) return { status: 'error' };
      if (error.status === 403) continue;
      if (error.status === 429) return { status: 'too-many' };
      if (error.status === 400) return { status: 'invalid' };
      if (error.status === 404) return absent(1);
      return { status: 'error' };
    }
  }
  return { status: 'challenge' };
}

function absent(resultCode: number): LookupOutcome {
  return { status: 'absent', resultCode: resultCode === 0 ? 1 : resultCode };
}

let worker: Worker | null = null;
let nextId = 1;

/**
 * The browser's solver: one Web Worker (created on first use, kept for the next lookup) runs
 * the proof of work off the main thread. Call it from handlers only, never while rendering.
 */
export const workerSolver: Solver = (challenge, difficulty, signal) =>
  new Promise<string>((resolve, reject) => {
    if (typeof Worker === 'undefined') {
      reject(new Error('Web Workers are not available'));
      return;
    }
    worker ??= new Worker(new URL('./anti-robot.worker.ts', import.meta.url), { type: 'module', name: 'anti-robot' });
    const current = worker;
    const id = nextId++;
    const done = () => {
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
    };
    const onMessage = (event: MessageEvent<{ id: number; answer?: string; error?: string }>) => {
      if (event.data.id !== id) return;
      done();
      if (event.data.answer) resolve(event.data.answer);
      else reject(new Error(event.data.error ?? 'solver failed'));
    };
    const onError = (event: ErrorEvent) => {
      done();
      // A broken worker is dropped: the next lookup starts a fresh one.
      if (worker === current) worker = null;
      current.terminate();
      reject(new Error(event.message || 'solver worker failed'));
    };
    const onAbort = () => {
      done();
      // The worker is busy with a solution nobody wants: stop it.
      if (worker === current) worker = null;
      current.terminate();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort, { once: true });
    current.postMessage({ id, challenge, difficulty });
  });
