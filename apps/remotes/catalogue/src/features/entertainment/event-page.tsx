import { formatPrice, useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { EventShowtimes } from '../../components/showtime-schedule/event-showtimes';
import { eventHead } from './event-head';
import { type EventData, loadEvent } from './event-loader';
import './entertainment.css';
import { useRouterLinks } from '../../components/use-router-links';
import '../../components/hero/hero.css';

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
