import { getEvents } from '@marquee/api-client';
import type { Season } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import {
  definePage,
  type PageContext,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import { useRouterLinks } from '../../components/use-router-links';
import './entertainment.css';

/** An event of the list, as its card shows it. */
export type EventCard = Pick<Season, 'slug' | 'title' | 'subtitle' | 'poster' | 'type'>;

/** The entertainment page's data: the events on sale (CAT-27). */
export interface EventsData {
  readonly events: readonly EventCard[];
}

/** The events list (GET /api/events, CAT-27): the active ones, as their cards need them. */
export async function loadEvents(context: Pick<PageContext, 'api' | 'signal'>): Promise<EventsData> {
  const { items } = await getEvents(context.api, context.signal);
  return {
    events: items
      .filter((event) => event.active)
      .map(({ slug, title, subtitle, poster, type }) => ({ slug, title, subtitle, poster, type })),
  };
}

/** The list's head: title, description and an `ItemList` of the events with the breadcrumb (SHELL-81..84). */
export function eventsHead(data: EventsData, page: PageInfo, t: Translate): PageHead {
  const here = page.href('EntertainmentList');
  return {
    title: t('events.title'),
    description: t('events.description'),
    ...(data.events[0] ? { image: data.events[0].poster } : {}),
    structuredData: {
      '@graph': [
        {
          '@type': 'ItemList',
          name: t('events.title'),
          itemListElement: data.events.map((event, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: event.title,
            url: absoluteUrl(page.href('Entertainment', { slug: event.slug }), page),
          })),
        },
        breadcrumbList(
          [
            { name: t('events.home'), url: page.href('Home') },
            { name: t('events.title'), url: here },
          ],
          page,
        ),
      ],
    },
  };
}

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
