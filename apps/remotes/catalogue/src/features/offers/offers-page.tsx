import { formatPrice, useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { Price } from '@marquee/ui-kit';
import type { ReactNode } from 'react';
import { useRouterLinks } from '../../components/use-router-links';
import { cmsHref } from '../../lib/cms-href';
import { hasSubscriptionPage } from '../../lib/subscription-product';
import { ArticleCards } from '../../components/content/article-cards';
import '../../components/content/content.css';
import '../../components/hero/hero.css';
import { offersHead } from './offers-head';
import { loadOffers, type OffersData, type OffersBlock } from './offers-loader';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="catalogue-content__block" aria-labelledby={id} data-block={id.replace('offers-', '')}>
      <h2 id={id} className="catalogue-content__block-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OffersPage({ data, page }: PageProps<OffersData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLDivElement>();
  const money = (amount: number, currency: string) => formatPrice(amount, { language: page.language, currency });
  const { header } = data;
  const blocks: Record<OffersBlock, ReactNode> = {
    promotion: data.promotions?.length ? (
      <Block key="promotion" id="offers-promotion" title={t('content.offers.promotion')}>
        <div className="catalogue-content__promotions">
          {data.promotions.map((promotion) => (
            <article key={promotion.title} className="catalogue-content__promotion">
              <picture>
                <source media="(max-width: 699px)" srcSet={promotion.mobilePicture} />
                <img src={promotion.picture} alt="" width={640} height={360} loading="lazy" />
              </picture>
              <div className="catalogue-content__promotion-text">
                {promotion.label ? (
                  <span
                    className="catalogue-content__label"
                    style={promotion.labelColor ? { background: promotion.labelColor } : undefined}
                  >
                    {promotion.label}
                  </span>
                ) : null}
                <h3>{promotion.title}</h3>
                <p className="catalogue-content__subtitle">{promotion.subtitle}</p>
                <p>{promotion.description}</p>
                {promotion.cta && cmsHref(promotion.cta.url, page) ? (
                  <a className="catalogue-content__cta" href={cmsHref(promotion.cta.url, page)?.href}>
                    {promotion.cta.label}
                  </a>
                ) : null}
                {promotion.ctaInfo ? <p className="catalogue-content__fine">{promotion.ctaInfo}</p> : null}
                {promotion.restriction ? <p className="catalogue-content__fine">{promotion.restriction}</p> : null}
              </div>
            </article>
          ))}
        </div>
      </Block>
    ) : null,
    event: data.events?.length ? (
      <Block key="event" id="offers-event" title={t('content.offers.event')}>
        <ul className="catalogue-content__cards">
          {data.events.map((season) => (
            <li key={season.slug} className="catalogue-content__card">
              <img src={season.poster} alt="" width={640} height={360} loading="lazy" />
              <h3>
                <a href={page.href('Season', { slug: season.slug })}>{season.title}</a>
              </h3>
              <p>{season.subtitle}</p>
              {season.price !== null ? (
                <Price
                  amount={money(season.price, season.currency)}
                  {...(season.initialPrice !== null && season.initialPrice > season.price
                    ? { initialAmount: money(season.initialPrice, season.currency) }
                    : {})}
                  labels={{ current: t('content.offers.priceNow'), initial: t('content.offers.priceBefore') }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </Block>
    ) : null,
    temporary: data.temporary?.length ? (
      <Block key="temporary" id="offers-temporary" title={t('content.offers.temporary')}>
        <ul className="catalogue-content__cards">
          {data.temporary.map((offer) => (
            <li key={offer.title} className="catalogue-content__card">
              <img src={offer.picture} alt="" width={640} height={360} loading="lazy" />
              <h3>{offer.title}</h3>
              <p>{offer.subtitle}</p>
              <Price
                amount={money(offer.price, offer.currency)}
                {...(offer.initialPrice !== null && offer.initialPrice > offer.price
                  ? { initialAmount: money(offer.initialPrice, offer.currency) }
                  : {})}
                labels={{ current: t('content.offers.priceNow'), initial: t('content.offers.priceBefore') }}
              />
              {offer.cta && cmsHref(offer.cta.url, page) ? (
                <a
                  className="catalogue-content__cta"
                  href={cmsHref(offer.cta.url, page)?.href}
                  {...(offer.cta.blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {offer.cta.label}
                  <span className="catalogue-content__hidden"> – {offer.title}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </Block>
    ) : null,
    ecards: data.ecards?.length ? (
      <Block key="ecards" id="offers-ecards" title={t('content.offers.ecards')}>
        <ul className="catalogue-content__cards">
          {data.ecards.map((card) => (
            <li key={card.title} className="catalogue-content__card">
              <img src={card.image} alt="" width={640} height={400} loading="lazy" />
              <h3>{card.title}</h3>
              {card.highlightMessage ? <span className="catalogue-content__label">{card.highlightMessage}</span> : null}
              <p>{t('content.offers.seats', { count: card.placesCount })}</p>
              <Price
                amount={money(card.price, card.currency)}
                {...(card.initialPrice !== null && card.initialPrice > card.price
                  ? { initialAmount: money(card.initialPrice, card.currency) }
                  : {})}
                labels={{ current: t('content.offers.priceNow'), initial: t('content.offers.priceBefore') }}
              />
              <a className="catalogue-content__cta" href={card.tunnelUrl} target="_blank" rel="noopener noreferrer">
                {t('content.offers.buy')}
                <span className="catalogue-content__hidden"> – {card.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </Block>
    ) : null,
  };
  const order = header.blockOrder.filter((block, index, all) => all.indexOf(block) === index);
  return (
    <div className="catalogue-content" ref={links}>
      <header className="catalogue-hero catalogue-content__hero">
        <picture>
          <source media="(max-width: 699px)" srcSet={header.mobileBackdrop} />
          <img
            className="catalogue-hero__backdrop catalogue-content__backdrop"
            src={header.backdrop}
            alt=""
            width={1280}
            height={480}
            fetchPriority="high"
          />
        </picture>
        <div className="catalogue-hero__intro catalogue-content__intro">
          <img className="catalogue-content__logo" src={header.logo} alt="" width={48} height={48} />
          <h1 className="catalogue-content__title">{header.title}</h1>
          <p className="catalogue-content__subtitle">{header.subtitle}</p>
          <p>{header.description}</p>
          {header.cta ? (
            <a className="catalogue-content__cta" href="#offers-blocks">
              {header.cta.label}
            </a>
          ) : null}
          {header.ctaInfo ? <p className="catalogue-content__fine">{header.ctaInfo}</p> : null}
          {header.restriction ? <p className="catalogue-content__fine">{header.restriction}</p> : null}
        </div>
      </header>
      <div id="offers-blocks" className="catalogue-content__blocks">
        {order.map((block) => blocks[block])}
        {data.specials?.length ? (
          <Block id="offers-specials" title={t('content.offers.specials')}>
            <ul className="catalogue-content__cards">
              {data.specials.map((special) => (
                <li key={special.slug} className="catalogue-content__card">
                  <img src={special.backdrop} alt="" width={640} height={360} loading="lazy" />
                  <h3>
                    <a href={page.href('Experience', { slug: special.slug })}>{special.title}</a>
                  </h3>
                  <p>{special.teaser}</p>
                </li>
              ))}
            </ul>
          </Block>
        ) : null}
        {data.subscription?.length ? (
          <Block id="offers-subscription" title={t('content.offers.subscription')}>
            <ul className="catalogue-content__cards">
              {data.subscription.map((pass) => (
                <li key={pass.label} className="catalogue-content__card">
                  <img src={pass.image} alt="" width={640} height={400} loading="lazy" />
                  <h3>{pass.label}</h3>
                  <p>
                    {money(pass.price, page.currency)} {pass.legend}
                  </p>
                </li>
              ))}
            </ul>
            {hasSubscriptionPage(page.site, page.flags) ? (
              <p>
                <a className="catalogue-content__cta" href={page.href('Subscription')}>
                  {t('subscription.plans.see')}
                </a>
              </p>
            ) : null}
          </Block>
        ) : null}
        {data.offers?.length ? (
          <Block id="offers-list" title={t('content.offers.list')}>
            <ArticleCards items={data.offers} page={page} />
          </Block>
        ) : null}
        {order.every((block) => blocks[block] === null) && !data.offers?.length ? (
          <p className="catalogue-content__empty">{t('content.offers.none')}</p>
        ) : null}
      </div>
    </div>
  );
}

/** The offers page (page kind OffersList, CAT-58..62). */
export const offersPage = definePage<OffersData>({
  loader: loadOffers,
  Component: OffersPage,
  head: offersHead,
  header: { backdrop: true },
});
