import type { Showtime } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { Icon } from '@marquee/ui-kit';
import './showtime-upsell.css';

/** What the upsell shows: the showtime the tags' upsell order picked, and its experience's words. */
export interface ShowtimeUpsellProps {
  readonly showtime: Showtime;
  readonly cinemaName: string;
  /** The experience's label (IMAX, 4DX...). */
  readonly experience: string;
  /** The tag's `upsellText`. */
  readonly text: string | null;
  /** The tag's `upsellBackdropUrl`: decorative. */
  readonly backdrop: string | null;
  /** Opens the showtime's details panel (as its button in the list does). */
  readonly onOpen: () => void;
}

/**
 * The day's upsell (CAT-15), above the cinemas' showtimes on a film's page: the premium
 * experience, its promise, the showtime offered (time, version, cinema) and a button opening that
 * showtime's details. Plain markup from the day's data: the server renders it as the browser does.
 */
export function ShowtimeUpsell({ showtime, cinemaName, experience, text, backdrop, onOpen }: ShowtimeUpsellProps) {
  const { t } = useTranslation('catalogue');
  const time = showtime.time.slice(11, 16);
  return (
    // A region named by its title: a screen reader lists it among the page's landmarks.
    <section className="catalogue-upsell" aria-labelledby="catalogue-upsell-title">
      {backdrop ? (
        <img className="catalogue-upsell__backdrop" src={backdrop} alt="" width={1280} height={720} decoding="async" />
      ) : null}
      <div className="catalogue-upsell__body">
        <p className="catalogue-upsell__eyebrow">
          <Icon name="premium" size={16} /> {t('upsell.eyebrow')}
        </p>
        <h3 className="catalogue-upsell__title" id="catalogue-upsell-title">
          {t('upsell.title', { experience })}
        </h3>
        {text ? <p className="catalogue-upsell__text">{text}</p> : null}
        <p className="catalogue-upsell__when">
          <span className="catalogue-upsell__time">{time}</span>
          <span>{showtime.version.label}</span>
          <span>{cinemaName}</span>
        </p>
        <button
          type="button"
          className="catalogue-upsell__open"
          aria-describedby="catalogue-upsell-title"
          onClick={onOpen}
        >
          {t('upsell.open', { time })}
          <Icon name="chevron-right" size={18} />
        </button>
      </div>
    </section>
  );
}
