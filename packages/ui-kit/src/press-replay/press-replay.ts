/**
 * The first press on markup that is not live yet is kept and replayed once it is
 * (docs/decisions/0035-first-press-alerts-queue.md).
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

/** What a press acts on: controls that need their code (links work as plain links and are left alone). */
const CONTROLS =
  'button, summary, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], [role="option"], input[type="checkbox"], input[type="radio"], input[type="submit"]';

interface HeldPress {
  /** The dormant region's name, or null for the page before it has hydrated. */
  readonly scope: string | null;
  readonly control: HTMLElement;
  /** Child indexes from the scope's root to the control. */
  readonly path: readonly number[];
  readonly text: string;
  readonly focused: boolean;
}

interface PressState {
  /** At most one press per scope: the latest (a second press on a control that did nothing means "this one"). */
  held: HeldPress[];
  isLive: () => boolean;
  installed: boolean;
  readonly wakers: Map<string, Set<() => void>>;
}

/** True while a held press is being replayed (its `click()` must reach the live page). */
let replaying = false;

const KEY = Symbol.for('marquee.press-replay');

function state(): PressState {
  const holder = globalThis as { [KEY]?: PressState };
  holder[KEY] ??= { held: [], isLive: () => true, installed: false, wakers: new Map() };
  return holder[KEY];
}

function scopeRoot(scope: string | null): Element | null {
  if (scope === null) return document.body;
  for (const region of document.querySelectorAll(`[${DORMANT_ATTRIBUTE}]`)) {
    if (region.getAttribute(DORMANT_ATTRIBUTE) === scope) return region;
  }
  return null;
}

function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let current: Element | null = node; current && current !== root; current = current.parentElement) {
    const parent: Element | null = current.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
  }
  return path;
}

/** The press's control in `root`: at the same place with the same text, else the first of its kind with that text. */
function find(root: Element, press: HeldPress): HTMLElement | null {
  if (press.control.isConnected && root.contains(press.control)) return press.control;
  let node: Element | undefined = root;
  for (const index of press.path) node = node?.children[index];
  const same = (candidate: Element | undefined): candidate is HTMLElement =>
    candidate instanceof HTMLElement &&
    candidate.tagName === press.control.tagName &&
    candidate.textContent === press.text;
  if (same(node)) return node;
  for (const candidate of root.querySelectorAll(press.control.tagName)) if (same(candidate)) return candidate;
  return null;
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
  const root = region ?? document.body;
  event.preventDefault();
  event.stopImmediatePropagation();
  current.held = current.held.filter((press) => press.scope !== scope);
  current.held.push({
    scope,
    control,
    path: pathTo(root, control),
    text: control.textContent ?? '',
    focused: document.activeElement === control,
  });
  if (scope !== null) for (const wake of current.wakers.get(scope) ?? []) wake();
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
 */
export function onDormantPress(scope: string, wake: () => void): () => void {
  const current = state();
  if (current.held.some((press) => press.scope === scope)) {
    wake();
    return () => {};
  }
  const wakers = current.wakers.get(scope) ?? new Set();
  current.wakers.set(scope, wakers);
  wakers.add(wake);
  return () => {
    wakers.delete(wake);
  };
}

/**
 * Replays the presses held for `scope` (null: the page, once hydrated; a region's name: once its
 * live markup is in `root`) on their control there, focusing it first when it had the focus.
 * Called with the dormant markup itself as `root` (its code could not load), the press gets the
 * browser's own behaviour (a `<summary>` opens its answer).
 */
export function releasePresses(scope: string | null, root: Element | null = scopeRoot(scope)): void {
  if (typeof document === 'undefined') return;
  const current = state();
  const presses = current.held.filter((press) => press.scope === scope);
  if (presses.length === 0) return;
  current.held = current.held.filter((press) => press.scope !== scope);
  for (const press of presses) {
    const control = root ? find(root, press) : null;
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
  if (typeof document === 'undefined' || !root) return () => {};
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === root || !root.contains(active)) return () => {};
  const mark: HeldPress = {
    scope: null,
    control: active,
    path: pathTo(root, active),
    text: active.textContent ?? '',
    focused: true,
  };
  return (live) => {
    const now = document.activeElement;
    if (!live || (now && now !== document.body && now.isConnected)) return;
    find(live, mark)?.focus({ preventScroll: true });
  };
}
