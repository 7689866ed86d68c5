import { describe, expect, it } from 'vitest';
import { groupShowtimes } from './showtime-groups';

const st = (time: string, version: string, tags: string[] = [], is3d = false) => ({
  id: `${time}-${version}-${tags.join()}`,
  time: `2026-11-23T${time}`,
  version: { slug: version, label: version.toUpperCase() },
  tags,
  flags: { '3d': is3d },
});
const experienceOrder = new Map([
  ['imax', 1],
  ['4dx', 2],
]);

describe('showtime groups', () => {
  it('FLAG-29 groups by experience and 3D, standard first, each group by time; versions stay on the buttons', () => {
    const groups = groupShowtimes(
      [
        st('20:30', 'vf', ['4dx']),
        st('18:00', 'vost'),
        st('14:00', 'vf'),
        st('21:00', 'vf', ['imax', 'audio-description']),
        st('16:00', 'vf', [], true),
      ],
      { byVersion: false, experienceOrder },
    );
    expect(groups.map((g) => [g.experiences, g.is3d, g.version, g.showtimes.map((s) => s.time.slice(11))])).toEqual([
      [[], false, null, ['14:00', '18:00']],
      [[], true, null, ['16:00']],
      [['imax'], false, null, ['21:00']],
      [['4dx'], false, null, ['20:30']],
    ]);
  });

  it('FLAG-29 with showtimesByVersion each version has its own line', () => {
    const groups = groupShowtimes([st('18:00', 'vost'), st('14:00', 'vf'), st('20:00', 'vf')], {
      byVersion: true,
      experienceOrder,
    });
    expect(groups.map((g) => [g.version?.label, g.showtimes.length])).toEqual([
      ['VF', 2],
      ['VOST', 1],
    ]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(2);
  });

  it('an empty day has no group', () => {
    expect(groupShowtimes([], { byVersion: true, experienceOrder })).toEqual([]);
  });
});
