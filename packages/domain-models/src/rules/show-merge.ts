/**
 * Merges the general data of shows with the data of one day (C§4): "Show list details are
 * merged: general data first, then per-day data. Per-day ordering overrides." The result
 * follows the per-day list; each entry is the general record overlaid with the per-day
 * fields (so a per-day `order` wins over the general one). A per-day entry without general
 * data is dropped: there is nothing to show it with.
 */
export function mergeShowData<G extends object, D extends { readonly slug: string }>(
  general: Readonly<Record<string, G>> | ReadonlyMap<string, G>,
  perDay: readonly D[],
): Array<G & D> {
  const lookup = (slug: string): G | undefined =>
    general instanceof Map
      ? general.get(slug)
      : Object.hasOwn(general, slug)
        ? (general as Record<string, G>)[slug]
        : undefined;
  const merged: Array<G & D> = [];
  for (const day of perDay) {
    const base = lookup(day.slug);
    if (base) merged.push({ ...base, ...day });
  }
  return merged;
}
