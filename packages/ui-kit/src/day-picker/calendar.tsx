import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import { addDays } from '@marquee/domain-models';
import { addMonths, monthGrid, parseDay } from './dates';

/** The formatters the calendar writes with (the day picker's, built once per locale). */
export interface CalendarFormats {
  readonly weekday: Intl.DateTimeFormat;
  readonly day: Intl.DateTimeFormat;
  readonly full: Intl.DateTimeFormat;
  readonly monthTitle: Intl.DateTimeFormat;
  readonly weekdayLong: Intl.DateTimeFormat;
}

export interface DayCalendarProps {
  /** The first day of the month shown (ISO), null while nothing anchors it. */
  readonly month: string | null;
  readonly setMonth: (month: string) => void;
  /** The selected day. */
  readonly value: string;
  /** Days that can be picked. */
  readonly available: ReadonlySet<string>;
  readonly format: CalendarFormats;
  readonly labels: { readonly previousMonth: string; readonly nextMonth: string };
  readonly pick: (day: string) => void;
}

/**
 * The day picker's month grid, for dates beyond the strip. Its code is fetched when the visitor
 * opens it (or reaches for its toggle): most visitors pick a day from the strip.
 */
export function DayCalendar({ month, setMonth, value, available, format, labels, pick }: DayCalendarProps) {
  // Weekday column headers, Monday first (1 Jan 2024 was a Monday).
  const weekdays = Array.from({ length: 7 }, (_, i) => parseDay(addDays('2024-01-01', i)));
  return (
    <>
      <div className="mq-calendar__head">
        <button
          type="button"
          className="mq-calendar__nav mq-focusable"
          aria-label={labels.previousMonth}
          onClick={() => month && setMonth(addMonths(month, -1))}
        >
          <Icon name="chevron-left" />
        </button>
        <p className="mq-calendar__title" aria-live="polite">
          {month ? format.monthTitle.format(parseDay(month)) : null}
        </p>
        <button
          type="button"
          className="mq-calendar__nav mq-focusable"
          aria-label={labels.nextMonth}
          onClick={() => month && setMonth(addMonths(month, 1))}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      <table className="mq-calendar__grid">
        <thead>
          <tr>
            {weekdays.map((date) => (
              <th key={date.toISOString()} scope="col" abbr={format.weekdayLong.format(date)}>
                {format.weekday.format(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(month ? monthGrid(month) : []).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((day, i) => (
                <td key={day ?? `empty-${i}`}>
                  {day ? (
                    <button
                      type="button"
                      className={cx('mq-calendar__day', 'mq-focusable', day === value && 'mq-calendar__day--selected')}
                      aria-pressed={day === value}
                      aria-label={format.full.format(parseDay(day))}
                      disabled={!available.has(day)}
                      onClick={() => pick(day)}
                    >
                      {format.day.format(parseDay(day))}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
