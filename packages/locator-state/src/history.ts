import type { LocatorCookie } from '@marquee/domain-models';
import { checkSelection } from './selection';

/** A past locator choice: the selection and the name shown for it. */
export interface LocatorHistoryEntry {
  readonly selection: LocatorCookie;
  readonly label: string;
}

/** A§9: the locator history keeps 3 entries. */
export const LOCATOR_HISTORY_SIZE = 3;

const same = (a: LocatorCookie, b: LocatorCookie) => a.type === b.type && a.value === b.value;

/** LOC-12: the history with `entry` first, unique by selection, at most 3. */
export function addLocatorHistory(
  history: readonly LocatorHistoryEntry[],
  entry: LocatorHistoryEntry,
  size: number = LOCATOR_HISTORY_SIZE,
): LocatorHistoryEntry[] {
  return [entry, ...history.filter((old) => !same(old.selection, entry.selection))].slice(0, size);
}

/** The browser key of a site's locator history. */
export function locatorHistoryKey(site: string): string {
  return `marquee.locator-history.${site}`;
}

/** A stored history, checked entry by entry (anything out of shape is dropped); [] when none. */
export function parseLocatorHistory(raw: string | null | undefined): LocatorHistoryEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    let kept: LocatorHistoryEntry[] = [];
    for (const item of parsed.slice(0, 10)) {
      if (typeof item !== 'object' || item === null) continue;
      const { selection, label } = item as Record<string, unknown>;
      const checked = checkSelection(selection);
      if (!checked || typeof label !== 'string' || label.length === 0 || label.length > 120) continue;
      if (!kept.some((old) => same(old.selection, checked))) kept = [...kept, { selection: checked, label }];
    }
    return kept.slice(0, LOCATOR_HISTORY_SIZE);
  } catch {
    return [];
  }
}
