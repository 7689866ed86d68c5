import type { FilmBookingState } from '@marquee/domain-models';
import type { SiteFormats, Translator } from '@marquee/i18n';

/**
 * What a film's call to action says in its booking state (domain-models' `filmBookingState`),
 * the same on every block that shows a film: "Book" only when it can be
 * booked; in presale, when its sales open (date and time); coming soon, its release date.
 */
export function filmCtaLabel(
  state: FilmBookingState,
  t: Translator<'catalogue'>,
  format: Pick<SiteFormats, 'date' | 'time'>,
): string {
  switch (state.kind) {
    case 'bookable':
      return t('movie.cta.book');
    case 'presale':
      return t('movie.cta.presale', {
        date: format.date(state.salesOpening.slice(0, 10), 'full'),
        time: format.time(state.salesOpening),
      });
    case 'coming-soon':
      return state.release ? t('movie.cta.comingSoon', { date: format.date(state.release) }) : t('movie.cta.soon');
  }
}
