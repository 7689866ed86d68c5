import {
  type CinemaShowtimes,
  contentRatingText,
  formatDuration,
  seatFill,
  type Showtime,
  type ShowtimeTagDetail,
} from '@marquee/domain-models';
import { formatDate, formatPrice, useTranslation } from '@marquee/i18n';
import { SEAT_FILL_TEXTS } from '../../lib/seat-fill-texts';
import type { PageInfo } from '@marquee/remote-contract';
import { Accordion, Button, Icon, Label, LinkButton, Modal, SeatsIndicator, SidePanel } from '@marquee/ui-kit';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useHandOffTurn } from '../../lib/booking/turn';
import { tagIcon } from '../place-icons';
import './showtime-panel.css';

/** Moves the focus to a control of the line (`data-turn`) in the panel's actions. */
const focusTurn = (root: HTMLElement | null, name: 'book' | 'cancel' | 'continue') =>
  root?.querySelector<HTMLElement>(`[data-turn="${name}"]`)?.focus();

/** The film a showtime is of, as the panel shows it. */
export interface PanelShow {
  readonly title: string;
  readonly duration: number;
  readonly contentRating: { readonly label: string; readonly warning: string | null };
}

export interface ShowtimePanelProps {
  readonly showtime: Showtime;
  readonly cinema: CinemaShowtimes;
  readonly show: PanelShow;
  /** The answer's tags: icons and badge descriptions. */
  readonly tags: readonly ShowtimeTagDetail[];
  readonly page: PageInfo;
  /** The showtime's own address (the film page with this panel open). */
  readonly shareUrl: string;
  /** The .ics file of the showtime. */
  readonly calendarUrl: string;
  readonly onClose: () => void;
  /** SHELL-56/57: the side panel (default) or the legacy centred modal. */
  readonly variant?: 'panel' | 'legacy';
}

/**
 * The showtime details side panel (SHELL-57; 448 px on desktop, full screen on mobile): date,
 * time, version, 3D, experience and accessibility icons, the special showtime's title and text,
 * the film with its rating, duration and end time, the cinema with its city and postal code, hall
 * and seats, the nearby-cinema note, one accordion per tag with a badge description, the price at
 * this cinema, add to calendar, share, and Book now (a new tab at the ticketing hand-off).
 */
