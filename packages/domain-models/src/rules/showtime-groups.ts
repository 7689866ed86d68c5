/** What grouping needs to know of a showtime. */
export interface GroupableShowtime {
  /** Local start time of the cinema, `YYYY-MM-DDTHH:mm`. */
  readonly time: string;
  readonly version: { readonly slug: string; readonly label: string };
  readonly tags: readonly string[];
  readonly flags: { readonly '3d': boolean };
}

/** A group of showtimes shown on one line: the same experience (and version, when grouped by it). */
export interface ShowtimeGroup<T extends GroupableShowtime> {
  /** Stable key: `{version}|{experiences}|{3d}`. */
  readonly key: string;
  /** The version shared by the group, when showtimes are grouped by version (else each button says it). */
  readonly version: { readonly slug: string; readonly label: string } | null;
  /** The experience tags shared by the group (IMAX, 4DX...), in the order given by `experienceOrder`. */
  readonly experiences: readonly string[];
  readonly is3d: boolean;
  /** The group's showtimes, earliest first. */
  readonly showtimes: readonly T[];
}

/** How to group. */
export interface GroupOptions {
  /** FLAG-29 `showtimesByVersion`: one line per version as well. */
  readonly byVersion: boolean;
  /** The tags that are experiences, with their display order (tags' `filterOrder`); others are ignored. */
  readonly experienceOrder: ReadonlyMap<string, number>;
}

/**
 * A cinema's showtimes of a day, grouped for display ("grouped by version and
 * experience"): one group per experience set and 3D flag — and per version when the site groups
 * by version. Groups come standard first, then by experience order, then version label; each
 * group's showtimes by time.
 */
export function groupShowtimes<T extends GroupableShowtime>(
  showtimes: readonly T[],
  options: GroupOptions,
): ShowtimeGroup<T>[] {
  const order = options.experienceOrder;
  type Draft = { version: T['version'] | null; experiences: string[]; is3d: boolean; items: T[] };
  const groups = new Map<string, Draft>();
  for (const showtime of showtimes) {
    const experiences = showtime.tags
      .filter((tag) => order.has(tag))
      .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0) || a.localeCompare(b));
    const version = options.byVersion ? showtime.version : null;
    const is3d = showtime.flags['3d'];
    const key = `${version?.slug ?? '*'}|${experiences.join('+')}|${is3d ? '3d' : '2d'}`;
    const group: Draft = groups.get(key) ?? { version, experiences, is3d, items: [] };
    group.items.push(showtime);
    groups.set(key, group);
  }
  const rank = (experiences: readonly string[]) =>
    experiences.length === 0 ? -1 : Math.min(...experiences.map((tag) => order.get(tag) ?? 0));
  return [...groups.entries()]
    .map(([key, group]) => ({
      key,
      version: group.version,
      experiences: group.experiences,
      is3d: group.is3d,
      showtimes: [...group.items].sort((a, b) => a.time.localeCompare(b.time)),
    }))
    .sort(
      (a, b) =>
        rank(a.experiences) - rank(b.experiences) ||
        a.experiences.join('+').localeCompare(b.experiences.join('+')) ||
        Number(a.is3d) - Number(b.is3d) ||
        (a.version?.label ?? '').localeCompare(b.version?.label ?? ''),
    );
}
