import type { CinemaDetail } from '@marquee/domain-models';
import { openStreetMapUrl } from '@marquee/domain-models';
import { numberFormat, useTranslation } from '@marquee/i18n';
import { type PageInfo, StaticRegion } from '@marquee/remote-contract';
import { Accordion, Icon } from '@marquee/ui-kit';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { serviceIcon } from '../../../components/place-icons';

/** The address fragments that open a section of the cinema page (C§2: `#info`, `#tarifs`). */
export const INFO_FRAGMENT = 'info';
export const PRICING_FRAGMENT = 'tarifs';

/** What the page shows of a cinema below its programme (every block optional in the data). */
export type CinemaRecord = Omit<CinemaDetail, 'pricing' | 'services' | 'halls' | 'image' | 'mapsUrl'> & {
  /** Missing in the data: the pricing block is left out, the rest of the page stays. */
  readonly pricing: CinemaDetail['pricing'] | null;
  /** Missing in the data: no services block. */
  readonly services: CinemaDetail['services'] | null;
};

/** Which sections an address fragment opens: `#info` the information, `#tarifs` the pricing. */
export function sectionsOpenedBy(hash: string): { info: boolean; pricing: boolean } {
  const fragment = hash.replace(/^#/, '');
  return { info: fragment === INFO_FRAGMENT, pricing: fragment === PRICING_FRAGMENT };
}

/** Toggles a selection: selecting the selected value again clears it (CAT-40, CAT-41). */
export function toggled<T>(current: T | null, value: T): T | null {
  return current === value ? null : value;
}

/** One line of a cinema's address. */
export function cinemaAddress(
  cinema: Pick<CinemaDetail, 'addressLine1' | 'addressLine2' | 'addressZip' | 'addressCity'>,
) {
  return [cinema.addressLine1, cinema.addressLine2, `${cinema.addressZip} ${cinema.addressCity}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * The information and pricing sections' open state; the address's fragment (`#info`, `#tarifs`)
 * opens its section and scrolls to it once the page is live (the server never sees it).
 */
function useSectionsOpenedByFragment() {
  const location = useLocation();
  const [info, setInfo] = useState(false);
  const [pricing, setPricing] = useState(false);
  useEffect(() => {
    const opened = sectionsOpenedBy(location.hash);
    if (!opened.info && !opened.pricing) return;
    if (opened.info) setInfo(true);
    if (opened.pricing) setPricing(true);
    const target = document.getElementById(opened.info ? INFO_FRAGMENT : PRICING_FRAGMENT);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    requestAnimationFrame(() => target?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' }));
  }, [location.hash]);
  return { info, setInfo, pricing, setPricing };
}

/**
 * The cinema's description, statistics and services (CAT-40, CAT-41): selecting a service shows
 * its description, selecting it again closes it; disabled services are not listed.
 */
function CinemaAbout({ cinema, page }: { readonly cinema: CinemaRecord; readonly page: PageInfo }) {
  const { t } = useTranslation('catalogue');
  const [service, setService] = useState<string | null>(null);
  const chosen = cinema.services?.find((item) => item.slug === service) ?? null;
  const disabled = new Set(cinema.disabledServices);
  const services = (cinema.services ?? []).filter((item) => !disabled.has(item.slug));
  return (
    <section className="catalogue-cinema__about" aria-labelledby="cinema-about">
      <h2 id="cinema-about">{t('places.about')}</h2>
      {cinema.description ? <p className="catalogue-cinema__description">{cinema.description}</p> : null}
      <dl className="catalogue-cinema__stats">
        <div>
          <dt>{t('places.halls')}</dt>
          <dd>{numberFormat(page.format.locale).format(cinema.statistics.halls)}</dd>
        </div>
        <div>
          <dt>{t('places.seats')}</dt>
          <dd>{numberFormat(page.format.locale).format(cinema.statistics.seats)}</dd>
        </div>
      </dl>
      {services.length > 0 ? (
        <div className="catalogue-cinema__services">
          <h3>{t('places.services')}</h3>
          <ul>
            {services.map((item) => (
              <li key={item.slug}>
                <button
                  type="button"
                  className="catalogue-cinema__service"
                  aria-expanded={service === item.slug}
                  aria-controls="cinema-service-detail"
                  onClick={() => setService((current) => toggled(current, item.slug))}
                >
                  <Icon name={serviceIcon(item.slug)} size={24} />
                  <span>{item.label}</span>
                </button>
              </li>
            ))}
          </ul>
          <div id="cinema-service-detail" className="catalogue-cinema__service-detail" aria-live="polite">
            {chosen ? (
              <p>
                <strong>{chosen.label}</strong> {chosen.description}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Everything of a cinema below its programme (CAT-40..CAT-47): its description and statistics,
 * its services (selecting one shows its description, selecting it again closes it), the
 * information accordion (address, OpenStreetMap, itinerary, accessibility; opened by `#info`),
 * the pricing (opened by `#tarifs`), pushes, cinepass, e-cards, and the cinemas and cities
 * nearby. The page keys it by the cinema: another cinema starts with nothing selected (CAT-42).
 * The cards and the nearby lists hold only links: a hydrating page keeps their server HTML
 * (`StaticRegion`, decision 0013).
 */
export function CinemaDetails({ cinema, page }: { readonly cinema: CinemaRecord; readonly page: PageInfo }) {
  const { t } = useTranslation('catalogue');
  const { info, setInfo, pricing, setPricing } = useSectionsOpenedByFragment();
  const money = (amount: number) => page.format.price(amount);

  return (
    <div className="catalogue-cinema__details">
      <CinemaAbout cinema={cinema} page={page} />

      {/* A plain anchor box: the accordion's heading names its region (a named section here repeated that name). */}
      <div id={INFO_FRAGMENT} className="catalogue-cinema__section">
        <Accordion
          headingLevel={2}
          type="single"
          value={info ? ['info'] : []}
          onValueChange={(open) => setInfo(open.includes('info'))}
          items={[
            {
              id: 'info',
              title: t('places.info'),
              content: (
                <div className="catalogue-cinema__info">
                  <div>
                    <h3>{t('places.address')}</h3>
                    <p>{cinemaAddress(cinema)}</p>
                    <p>
                      <a href={openStreetMapUrl(cinema.gpsPosition)} target="_blank" rel="noopener noreferrer">
                        <Icon name="location" size={16} className="catalogue-cinema__info-icon" /> {t('places.map')}
                        <span className="catalogue-cinema__new-tab">{t('places.newTab')}</span>
                      </a>
                    </p>
                  </div>
                  <div>
                    <h3>{t('places.itinerary')}</h3>
                    <dl className="catalogue-cinema__itinerary">
                      <dt>{t('places.publicTransport')}</dt>
                      <dd>{cinema.itinerary.publicTransport}</dd>
                      <dt>{t('places.car')}</dt>
                      <dd>{cinema.itinerary.car}</dd>
                      <dt>{t('places.parking')}</dt>
                      <dd>{cinema.itinerary.parking}</dd>
                    </dl>
                  </div>
                  <div>
                    <h3>{t('places.accessibility')}</h3>
                    <p>{cinema.accessibilityDescription}</p>
                    {cinema.accesLibreUrl ? (
                      <p>
                        <a href={cinema.accesLibreUrl} target="_blank" rel="noopener noreferrer">
                          {t('places.accesLibre')}
                          <span className="catalogue-cinema__new-tab">{t('places.newTab')}</span>
                        </a>
                      </p>
                    ) : null}
                  </div>
                  {cinema.sessionsNearby ? (
                    <div>
                      <h3>{t('places.sessionsNearby')}</h3>
                      <p>{cinema.sessionsNearby.wording}</p>
                    </div>
                  ) : null}
                </div>
              ),
            },
          ]}
        />
      </div>

      {cinema.pricing ? (
        <div id={PRICING_FRAGMENT} className="catalogue-cinema__section">
          <Accordion
            headingLevel={2}
            type="single"
            value={pricing ? ['pricing'] : []}
            onValueChange={(open) => setPricing(open.includes('pricing'))}
            items={[
              {
                id: 'pricing',
                title: t('places.pricing'),
                content: <Pricing pricing={cinema.pricing} money={money} />,
              },
            ]}
          />
        </div>
      ) : null}

      {cinema.pushes.length > 0 ? (
        <section className="catalogue-cinema__pushes" aria-labelledby="cinema-pushes">
          <h2 id="cinema-pushes">{t('places.pushes')}</h2>
          <StaticRegion as="ul" className="catalogue-cinema__cards">
            {cinema.pushes.map((push) => (
              <li key={`${push.title}:${push.cta.url}`} className="catalogue-cinema__card">
                <img src={push.backdrop} alt="" width={640} height={360} loading="lazy" />
                <div className="catalogue-cinema__card-body">
                  {push.contentTag ? <p className="catalogue-cinema__tag">{push.contentTag}</p> : null}
                  <h3>{push.title}</h3>
                  {push.date ? <p className="catalogue-cinema__muted">{page.format.date(push.date)}</p> : null}
                  <p>{push.description}</p>
                  <a className="catalogue-cinema__cta" href={push.cta.url}>
                    {push.cta.label}
                  </a>
                </div>
              </li>
            ))}
          </StaticRegion>
        </section>
      ) : null}

      {cinema.cinepass.length > 0 || cinema.ecards.length > 0 ? (
        <section className="catalogue-cinema__offers" aria-labelledby="cinema-offers">
          <h2 id="cinema-offers">{t('places.offers')}</h2>
          <StaticRegion as="ul" className="catalogue-cinema__cards">
            {cinema.cinepass.map((item) => (
              <li key={`pass:${item.label}`} className="catalogue-cinema__card catalogue-cinema__card--offer">
                <img src={item.image} alt="" width={320} height={200} loading="lazy" />
                <div className="catalogue-cinema__card-body">
                  <h3>{item.label}</h3>
                  <p className="catalogue-cinema__price">
                    {money(item.price)} <span className="catalogue-cinema__muted">{item.legend}</span>
                  </p>
                </div>
              </li>
            ))}
            {cinema.ecards.map((card) => (
              <li key={`ecard:${card.refCmd}`} className="catalogue-cinema__card catalogue-cinema__card--offer">
                <img src={card.image} alt={card.imageAlt} width={320} height={200} loading="lazy" />
                <div className="catalogue-cinema__card-body">
                  <h3>{card.label}</h3>
                  {card.highlightMessage ? <p className="catalogue-cinema__tag">{card.highlightMessage}</p> : null}
                  <p className="catalogue-cinema__price">
                    {money(card.ttcAmount)}{' '}
                    <span className="catalogue-cinema__muted">
                      {t('places.perSeat', { price: money(card.singleTtcAmount) })}
                    </span>
                  </p>
                  <a className="catalogue-cinema__cta" href={card.refCmd}>
                    {t('places.buyEcard')}
                  </a>
                </div>
              </li>
            ))}
          </StaticRegion>
        </section>
      ) : null}

      {cinema.nearbyCinemas.length > 0 || cinema.nearbyCities.length > 0 ? (
        <section className="catalogue-cinema__nearby" aria-labelledby="cinema-nearby">
          <h2 id="cinema-nearby">{t('places.nearby')}</h2>
          <StaticRegion className="catalogue-cinema__nearby-lists">
            {cinema.nearbyCinemas.length > 0 ? (
              <div>
                <h3>{t('places.nearbyCinemas')}</h3>
                <ul>
                  {cinema.nearbyCinemas.map((near) => (
                    <li key={near.slug}>
                      <a href={page.href('Cinema', { slug: near.slug })}>{near.name}</a>{' '}
                      <span className="catalogue-cinema__muted">
                        {t('places.distance', {
                          km: numberFormat(page.format.locale, { maximumFractionDigits: 0 }).format(near.distanceKm),
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {cinema.nearbyCities.length > 0 ? (
              <div>
                <h3>{t('places.nearbyCities')}</h3>
                <ul>
                  {cinema.nearbyCities.map((city) => (
                    <li key={city.slug}>
                      <a href={page.href('City', { slug: city.slug })}>{city.name}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </StaticRegion>
        </section>
      ) : null}
    </div>
  );
}

/** Prices (label, amount, terms index), complements, terms and the global terms (CAT-43). */
function Pricing({
  pricing,
  money,
}: {
  readonly pricing: NonNullable<CinemaRecord['pricing']>;
  readonly money: (amount: number) => string;
}) {
  const { t } = useTranslation('catalogue');
  const row = (price: NonNullable<CinemaRecord['pricing']>['prices'][number], key: string) => (
    <tr key={key}>
      <th scope="row">
        {price.label}
        {price.termsIndex !== null ? (
          <sup>
            <a
              href={`#cinema-terms-${price.termsIndex}`}
              aria-label={t('places.termsRef', { index: price.termsIndex })}
            >
              {price.termsIndex}
            </a>
          </sup>
        ) : null}
      </th>
      <td>{money(price.amount)}</td>
    </tr>
  );
  return (
    <div className="catalogue-cinema__pricing">
      {pricing.prices.length > 0 ? (
        <table>
          <caption>{t('places.prices')}</caption>
          <tbody>{pricing.prices.map((price) => row(price, price.label))}</tbody>
        </table>
      ) : null}
      {pricing.complements.length > 0 ? (
        <table>
          <caption>{t('places.complements')}</caption>
          <tbody>{pricing.complements.map((price) => row(price, `${price.label}:${price.tag ?? ''}`))}</tbody>
        </table>
      ) : null}
      {pricing.terms.length > 0 ? (
        <ol className="catalogue-cinema__terms">
          {pricing.terms.map((term, index) => (
            <li key={term} id={`cinema-terms-${index + 1}`}>
              {term}
            </li>
          ))}
        </ol>
      ) : null}
      {pricing.globalTerms ? <p className="catalogue-cinema__muted">{pricing.globalTerms}</p> : null}
    </div>
  );
}
