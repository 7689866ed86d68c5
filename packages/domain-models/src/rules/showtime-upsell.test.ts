import { describe, expect, it } from 'vitest';
import { highlightedTags, isHighlightedShowtime, pickUpsell, upsellOrders } from './showtime-upsell';

const at = (time: string, tags: string[], status: 'available' | 'soldout' | 'locked' = 'available') => ({
  id: `${time}-${tags.join('+')}`,
  time: `2026-11-24T${time}:00`,
  reservabilityEnd: `2026-11-24T${time}:00`,
  status,
  tags,
});
const TAGS = [
  { slug: 'imax', highlighted: true, upsellOrder: 1 },
  { slug: '4dx', highlighted: true, upsellOrder: 2 },
  { slug: 'dolby-cinema', highlighted: false, upsellOrder: 3 },
  { slug: 'audio-description', highlighted: false, upsellOrder: null },
];
const orders = upsellOrders(TAGS);

describe('showtime highlight and upsell (C§3)', () => {
  it('CAT-14 a showtime carrying a highlighted tag is highlighted, others are not', () => {
    const highlighted = highlightedTags(TAGS);
    expect([...highlighted]).toEqual(['imax', '4dx']);
    expect(isHighlightedShowtime(at('20:00', ['4dx', 'audio-description']), highlighted)).toBe(true);
    expect(isHighlightedShowtime(at('20:00', ['dolby-cinema']), highlighted)).toBe(false);
    expect(isHighlightedShowtime(at('20:00', []), highlighted)).toBe(false);
    expect(isHighlightedShowtime(at('20:00', ['imax']), new Set())).toBe(false);
  });

  it('CAT-15 the upsell is the bookable showtime of the lowest upsell order, earliest first', () => {
    const cinemas = [
      { slug: 'a', showtimes: [at('14:00', []), at('21:00', ['dolby-cinema']), at('22:00', ['4dx'])] },
      { slug: 'b', showtimes: [at('19:30', ['4dx']), at('18:00', ['audio-description'])] },
    ];
    const upsell = pickUpsell(cinemas, orders, '2026-11-24T10:00');
    expect(upsell?.tag).toBe('4dx');
    expect(upsell?.cinema.slug).toBe('b');
    expect(upsell?.showtime.time).toBe('2026-11-24T19:30:00');
  });

  it('CAT-15 a past, locked or sold-out showtime is never the upsell; the next order takes over', () => {
    const cinemas = [
      {
        slug: 'a',
        showtimes: [at('11:00', ['imax']), at('20:00', ['imax'], 'soldout'), at('21:00', ['imax'], 'locked')],
      },
      { slug: 'b', showtimes: [at('22:15', ['dolby-cinema'])] },
    ];
    const upsell = pickUpsell(cinemas, orders, '2026-11-24T12:00');
    expect(upsell?.tag).toBe('dolby-cinema');
    expect(upsell?.showtime.time).toBe('2026-11-24T22:15:00');
  });

  it('CAT-15 a tie keeps the first cinema in the order given; no upsell tag means no upsell', () => {
    const cinemas = [
      { slug: 'near', showtimes: [at('20:00', ['imax'])] },
      { slug: 'far', showtimes: [at('20:00', ['imax'])] },
    ];
    expect(pickUpsell(cinemas, orders, '2026-11-24T08:00')?.cinema.slug).toBe('near');
    expect(pickUpsell([{ showtimes: [at('20:00', ['audio-description'])] }], orders, '2026-11-24T08:00')).toBeNull();
    expect(pickUpsell(cinemas, new Map(), '2026-11-24T08:00')).toBeNull();
  });

  it('CAT-15 a showtime with several upsell tags counts under its best one', () => {
    const cinemas = [
      { showtimes: [at('18:00', ['dolby-cinema'])] },
      { showtimes: [at('23:00', ['dolby-cinema', 'imax'])] },
    ];
    const upsell = pickUpsell(cinemas, orders, '2026-11-24T08:00');
    expect(upsell?.tag).toBe('imax');
    expect(upsell?.showtime.time).toBe('2026-11-24T23:00:00');
  });
});
