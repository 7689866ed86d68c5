import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Release day at the ticketing hand-off (decision 0045): before Book now leaves
 * the page, the panel asks the hand-off for the visitor's turn (`<booking url>/turn`). Ready: the
 * hand-off opens with the pass it gave. Overloaded (503 or 429, `Retry-After`, the position in
 * the line): the panel waits, asks again after a jittered exponential back-off that never comes
 * before `Retry-After`, and lets the visitor leave the line. An answer it cannot read, or no
 * answer, opens the hand-off as before: the hand-off page has its own waiting page.
 */

/** The first back-off step and its ceiling (ms). */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;
/** How long the first ask may take before the hand-off opens without it (within the press's activation). */
export const FIRST_ASK_TIMEOUT_MS = 2_500;

/**
 * The wait before ask number `attempt + 1` (attempt 0 = the first retry): the exponential step
 * `min(cap, base × 2^attempt)`, half of it fixed and half random ("equal jitter", so a crowd told
 * the same thing spreads out), and never before the server's `Retry-After`: then the random half
 * spreads the crowd after it. `random` is injectable (tests).
 */
export function backoffDelay(
  attempt: number,
  retryAfterMs: number,
  random: () => number = Math.random,
  baseMs = BACKOFF_BASE_MS,
  capMs = BACKOFF_CAP_MS,
): number {
  const step = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(Math.max(retryAfterMs, step / 2) + random() * (step / 2));
}

/** `Retry-After` in ms: delta-seconds or an HTTP date; 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

/** The hand-off's answer to "is it my turn?". */
export type TurnAnswer =
  | { readonly kind: 'ready'; readonly pass: string | null }
  | { readonly kind: 'waiting'; readonly position: number | null; readonly retryAfterMs: number }
  | { readonly kind: 'unknown' };

/** The turn address of a booking address: its path + `/turn`, the query kept. */
export function turnUrl(bookingUrl: string): string {
  const [path = '', query] = bookingUrl.split('?', 2);
  return `${path.replace(/\/$/, '')}/turn${query ? `?${query}` : ''}`;
}

/** Asks once; any failure is `unknown` (the caller decides what that means). */
export async function askTurn(url: string, signal: AbortSignal): Promise<TurnAnswer> {
  try {
    const res = await fetch(url, { cache: 'no-store', credentials: 'omit', signal });
    if (res.status === 503 || res.status === 429) {
      const body = (await res.json().catch(() => null)) as { position?: unknown; retryAfter?: unknown } | null;
      const header = retryAfterMs(res.headers.get('retry-after'));
      const said = typeof body?.retryAfter === 'number' ? body.retryAfter * 1000 : 0;
      const position = typeof body?.position === 'number' && body.position > 0 ? body.position : null;
      return { kind: 'waiting', position, retryAfterMs: header || said };
    }
    if (!res.ok) return { kind: 'unknown' };
    const body = (await res.json().catch(() => null)) as { status?: unknown; pass?: unknown } | null;
    if (body?.status !== 'ready') return { kind: 'unknown' };
    return { kind: 'ready', pass: typeof body.pass === 'string' ? body.pass : null };
  } catch {
    return { kind: 'unknown' };
  }
}

/** The booking address with the pass (the hand-off then does not count the visitor again). */
export const withPass = (bookingUrl: string, pass: string | null) =>
  pass ? `${bookingUrl}${bookingUrl.includes('?') ? '&' : '?'}pass=${encodeURIComponent(pass)}` : bookingUrl;

/** What the panel shows of the line. */
export type TurnState =
  | { readonly step: 'idle' }
  | { readonly step: 'asking' }
  | { readonly step: 'waiting'; readonly position: number | null; readonly attempts: number }
  | { readonly step: 'ready'; readonly url: string };

/**
 * The line of one panel: `book()` on Book now's press, `cancel()` to leave it. The hand-off opens in
 * a new tab (SHELL-70) on the first answer (within the press); a turn that comes after a wait is
 * offered as a "continue" link (browsers block tabs a page opens long after a press).
 */
export function useHandOffTurn(bookingUrl: string, random: () => number = Math.random) {
  const [state, setState] = useState<TurnState>({ step: 'idle' });
  const run = useRef<{ abort: AbortController; timer?: ReturnType<typeof setTimeout> } | null>(null);

  const stop = useCallback(() => {
    if (!run.current) return;
    run.current.abort.abort();
    if (run.current.timer) clearTimeout(run.current.timer);
    run.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const open = useCallback((url: string) => {
    // Within the press (the first answer) a new tab opens; blocked, the panel offers the link.
    const tab = window.open(url, '_blank');
    if (tab) {
      tab.opener = null;
      setState({ step: 'idle' });
    } else setState({ step: 'ready', url });
  }, []);

  const book = useCallback(() => {
    if (run.current) return; // already in the line
    const abort = new AbortController();
    const current: { abort: AbortController; timer?: ReturnType<typeof setTimeout> } = { abort };
    run.current = current;
    const url = turnUrl(bookingUrl);
    setState({ step: 'asking' });

    const ask = async (attempt: number, position: number | null) => {
      const first = attempt === 0;
      // The first ask has a deadline: past it the hand-off opens without it, while the press still counts.
      const deadline = first ? setTimeout(() => abort.abort(), FIRST_ASK_TIMEOUT_MS) : undefined;
      const answer = await askTurn(url, abort.signal);
      if (deadline) clearTimeout(deadline);
      if (run.current !== current) return; // cancelled meanwhile (or the panel closed)
      if (answer.kind === 'ready' || (first && answer.kind === 'unknown')) {
        run.current = null;
        const target = answer.kind === 'ready' ? withPass(bookingUrl, answer.pass) : bookingUrl;
        // After a wait the turn is offered, focused and announced: a tab that opened by itself
        // seconds or minutes after the press would be blocked, or lose a visitor who looked away.
        if (first) open(target);
        else setState({ step: 'ready', url: target });
        return;
      }
      // Waiting, or no answer while waiting (the line keeps its place and tries again later).
      const next = answer.kind === 'waiting' ? answer : { position, retryAfterMs: 0 };
      setState({ step: 'waiting', position: next.position, attempts: attempt + 1 });
      current.timer = setTimeout(
        () => void ask(attempt + 1, next.position),
        backoffDelay(attempt, next.retryAfterMs, random),
      );
    };
    void ask(0, null);
  }, [bookingUrl, open, random]);

  const cancel = useCallback(() => {
    stop();
    setState({ step: 'idle' });
  }, [stop]);

  return { state, book, cancel };
}
