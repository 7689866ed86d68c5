import type { Cinema, CinemaTarget } from '@marquee/domain-models';
import { cinemaCityGroups, cinemaListLayout } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { Icon } from '@marquee/ui-kit';
import type { ReactNode } from 'react';
import { CinemaFavourite } from './cinema-favourite';
import './cinema-directory.css';

/** The address a city heading leads to (single-cinema rule): its one cinema, else its light list. */
export function cityTargetHref(target: CinemaTarget, page: Pick<PageInfo, 'href'>): string {
  return target.kind === 'cinema'
    ? page.href('Cinema', { slug: target.slug })
    : page.href('CityLight', { slug: target.slug });
}

/** One line of the address of a cinema. */
function address(cinema: Cinema): string {
  return [cinema.addressLine1, cinema.addressLine2, `${cinema.addressZip} ${cinema.addressCity}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * Every cinema of the site (CAT-36, CAT-37): above 8 the full list — a compact directory, by
 * city where the site groups them (`cinemasGroupByCity`) with an index of the cities; 8 or
 * fewer each presented as a card. Every cinema links to its page, every city heading to its
 * city (the single-cinema rule).
 */
export function CinemaDirectory({ cinemas, page }: { readonly cinemas: readonly Cinema[]; readonly page: PageInfo }) {
  const { t } = useTranslation('locator');
  const groups = cinemaCityGroups(
    cinemas,
    cinemas.map((cinema) => cinema.citySlug),
    { byCity: page.flags.cinemasGroupByCity, locale: page.format.locale },
  );
  const layout = cinemaListLayout(cinemas.length);
  const cityIndex = layout === 'full' && groups.length > 1 && groups.every((group) => group.city !== null);
  return (
    <div className={`locator-directory locator-directory--${layout}`} data-layout={layout}>
      {cityIndex ? (
        <nav className="locator-directory__index" aria-label={t('cinemas.cityIndex')}>
          <ul>
            {groups.map((group) =>
              group.city ? (
                <li key={group.city.slug}>
                  <a href={`#city-${group.city.slug}`}>{group.city.name}</a>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => {
        const list = (
          <ul key="list" className="locator-directory__list">
            {group.cinemas.map((cinema) =>
              layout === 'full' ? (
                <li key={cinema.slug} className="locator-directory__line">
                  <span className="locator-directory__line-text">
                    <a className="locator-directory__name" href={page.href('Cinema', { slug: cinema.slug })}>
                      {cinema.name}
                    </a>
                    <span className="locator-directory__address">{address(cinema)}</span>
                  </span>
                  <CinemaFavourite cinema={cinema} name={cinema.name} page={page} compact />
                </li>
              ) : (
                <li key={cinema.slug} className="locator-directory__card">
                  <img src={cinema.backdrop} alt="" width={640} height={360} loading="lazy" decoding="async" />
                  <div className="locator-directory__card-body">
                    <CardTitle level={group.city ? 3 : 2}>
                      <a className="locator-directory__name" href={page.href('Cinema', { slug: cinema.slug })}>
                        {cinema.name}
                      </a>
                    </CardTitle>
                    <p className="locator-directory__address">
                      <Icon name="location" size={16} /> {address(cinema)}
                    </p>
                    <p className="locator-directory__stats">
                      {t('cinemas.stats', { halls: cinema.statistics.halls, seats: cinema.statistics.seats })}
                    </p>
                    <CinemaFavourite cinema={cinema} name={cinema.name} page={page} compact={false} />
                  </div>
                </li>
              ),
            )}
          </ul>
        );
        return group.city ? (
          <section
            key={group.city.slug}
            id={`city-${group.city.slug}`}
            className="locator-directory__city"
            aria-labelledby={`city-${group.city.slug}-title`}
          >
            <h2 id={`city-${group.city.slug}-title`} className="locator-directory__city-title">
              <a href={cityTargetHref(group.city.target, page)}>
                {group.city.name}
                <Icon name="chevron-right" size={20} className="locator-directory__chevron" />
              </a>
            </h2>
            {list}
          </section>
        ) : (
          <section key="all" className="locator-directory__city" aria-label={t('cinemas.all')}>
            {list}
          </section>
        );
      })}
    </div>
  );
}

/** A card's title: under its city's h2, or an h2 itself in a flat list. */
function CardTitle({ level, children }: { readonly level: 2 | 3; readonly children: ReactNode }) {
  return level === 2 ? (
    <h2 className="locator-directory__card-title">{children}</h2>
  ) : (
    <h3 className="locator-directory__card-title">{children}</h3>
  );
}
