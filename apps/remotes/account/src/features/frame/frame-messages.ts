/**
 * The account frame's messages (A§4, ACC-25..28), read from a `message` event. Only messages
 * from the provider's own origin count; anything else (another origin, another shape) is null.
 */
export type FrameAction =
  /** `parent_exchange`: its data is forwarded to the page (the data layer). */
  | { readonly kind: 'exchange'; readonly data: Readonly<Record<string, unknown>> }
  /** `register_complete`: its data and code are forwarded (the code to the API). */
  | { readonly kind: 'register-complete'; readonly data: Readonly<Record<string, unknown>>; readonly code: string }
  /** `close`: sign-in / registration is complete; the frame closes (or the browser goes to it). */
  | { readonly kind: 'close' }
  /** `LOGIN_SUCCESSFUL` / `REGISTER_SUCCESSFUL`: the client is read again. */
  | { readonly kind: 'refresh'; readonly reason: 'LOGIN_SUCCESSFUL' | 'REGISTER_SUCCESSFUL' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The origin of an address, or null when it is not one. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** What a message asks, when it comes from `providerOrigin` and has a known shape; null otherwise. */
export function readFrameMessage(
  event: { readonly origin: string; readonly data: unknown },
  providerOrigin: string | null,
): FrameAction | null {
  if (providerOrigin === null || event.origin !== providerOrigin) return null;
  const { data } = event;
  if (data === 'LOGIN_SUCCESSFUL' || data === 'REGISTER_SUCCESSFUL') return { kind: 'refresh', reason: data };
  if (!isRecord(data)) return null;
  const payload = isRecord(data.data) ? data.data : {};
  switch (data.event_id) {
    case 'parent_exchange':
      return { kind: 'exchange', data: payload };
    case 'register_complete':
      return typeof data.code === 'string' && data.code.length > 0 && data.code.length <= 4096
        ? { kind: 'register-complete', data: payload, code: data.code }
        : null;
    case 'close':
      return { kind: 'close' };
    default:
      return null;
  }
}
