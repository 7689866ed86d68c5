/** C§8: "Tag with null title: 'Tag not found'." */
export class TagNotFoundError extends Error {
  constructor() {
    super('Tag not found');
    this.name = 'TagNotFoundError';
  }
}

/** C§5: "A tag lookup with a null title is an error, 'Tag not found'." Returns the tag otherwise. */
export function requireTag<T extends { readonly title?: string | null }>(
  tag: T | null | undefined,
): T & { title: string } {
  if (!tag || tag.title == null) throw new TagNotFoundError();
  return tag as T & { title: string };
}

/**
 * C§5: "A voucher lookup succeeds only when resultCode is 0. Otherwise the card is treated
 * as absent." A lookup that errored or returned nothing is absent too (C§8).
 */
export function cardFromLookup<C>(
  lookup: { readonly resultCode?: number | null; readonly card?: C | null } | null | undefined,
): C | null {
  if (lookup?.resultCode !== 0) return null;
  return lookup.card ?? null;
}

/** C§8: the alert of an invalid voucher: "A warning alert with class voucher-error-alert carries a supplied message." */
export function voucherErrorAlert(message: string): {
  level: 'warning';
  class: 'voucher-error-alert';
  message: string;
} {
  return { level: 'warning', class: 'voucher-error-alert', message };
}
