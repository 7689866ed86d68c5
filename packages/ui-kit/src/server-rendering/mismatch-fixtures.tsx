/**
 * Deliberately broken components: each reads `window` during render, the mistake the kit's
 * rules forbid, so the server and the browser render different markup. The hydration test
 * uses them to show that its check fails when it should.
 */

/** Text differs: React throws a hydration error, reported through `onRecoverableError`. */
export function WindowInText() {
  return <p>Rendered in the {typeof window === 'undefined' ? 'server' : 'browser'}</p>;
}

/** Only an attribute differs: React keeps the server attribute and reports it with `console.error`. */
export function WindowInAttribute() {
  return <p data-rendered-in={typeof window === 'undefined' ? 'server' : 'browser'}>Same text</p>;
}

export const MISMATCH_FIXTURES = { WindowInText, WindowInAttribute } as const;
export type MismatchFixtureName = keyof typeof MISMATCH_FIXTURES;
