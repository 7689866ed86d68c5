import {
  type FilmBookingState,
  HEADER_PUSH_STORAGE_KEY,
  headerPushExpiration,
  isHeaderPushHidden,
  type Language,
  type PromotionItem,
} from '@marquee/domain-models';
import { dateTimeFormat, formatDate, formatTime, localeFor, useTranslation } from '@marquee/i18n';
import { Icon } from '@marquee/ui-kit';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { pushTarget } from '../app/push-target';
import { useShell } from '../app/shell-context';
import { readStorage, writeStorage } from '../lib/storage';
import './chrome.css';

/**
 * The header push (`/api/pushes/header`): a band under the header, rendered by the server so a
 * first-time visitor's page does not move. Once viewed it is hidden for a day
 * (`header_push_expiration`, SHELL-77) — home pushes excepted (SHELL-78) — and the visitor may
 * close it. It stays for the rest of the visit in which it was first seen.
 */
export function HeaderPush({
  push,
  booking = null,
  language,
}: {
  readonly push: PromotionItem | null;
  /** The booking state of the film it names: its call to action follows it (docs/decisions/0039). */
  readonly booking?: FilmBookingState | null;
  readonly language: Language;
}) {
  const { site } = useShell();
  const { t } = useTranslation('common');
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!push) return;
    const now = Date.now();
    if (isHeaderPushHidden(push, readStorage(HEADER_PUSH_STORAGE_KEY), now)) setHidden(true);
    else writeStorage(HEADER_PUSH_STORAGE_KEY, String(headerPushExpiration(now)));
    // Decided once per page load: a push seen now stays for this visit.
  }, [push]);

  if (!push || hidden) return null;
  const target = pushTarget(site, language, push.ctaUrl);
  const external = target !== null && /^https?:/i.test(target);
  // A film that cannot be booked yet: when its sales open, or its release, instead of the CMS's
  // "Book", and not as the yellow button (docs/decisions/0039).
  const format = { language, timeZone: site.timeZone, country: site.code };
  const waiting =
    booking?.kind === 'presale'
      ? t('headerPush.presale', {
          // The band is short: the day and the month ("9 décembre"), no weekday, no year.
          date: dateTimeFormat(localeFor(language, site.code), {
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${booking.salesOpening.slice(0, 10)}T00:00:00Z`)),
          time: formatTime(booking.salesOpening, format),
        })
      : booking?.kind === 'coming-soon'
        ? booking.release
          ? t('headerPush.comingSoon', { date: formatDate(booking.release, format) })
          : t('headerPush.soon')
        : null;
  const label = waiting ?? push.ctaLabel;
  const ctaClass = waiting ? 'shell-header-push__cta shell-header-push__cta--status' : 'shell-header-push__cta';
  return (
    <aside className="shell-header-push" aria-label={t('headerPush.label')}>
      <p className="shell-header-push__text">
        <strong className="shell-header-push__title">{push.title}</strong>
        {push.teaser ? <span className="shell-header-push__teaser">{push.teaser}</span> : null}
      </p>
      {target && push.ctaLabel && push.ctaType !== 'none' ? (
        external ? (
          <a
            className={ctaClass}
            href={target}
            {...(push.ctaBlank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {label}
            {push.ctaBlank ? <span className="visually-hidden"> {t('common.newTab')}</span> : null}
          </a>
        ) : (
          <Link className={ctaClass} to={target} {...(booking ? { 'data-booking': booking.kind } : {})}>
            {label}
            <span className="visually-hidden">: {push.title}</span>
          </Link>
        )
      ) : null}
      <button
        type="button"
        className="shell-header-push__close"
        aria-label={t('headerPush.close')}
        onClick={() => {
          writeStorage(HEADER_PUSH_STORAGE_KEY, String(headerPushExpiration(Date.now())));
          setHidden(true);
        }}
      >
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}
