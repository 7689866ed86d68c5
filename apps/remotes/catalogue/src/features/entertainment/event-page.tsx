import { getEvent } from '@marquee/api-client';
import type { Season } from '@marquee/domain-models';
import { formatPrice, useTranslation } from '@marquee/i18n';
import {
  definePage,
  type PageContext,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { type EventProgramme, loadEventProgramme } from '../../components/showtime-schedule/event-programme';
import { EventShowtimes } from '../../components/showtime-schedule/event-showtimes';
import { eventPageGraph } from '../../lib/event-structured-data';
import './entertainment.css';
import { useRouterLinks } from '../../components/use-router-links';
import '../../components/hero/hero.css';

/** An event's page data: the record at the top level (its `redirectSlug` makes the shell redirect, CAT-02) and its programme. */
export type EventData = Season & {
  readonly programme: EventProgramme;
};

/**
 * An event (CAT-28): the record (GET /api/event/{slug}) in parallel with its programme (GET
 * /api/event/{slug}/shows and the site's places). A missing event is the not-found view (the
 * shell answers 404); the schedule failing leaves the event readable.
 */
export async function loadEvent(context: PageContext, at: Date = new Date()): Promise<EventData> {
  const slug = context.params.slug ?? '';
  const [event, programme] = await Promise.all([
    getEvent(context.api, slug, context.signal),
    loadEventProgramme(context, slug, at),
  ]);
  const { details: _details, seo: _seo, ...record } = event;
  return { ...record, programme };
}

/** The event's head: title, description, image, and its `Event` with a `ScreeningEvent` per showtime of the day, and the breadcrumb. */
export function eventHead(data: EventData, page: PageInfo, t: Translate): PageHead {
  return {
    title: data.title,
    ...(data.description ? { description: data.description } : {}),
    image: data.poster,
    structuredData: eventPageGraph(
      data,
      data.programme,
      [
        { name: t('events.home'), url: page.href('Home') },
        { name: t('events.title'), url: page.href('EntertainmentList') },
        { name: data.title, url: page.href('Entertainment', { slug: data.slug }) },
      ],
      page,
    ),
  };
}

function EventPage({ data, page }: PageProps<EventData>) {
  const { t } = useTranslation('catalogue');
  const money = (amount: number) => formatPrice(amount, { language: page.language, currency: data.currency });
  // Its links to other pages (a cinema of the programme, the breadcrumb) go through the router.
  const links = useRouterLinks<HTMLElement>();
  return (
    <article className="catalogue-event" ref={links}>
      <header className="catalogue-hero catalogue-event__hero">
        <img
          className="catalogue-hero__backdrop catalogue-event__backdrop"
          src={data.backdrop}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
        />
        <div className="catalogue-hero__intro catalogue-event__intro">
          <nav aria-label={t('events.breadcrumb')} className="catalogue-event__crumbs">
            <a href={page.href('EntertainmentList')}>{t('events.title')}</a>
          </nav>
          <h1 className="catalogue-event__title">{data.title}</h1>
          <p className="catalogue-event__subtitle">{data.subtitle}</p>
        </div>
      </header>
      <div className="catalogue-event__body">
        <p className="catalogue-event__description">{data.description}</p>
        {data.price !== null && data.active ? (
          <p className="catalogue-event__pass">
            <a href={page.href('Season', { slug: data.slug })}>{t('events.pass', { price: money(data.price) })}</a>
          </p>
        ) : null}
      </div>
      <EventShowtimes programme={data.programme} eventSlug={data.slug} page={page} />
    </article>
  );
}

/** An event's page (page kind Entertainment): the event and its showtimes; an unknown slug is the not-found view. */
export const eventPage = definePage<EventData>({
  loader: (context) => loadEvent(context),
  Component: EventPage,
  head: eventHead,
  header: { backdrop: true },
});
