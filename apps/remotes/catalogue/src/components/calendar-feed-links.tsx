import { useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { calendarFeedPath, webcalUrl } from '@marquee/routing';

/**
 * "Subscribe to the calendar": a cinema's or a film's iCalendar feed of the next
 * 21 days, as a `webcal:` link (calendar apps subscribe to it) and its https address. Two plain
 * links, no code of their own: the film page's first-load budget is tight.
 */
export function CalendarFeedLinks({
  kind,
  slug,
  page,
}: {
  readonly kind: 'cinema' | 'film';
  readonly slug: string;
  readonly page: PageInfo;
}) {
  const { t } = useTranslation('catalogue');
  // Absolute: a `webcal:` address has no base. The page's URL is on the site's public origin.
  const https = new URL(calendarFeedPath(kind, slug, page.language), page.url).href;
  return (
    <p className="catalogue-feed">
      <a href={webcalUrl(https)} data-feed="webcal">
        {t('feeds.subscribe')}
      </a>
      <a href={https} data-feed="https" type="text/calendar">
        {t('feeds.https')}
      </a>
    </p>
  );
}
