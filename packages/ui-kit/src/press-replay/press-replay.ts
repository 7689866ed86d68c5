/**
 * The first press on markup that is not live yet is kept and replayed once it is
 * (docs/decisions/0041-first-press-and-the-alerts-queue.md).
 *
 * A server-rendered page shows its controls before their code runs: the whole page until it has
 * hydrated, and a dormant region (markup kept from the server, `data-dormant="<name>"`, e.g. the
 * footer until it comes near the viewport) until its code has loaded and it is live. One capture
 * listener on the document holds a press (a click: a tap, a mouse click, Enter or Space on the
 * control) on a control there — the browser's default and every other listener are skipped —,
 * wakes the region it landed in, and the page replays it on the very control (hydration keeps the
 * server's nodes) or on the same control of the live markup, focused if it had the focus.
 *
 * The state is one per window (`Symbol.for`), so every build that bundles the kit (the shell, each
 * remote) holds and releases the same presses.
 */

/** Marks markup kept from the server whose code is not there yet; the value names the region. */
export const DORMANT_ATTRIBUTE = 'data-dormant';

/**
 * What a press acts on: controls that need their code (links work as plain links and are left
 * alone). Tabs, switches and the like are buttons with a role.
 */
const CONTROLS = 'button, summary, [role="button"], [type="checkbox"], [type="radio"]';

/** A control to find again in markup that replaced it: its tag, its text and which of those it was. */
interface Mark {
  readonly control: HTMLElement;
  readonly text: string;
  readonly nth: number;
}

interface HeldPress extends Mark {
  /** The dormant region's name, or null for the page before it has hydrated. */
  readonly scope: string | null;
  readonly focused: boolean;
}

interface PressState {
  /** At most one press per scope: the latest (a second press on a control that did nothing means "this one"). */
  held: HeldPress[];
  isLive: () => boolean;
  installed?: boolean;
  wakers: { readonly scope: string; readonly wake: () => void }[];
}

/** True while a held press is being replayed (its `click()` must reach the live page). */
let replaying = false;

const KEY = Symbol.for('marquee.press-replay');

function state(): PressState {
  const holder = globalThis as { [KEY]?: PressState };
  holder[KEY] ??= { held: [], isLive: () => true, wakers: [] };
  return holder[KEY];
}

/** The controls of `root` with this tag and text. */
function alike(root: Element, tag: string, text: string): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(tag)).filter((node) => node.textContent === text);
}

function mark(root: Element, control: HTMLElement): Mark {
  const text = control.textContent ?? '';
  return { control, text, nth: alike(root, control.tagName, text).indexOf(control) };
}

/** The marked control in `root`: itself if it is still there (hydration keeps the nodes), else its like. */
function find(root: Element, { control, text, nth }: Mark): HTMLElement | undefined {
  if (control.isConnected && root.contains(control)) return control;
  const found = alike(root, control.tagName, text);
  return found[nth] ?? found[0];
}

function onClick(event: MouseEvent): void {
  // The replay's own `click()` goes through.
  if (replaying || event.defaultPrevented || !(event.target instanceof Element)) return;
  const control = event.target.closest(CONTROLS);
  if (!(control instanceof HTMLElement)) return;
  const region = control.closest(`[${DORMANT_ATTRIBUTE}]`);
  const current = state();
  if (!region && current.isLive()) return;
  const scope = region?.getAttribute(DORMANT_ATTRIBUTE) ?? null;
  event.preventDefault();
  event.stopImmediatePropagation();
  current.held = current.held.filter((press) => press.scope !== scope);
  current.held.push({
    ...mark(region ?? document.body, control),
    scope,
    focused: document.activeElement === control,
  });
  for (const waker of current.wakers) if (waker.scope === scope) waker.wake();
}

/**
 * Starts holding presses (once per window; call it as early as the page's code runs): presses
 * in a dormant region always, and anywhere on the page while `isLive()` says the page has not
 * hydrated yet. Nothing on the server.
 */
export function holdPresses(isLive: () => boolean): void {
  if (typeof document === 'undefined') return;
  const current = state();
  current.isLive = isLive;
  if (current.installed) return;
  current.installed = true;
  document.addEventListener('click', onClick, true);
}

/**
 * Calls `wake` when a press is held in the dormant region `scope` (at once when one already
 * is): a region pressed before its code was asked for loads it now. Returns the unsubscribe.
 * Call it in an effect (never on the server).
 */
export function onDormantPress(scope: string, wake: () => void): () => void {
  const current = state();
  const waker = { scope, wake };
  if (current.held.some((press) => press.scope === scope)) wake();
  else current.wakers.push(waker);
  return () => {
    current.wakers = current.wakers.filter((other) => other !== waker);
  };
}

/**
 * Replays the presses held for `scope` (null: the page, once hydrated; a region's name: once its
 * live markup is in `root`) on their control there, focusing it first when it had the focus.
 * Called with the dormant markup itself as `root` (its code could not load), the press gets the
 * browser's own behaviour (a `<summary>` opens its answer). Call it in an effect.
 */
export function releasePresses(scope: string | null, root: Element | null = document.body): void {
  const current = state();
  const presses = current.held.filter((press) => press.scope === scope);
  current.held = current.held.filter((press) => press.scope !== scope);
  for (const press of presses) {
    const control = root && find(root, press);
    if (!control) continue;
    if (press.focused && document.activeElement !== control) control.focus({ preventScroll: true });
    replaying = true;
    try {
      control.click();
    } finally {
      replaying = false;
    }
  }
}

/**
 * Remembers the control that has the focus inside `root` (a dormant region about to be replaced
 * by its live markup); the returned function focuses the same control in `live` if the focus was
 * lost with the old markup (a visitor who tabbed there and is about to press Enter).
 */
export function rememberFocus(root: Element | null): (live: Element | null) => void {
  const active = document.activeElement;
  if (!root || !(active instanceof HTMLElement) || active === root || !root.contains(active)) return () => {};
  const focused = mark(root, active);
  return (live) => {
    const now = document.activeElement;
    if (live && !(now && now !== document.body && now.isConnected)) find(live, focused)?.focus({ preventScroll: true });
  };
}
