import type { SafeInjection } from '@marquee/domain-models';

/** Marks the elements the settings injected into the head (the browser-rendered page adds the missing ones). */
export const INJECTION_ATTRIBUTE = 'data-injection';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The HTML of an allow-listed injection, rebuilt from its checked attributes (never the API's
 * text): a void element for meta, link and img, an empty iframe.
 */
export function injectionHtml(injection: SafeInjection, marker = false): string {
  const attrs = Object.entries(injection.attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  const mark = marker ? ` ${INJECTION_ATTRIBUTE}` : '';
  return injection.element === 'iframe' ? `<iframe${mark}${attrs}></iframe>` : `<${injection.element}${mark}${attrs}>`;
}

/** The head injections as HTML for the server's document head. */
export function headInjectionsHtml(injections: readonly SafeInjection[]): string {
  return injections
    .filter((injection) => injection.position === 'head')
    .map((injection) => injectionHtml(injection, true))
    .join('');
}

/** The inside of the page's `<noscript>`: the noscript injections (read only without JavaScript). */
export function noscriptInjectionsHtml(injections: readonly SafeInjection[]): string {
  return injections
    .filter((injection) => injection.position === 'noscript')
    .map((injection) => injectionHtml(injection))
    .join('');
}

/**
 * Adds the head injections a page rendered in the browser lacks (a server-rendered page has them
 * already): elements made with the DOM from the checked attributes, never parsed from text.
 */
export function applyHeadInjections(doc: Document, injections: readonly SafeInjection[]): void {
  const present = new Set(
    Array.from(doc.head.querySelectorAll(`[${INJECTION_ATTRIBUTE}]`), (element) => element.outerHTML),
  );
  for (const injection of injections) {
    if (injection.position !== 'head') continue;
    const element = doc.createElement(injection.element);
    element.setAttribute(INJECTION_ATTRIBUTE, '');
    for (const [name, value] of Object.entries(injection.attributes)) element.setAttribute(name, value);
    if (present.has(element.outerHTML)) continue;
    doc.head.append(element);
    present.add(element.outerHTML);
  }
}
