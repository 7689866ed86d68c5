import type { MouseEventHandler } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../internal/cx';
import { SeatsIndicator, type SeatsLevel } from '../seats-indicator/seats-indicator';
import '../internal/focus.css';
import './showtime-button.css';

/** How a showtime is displayed: soldout shows as full, locked as old. */
export type ShowtimeDisplayStatus = 'available' | 'full' | 'old';

/**
 * The display status of a showtime (spec C§4): `soldout` is full; `locked`, or a
 * reservability end already passed, is old. Called during render, pass `now` (the request
 * time, from the data): the default, the clock of whoever runs it, differs between the
 * server and the browser, and a showtime near its end would hydrate with another status.
 */
export function showtimeDisplayStatus(
  status: 'available' | 'soldout' | 'locked',
  reservabilityEnd?: Date | string | null,
  now: Date = new Date(),
): ShowtimeDisplayStatus {
  if (status === 'soldout') return 'full';
  if (status === 'locked') return 'old';
  if (reservabilityEnd && new Date(reservabilityEnd).getTime() < now.getTime()) return 'old';
  return 'available';
}

/** An experience shown on the button: an icon from the sprite, or its short text. */
export interface ShowtimeExperience {
  label: string;
  icon?: IconName;
}

export interface ShowtimeButtonProps {
  /** Start time as shown ("20:30"). */
  time: string;
  status?: ShowtimeDisplayStatus;
  /** Version label ("VOST", "VF"). */
  version?: string;
  experiences?: ShowtimeExperience[];
  /** End-time text as shown ("ends 22:41"). */
  endLabel?: string;
  /** Text for full and old showtimes ("Full", "Past"). */
  statusLabel?: string;
  /**
   * How full it is: a gauge and its text ("Almost full"). A full showtime with
   * it shows this text instead of `statusLabel`.
   */
  seats?: { level: SeatsLevel; label: string };
  /**
   * A highlighted showtime (CAT-14): its badge text ("Featured"), shown on the button and read in
   * its name; the button gets the accent frame. Absent for an ordinary showtime.
   */
  highlight?: string;
  /** Booking link; without it the button calls onClick (e.g. to open the details panel). */
  href?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  className?: string;
}

/**
 * A showtime: the largest touch target of a film page (tabular time, at least 44px).
 * Full and old showtimes are shown but not actionable.
 */
export function ShowtimeButton({
  time,
  status = 'available',
  version,
  experiences = [],
  endLabel,
  statusLabel,
  seats,
  highlight,
  href,
  onClick,
  className,
}: ShowtimeButtonProps) {
  const actionable = status === 'available';
  const body = (
    <>
      <span className="mq-showtime__time">{time}</span>{' '}
      {highlight ? (
        <span className="mq-showtime__highlight">
          <Icon name="premium" size={12} /> {highlight}
        </span>
      ) : null}{' '}
      {version || experiences.length > 0 ? (
        <span className="mq-showtime__tags">
          {version ? <span className="mq-showtime__version">{version}</span> : null}
          {experiences.map((experience) => (
            <span key={experience.label} className="mq-showtime__experience">
              {' '}
              {experience.icon ? <Icon name={experience.icon} size={16} label={experience.label} /> : experience.label}
            </span>
          ))}
        </span>
      ) : null}{' '}
      {endLabel ? <span className="mq-showtime__end">{endLabel}</span> : null}{' '}
      {seats ? <SeatsIndicator className="mq-showtime__seats" level={seats.level} label={seats.label} /> : null}
      {!actionable && statusLabel && !(seats && status === 'full') ? (
        <span className="mq-showtime__status">{statusLabel}</span>
      ) : null}
    </>
  );
  const classes = cx(
    'mq-showtime',
    'mq-focusable',
    `mq-showtime--${status}`,
    highlight ? 'mq-showtime--highlighted' : undefined,
    className,
  );
  if (href && actionable) {
    return (
      <a className={classes} href={href} onClick={onClick}>
        {body}
      </a>
    );
  }
  return (
    <button type="button" className={classes} disabled={!actionable} onClick={actionable ? onClick : undefined}>
      {body}
    </button>
  );
}