export function ShowtimePanel({
  showtime,
  cinema,
  show,
  tags,
  page,
  shareUrl,
  calendarUrl,
  onClose,
  variant = 'panel',
}: ShowtimePanelProps) {
  const { t } = useTranslation('catalogue');
  const [copied, setCopied] = useState(false);
  const byTag = new Map(tags.map((tag) => [tag.slug, tag]));
  const shown = showtime.tags.map((slug) => byTag.get(slug)).filter((tag): tag is ShowtimeTagDetail => !!tag);
  const experiences = shown.filter((tag) => tag.category !== 'accessibility');
  const accessibility = shown.filter((tag) => tag.category === 'accessibility');
  const withBadge = shown.filter((tag) => tag.badgeDescription);
  const special = showtime.specialShowtimeDetails;
  const day = formatDate(showtime.time.slice(0, 10), {
    language: page.language,
    timeZone: page.timeZone,
    style: 'full',
    country: page.site,
  });
  const time = showtime.time.slice(11, 16);
  // the session's time, then the film's own start after the pre-show, and its end
  const film = showtime.filmTime.slice(11, 16);
  const end = showtime.endTime.slice(11, 16);
  const fill = seatFill(showtime.seatsLeft, showtime.auditoriumCapacity, showtime.status === 'soldout');
  // The site's locale (its country's), as every price of the site and the hand-off page: one format per site.
  const money = (amount: number) =>
    formatPrice(amount, { language: page.language, currency: showtime.price.currency, country: page.site });
  const bookUrl = `${showtime.url}${showtime.url.includes('?') ? '&' : '?'}language=${page.language}`;
  // Release day: Book now asks the hand-off for a turn first, and waits in line here.
  const { state: turn, book, cancel } = useHandOffTurn(bookUrl);
  const actions = useRef<HTMLDivElement>(null);
  const inLine = turn.step === 'waiting' || turn.step === 'ready';
  useEffect(() => {
    // The focus follows the control that replaces the one pressed: leave the line, then continue.
    if (turn.step === 'ready') focusTurn(actions.current, 'continue');
    else if (turn.step === 'waiting' && turn.attempts === 1) focusTurn(actions.current, 'cancel');
  }, [turn]);
  const onBook = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified or middle press opens the hand-off itself (it has its own waiting page).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    book();
  };
  const leave = () => {
    cancel();
    // Back to Book now, once it is on screen again.
    requestAnimationFrame(() => focusTurn(actions.current, 'book'));
  };
  const status =
    turn.step === 'waiting'
      ? turn.position
        ? t('panel.queue.position', { position: turn.position })
        : t('panel.queue.waiting')
      : turn.step === 'ready'
        ? t('panel.queue.ready')
        : '';

  const share = async () => {
    const data = { title: `${show.title} · ${cinema.cinemaName}`, text: `${day} ${time}`, url: shareUrl };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await navigator.clipboard?.writeText(shareUrl);
    setCopied(true);
  };

  // The new side panel, or the legacy centred modal (an address that names `showtime-details`).
  const Frame = variant === 'legacy' ? Modal : SidePanel;
  return (
    <Frame
      open
      onClose={onClose}
      className={variant === 'legacy' ? 'catalogue-panel catalogue-panel--legacy' : 'catalogue-panel'}
      title={t('panel.title', { time, cinema: cinema.cinemaName })}
      closeLabel={t('panel.close')}
      footer={
        <div className="catalogue-panel__actions" ref={actions}>
          <p className="catalogue-panel__price">
            <span>{t('panel.price')}</span> <strong>{money(showtime.price.amount)}</strong>
          </p>
          {/* Polite, and on screen before it speaks: the line's news is announced as it changes. */}
          <div className="catalogue-panel__queue" role="status" aria-live="polite">
            {status ? <p className="catalogue-panel__queue-text">{status}</p> : null}
            {turn.step === 'waiting' ? <p className="catalogue-panel__muted">{t('panel.queue.auto')}</p> : null}
          </div>
          {turn.step === 'ready' ? (
            <LinkButton
              data-turn="continue"
              href={turn.url}
              newTab
              newTabLabel={t('panel.newTab')}
              variant="book-now"
              block
              onClick={() => cancel()}
            >
              {t('panel.queue.continue')}
            </LinkButton>
          ) : inLine ? null : (
            <LinkButton
              data-turn="book"
              href={bookUrl}
              newTab
              newTabLabel={t('panel.newTab')}
              variant="book-now"
              block
              aria-busy={turn.step === 'asking' || undefined}
              onClick={onBook}
            >
              {t('panel.book')}
            </LinkButton>
          )}
          {inLine ? (
            <Button data-turn="cancel" variant="black-button" block onClick={leave}>
              {t('panel.queue.cancel')}
            </Button>
          ) : null}
        </div>
      }
    >
      <div className="catalogue-panel__body">
        <p className="catalogue-panel__when">
          <span className="catalogue-panel__day">{day}</span>
          <span className="catalogue-panel__time">{time}</span>
        </p>
        {/* One sentence for a screen reader; the short form on screen. */}
        <p className="catalogue-panel__film-times" data-film-times="">
          <span aria-hidden="true">{t('panel.filmTimes', { film, end })}</span>
          <span className="catalogue-panel__spoken">{t('panel.filmTimesSpoken', { time, film, end })}</span>
        </p>
        <p className="catalogue-panel__labels">
          <Label>{showtime.version.label}</Label>{' '}
          <span className="catalogue-panel__muted">{showtime.version.name}</span>
          {showtime.flags['3d'] ? <Label>3D</Label> : null}
          {experiences.map((tag) => (
            <Label key={tag.slug} premium>
              {tag.title}
            </Label>
          ))}
        </p>
        {accessibility.length > 0 ? (
          <ul className="catalogue-panel__access" aria-label={t('panel.accessibility')}>
            {accessibility.map((tag) => (
              <li key={tag.slug}>
                <Icon name={tagIcon(tag.slug)} size={20} /> {tag.title}
              </li>
            ))}
          </ul>
        ) : null}
        {special ? (
          <div className="catalogue-panel__special">
            <p className="catalogue-panel__special-title">{special.titleShowtimeDetails}</p>
            <p>{special.descriptionShowtimeDetails}</p>
          </div>
        ) : null}
        <dl className="catalogue-panel__facts">
          <dt>{t('panel.film')}</dt>
          <dd>
            {show.title}{' '}
            <span className="catalogue-panel__muted">
              · {contentRatingText(show.contentRating, t('panel.allAudiences'))}
            </span>
          </dd>
          <dt>{t('panel.duration')}</dt>
          <dd>
            {show.duration > 0 ? formatDuration(show.duration) : '—'} · {t('panel.ends', { time: end })}
          </dd>
          <dt>{t('panel.cinema')}</dt>
          <dd>
            {cinema.cinemaName}
            <br />
            <span className="catalogue-panel__muted">
              {cinema.cinemaAddress}, {cinema.cinemaPostalCode} {cinema.cinemaCity}
            </span>
          </dd>
          <dt>{t('panel.hall')}</dt>
          <dd>{t('panel.seats', { hall: showtime.auditoriumName, count: showtime.seatCount })}</dd>
          <dt>{t('panel.seatsTitle')}</dt>
          <dd data-seats-left="">
            <SeatsIndicator level={fill} label={t(SEAT_FILL_TEXTS[fill])} />
            {fill === 'full' ? null : (
              <>
                {' · '}
                {t('panel.seatsLeft', { count: showtime.seatsLeft, capacity: showtime.auditoriumCapacity })}
              </>
            )}
          </dd>
        </dl>
        {cinema.sessionsNearby ? <p className="catalogue-panel__nearby">{cinema.sessionsNearby.wording}</p> : null}
        {withBadge.length > 0 ? (
          <Accordion
            headingLevel={3}
            items={withBadge.map((tag) => ({
              id: tag.slug,
              title: tag.badgeTitle,
              content: <p>{tag.badgeDescription}</p>,
            }))}
          />
        ) : null}
        {showtime.price.surcharges.length > 0 ? (
          <p className="catalogue-panel__muted">
            {t('panel.priceDetail', {
              full: money(showtime.price.fullPrice),
              extras: showtime.price.surcharges.map((s) => `${s.label} ${money(s.amount)}`).join(', '),
            })}
          </p>
        ) : null}
        <div className="catalogue-panel__tools">
          <a className="catalogue-panel__tool" href={calendarUrl} download>
            {t('panel.calendar')}
          </a>
          <button type="button" className="catalogue-panel__tool" onClick={() => void share()}>
            {t('panel.share')}
          </button>
          <span role="status" className="catalogue-panel__muted">
            {copied ? t('panel.copied') : ''}
          </span>
        </div>
      </div>
    </Frame>
  );
}
