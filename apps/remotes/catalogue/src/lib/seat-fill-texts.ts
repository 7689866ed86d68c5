import type { SeatFill } from '@marquee/domain-models';
import type { TextKey } from '@marquee/i18n';

/** The words of each fill level of a showtime (its chip and its panel). */
export const SEAT_FILL_TEXTS: Readonly<Record<SeatFill, TextKey<'catalogue'>>> = {
  open: 'schedule.fill.open',
  filling: 'schedule.fill.filling',
  'almost-full': 'schedule.fill.almost-full',
  full: 'schedule.fill.full',
};
