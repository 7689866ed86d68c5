import { type KeyboardEvent, lazy, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import '../internal/visually-hidden.css';
import { LazyPart } from '../lazy-part/lazy-part';
import { addDays } from '@marquee/domain-models';
import { localToday, monthStart, parseDay } from './dates';
import './day-picker.css';

export interface DayPickerLabels {
  /** Name of the strip ("Choose a day"). */
  strip: string;
  today: string;
  tomorrow: string;
  /** The calendar toggle ("More dates"). */
  calendar: string;
  previousMonth: string;
  nextMonth: string;
}

export interface DayPickerProps {
  /** Days of the strip, ISO `YYYY-MM-DD`, in order. */
  days: readonly string[];
  /** The selected day. */
  value: string;
  onChange: (day: string) => void;
  /** BCP 47 locale for weekday and month names (e.g. `fr-FR`). */
  locale: string;
  labels: DayPickerLabels;
  /** Days selectable in the calendar (default: the strip's days). */
  availableDays?: readonly string[];
  /**
   * Today, ISO; names today and tomorrow. Pass it when the page is rendered on the server
   * (the server's date, e.g. in the cinema's time zone), so server and browser agree. Without
   * it the browser's today is used, and only after hydration: the first render names no day.
   */
  today?: string;
  className?: string;
}

const loadCalendar = () => import('./calendar');
const DayCalendar = lazy(() => loadCalendar().then((module) => ({ default: module.DayCalendar })));

/** Fetches the calendar's code ahead of the click (the visitor points at or focuses its toggle). */
function preloadCalendar(): void {
  loadCalendar().catch(() => undefined);
}

/** Built once per locale and options: building an Intl formatter costs a hundred times using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    formatters.set(key, found);
  }
  return found;
}

function neverChanges(): () => void {
  return () => {};
}

function unknownOnServer(): null {
  return null;
}

/** `today` if given, else the browser's today once hydrated (null on the server and during hydration). */
function useToday(today: string | undefined): string | null {
  const browserToday = useSyncExternalStore(neverChanges, localToday, unknownOnServer);
  return today ?? browserToday;
}

/**
 * A horizontal strip of days (arrow keys move between them, one tab stop) with a calendar
 * for later dates. Every day's accessible name is the full date.
 */
export function DayPicker({
  days,
  value,
  onChange,
  locale,
  labels,
  availableDays = days,
  today: todayProp,
  className,
}: DayPickerProps) {
  const today = useToday(todayProp);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [shownMonth, setMonth] = useState(() => {
    const anchor = value || days[0] || today;
    return anchor ? monthStart(anchor) : null;
  });
  // Null only while nothing anchors the calendar: no value, no days, today not known yet.
  const month = shownMonth ?? (today ? monthStart(today) : null);
  const stripRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const format = useMemo(
    () => ({
      weekday: formatter(locale, { weekday: 'short' }),
      day: formatter(locale, { day: 'numeric' }),
      month: formatter(locale, { month: 'short' }),
      full: formatter(locale, { weekday: 'long', day: 'numeric', month: 'long' }),
      // Only the open calendar uses these: built on first use.
      get monthTitle() {
        return formatter(locale, { month: 'long', year: 'numeric' });
      },
      get weekdayLong() {
        return formatter(locale, { weekday: 'long' });
      },
    }),
    [locale],
  );
  const tomorrow = today ? addDays(today, 1) : null;
  const focusIndex = Math.max(0, days.indexOf(value));
  const available = new Set(availableDays);

  const onStripKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(stripRef.current?.querySelectorAll<HTMLButtonElement>('.mq-day') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, next))]?.focus();
  };

  const pick = (day: string) => {
    onChange(day);
    if (calendarOpen) {
      setCalendarOpen(false);
      toggleRef.current?.focus();
    }
  };

  const calendarId = useId();

  return (
    <div className={cx('mq-day-picker', className)}>
      <div className="mq-day-picker__bar">
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset. */}
        <div
          className="mq-day-picker__strip"
          role="group"
          aria-label={labels.strip}
          ref={stripRef}
          onKeyDown={onStripKey}
        >
          {days.map((day, index) => {
            const date = parseDay(day);
            const selected = day === value;
            const relative = day === today ? labels.today : day === tomorrow ? labels.tomorrow : null;
            return (
              <button
                key={day}
                type="button"
                className={cx('mq-day', 'mq-focusable', selected && 'mq-day--selected')}
                aria-pressed={selected}
                tabIndex={index === focusIndex ? 0 : -1}
                onClick={() => pick(day)}
              >
                <span className="mq-day__weekday" aria-hidden="true">
                  {relative ?? format.weekday.format(date)}
                </span>
                <span className="mq-day__number" aria-hidden="true">
                  {format.day.format(date)}
                </span>
                <span className="mq-day__month" aria-hidden="true">
                  {format.month.format(date)}
                </span>
                <span className="mq-visually-hidden">
                  {relative ? `${relative}, ` : ''}
                  {format.full.format(date)}
                </span>
              </button>
            );
          })}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="mq-day-picker__toggle mq-focusable"
          aria-expanded={calendarOpen}
          aria-controls={calendarId}
          onClick={() => setCalendarOpen((open) => !open)}
          onPointerEnter={preloadCalendar}
          onFocus={preloadCalendar}
        >
          <Icon name="calendar" />
          <span className="mq-day-picker__toggle-text">{labels.calendar}</span>
        </button>
      </div>
      {/* The month grid is built only while open: hidden, it was ~40 buttons and a table on every
          programme page, rendered, hydrated and laid out for nothing. Its code comes on first use. */}
      <div id={calendarId} className="mq-calendar" hidden={!calendarOpen}>
        {calendarOpen ? (
          <LazyPart name="calendar">
            <DayCalendar
              month={month}
              setMonth={setMonth}
              value={value}
              available={available}
              format={format}
              labels={labels}
              pick={pick}
            />
          </LazyPart>
        ) : null}
      </div>
    </div>
  );
}
