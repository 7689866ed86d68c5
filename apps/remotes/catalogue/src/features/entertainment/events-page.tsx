import { useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { useRouterLinks } from '../../components/use-router-links';
import { eventsHead } from './events-head';
import { type EventsData, loadEvents } from './events-loader';
import './entertainment.css';

function EventsPage({ data, page }: PageProps<EventsData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLUListElement>();
  return (
    <div className="catalogue-events">
      <header className="catalogue-events__header">
        <h1 className="catalogue-events__title">{t('events.title')}</h1>
        <p className="catalogue-events__lead">{t('events.lead')}</p>
      </header>
      {data.events.length === 0 ? (
        <p className="catalogue-events__empty" role="status">
          {t('events.none')}
        </p>
      ) : (
        <ul className="catalogue-events__list" ref={links}>
          {data.events.map((event, index) => (
            <li key={event.slug} className="catalogue-event-card">
              <a className="catalogue-event-card__link" href={page.href('Entertainment', { slug: event.slug })}>
                <img
                  className="catalogue-event-card__image"
                  src={event.poster}
                  alt=""
                  width={1280}
                  height={720}
                  loading={index < 2 ? 'eager' : 'lazy'}
                  {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
                />
                <span className="catalogue-event-card__text">
                  <span className="catalogue-event-card__title">{event.title}</span>
                  <span className="catalogue-event-card__subtitle">{event.subtitle}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The entertainment (events) list page (CAT-27). */
export const eventsPage = definePage<EventsData>({
  loader: loadEvents,
  Component: EventsPage,
  head: eventsHead,
});
