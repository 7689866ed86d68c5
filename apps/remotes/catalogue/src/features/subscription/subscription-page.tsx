import { ApiError, getCinemas, getCinepass, getCinepassCurrentShows, getSubscriptionOffers } from '@marquee/api-client';
import { type TextKey, useTranslation } from '@marquee/i18n';
import {
  definePage,
  type PageContext,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import { Button, Label, LinkButton } from '@marquee/ui-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { type CardShow, toCardShow } from '../../components/show-card';
import { CardHeartsProvider, useCardHearts, useRefs } from '../../components/card-hearts';
import { ROW_MAX_CARDS, ShowCardRow, useRowScrolling } from '../../components/show-row/show-row';
import { useRouterLinks } from '../../components/use-router-links';
import {
  createSubscriptionStore,
  matchPartners,
  optionsQuery,
  PARTNER_QUERY_MAX,
  type PartnerCinema,
  planTotal,
} from './subscription-state';
import { type SubscriptionProduct, subscriptionProduct } from '../../lib/subscription-product';
import '../../components/page-title/page-title.css';
import './subscription.css';

/** A plan of the subscription offers. */
type SubscriptionOffer = Awaited<ReturnType<typeof getSubscriptionOffers>>['offers'][number];

/**
 * The subscription area (A§3, CAT-77..79, ENT-42): the maintenance flag (either call's), the
 * promotion, the partner cinemas (named through the cinema list; null when it failed), the
 * plans of the product's catalogue (none under maintenance), the films playing now (null when
 * that call failed).
 */
export interface SubscriptionData {
  readonly product: SubscriptionProduct;
  readonly maintenance: boolean;
  readonly promotion: { readonly title: string; readonly description: string } | null;
  readonly plans: readonly SubscriptionOffer[];
  readonly partners: readonly PartnerCinema[] | null;
  readonly shows: readonly CardShow[] | null;
}

const orNull = <T,>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

/** Loads the subscription page; a site whose flags offer no subscription has none (404). */
export async function loadSubscription(
  context: Pick<PageContext, 'api' | 'signal' | 'flags' | 'url'>,
): Promise<SubscriptionData> {
  const { api, signal, flags } = context;
  const product = subscriptionProduct(flags);
  if (!product) throw new ApiError('not-found', context.url.pathname, 404, 'no subscription on this site');
  const [area, offers, cinemas, current] = await Promise.all([
    getCinepass(api, signal),
    getSubscriptionOffers(api, product, signal),
    orNull(getCinemas(api, signal)),
    orNull(getCinepassCurrentShows(api, signal)),
  ]);
  const maintenance = area.maintenance || offers.maintenance;
  const named = new Map((cinemas?.cinemas ?? []).map((cinema) => [cinema.slug, cinema]));
  const partners = cinemas
    ? area.partnerCinemas.flatMap((slug) => {
        const cinema = named.get(slug);
        return cinema ? [{ slug, name: cinema.name, city: cinema.city }] : [];
      })
    : null;
  return {
    product,
    maintenance,
    promotion: area.promotion,
    plans: maintenance ? [] : offers.offers,
    partners,
    shows: current ? current.shows.map(toCardShow) : null,
  };
}

/** The title and lead of each product. */
const PRODUCT_TEXTS: Readonly<
  Record<SubscriptionProduct, { readonly title: TextKey<'catalogue'>; readonly lead: TextKey<'catalogue'> }>
> = {
  cinepass: { title: 'subscription.products.cinepass.title', lead: 'subscription.products.cinepass.lead' },
  pass: { title: 'subscription.products.pass.title', lead: 'subscription.products.pass.lead' },
  unlimited: { title: 'subscription.products.unlimited.title', lead: 'subscription.products.unlimited.lead' },
};

/** The page's head: the product's title and lead, an `OfferCatalog` of its plans, the breadcrumb. */
export function subscriptionHead(data: SubscriptionData, page: PageInfo, t: Translate): PageHead {
  const title = t(PRODUCT_TEXTS[data.product].title);
  const url = page.href('Subscription');
  return {
    title,
    description: t(PRODUCT_TEXTS[data.product].lead),
    structuredData: {
      '@graph': [
        {
          '@type': 'OfferCatalog',
          name: title,
          url: absoluteUrl(url, page),
          itemListElement: data.plans.map((plan) => ({
            '@type': 'Offer',
            name: plan.title,
            description: plan.description,
            price: plan.price,
            priceCurrency: plan.currency,
            url: absoluteUrl(url, page),
          })),
        },
        breadcrumbList(
          [
            { name: t('content.home'), url: page.href('Home') },
            { name: title, url },
          ],
          page,
        ),
      ],
    },
  };
}

/** The subscription tunnel's address for a plan and its options, in the page's language. */
export function subscribeHref(plan: SubscriptionOffer, options: string, language: string): string {
  const query = new URLSearchParams({ language });
  if (options) query.set('options', options);
  return `${plan.subscribeUrl}${plan.subscribeUrl.includes('?') ? '&' : '?'}${query.toString()}`;
}

function SubscriptionPage({ data, page }: PageProps<SubscriptionData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLDivElement>();
  const rows = useRowScrolling<HTMLDivElement>();
  const slugs = useMemo(() => (data.shows ?? []).slice(0, ROW_MAX_CARDS).map((show) => show.slug), [data.shows]);
  const hearts = useCardHearts<HTMLDivElement>(page, slugs);
  const showListeners = useRefs(rows, hearts.ref);
  const address = page.url.pathname;
  const [store] = useState(() => createSubscriptionStore(address));
  const state = useStore(store);
  // Another address (a language switch keeps this component): the partner search is cleared (CAT-83).
  useEffect(() => store.getState().navigated(address), [store, address]);
  const searchId = useId();
  // Plans are priced in the site's currency (the API's `currency` is the site's).
  const money = (amount: number) => page.format.price(amount);
  const chosen = data.plans.find((plan) => plan.id === state.plan) ?? null;
  const prices = Object.fromEntries((chosen?.options ?? []).map((option) => [option.id, option.price]));
  const period = (plan: SubscriptionOffer) =>
    t(plan.period === 'year' ? 'subscription.perYear' : 'subscription.perMonth');
  const partners = data.partners ?? [];
  const searchable = page.flags.subscriptionOffersStoreLocator && partners.length > 0;
  const shown = searchable ? matchPartners(partners, state.partnerQuery) : partners;
  const product = data.product;

  return (
    <div className="catalogue-subscription" data-product={product}>
      <header className="catalogue-subscription__hero">
        <p className="catalogue-subscription__eyebrow">{t('subscription.eyebrow')}</p>
        <h1 className="catalogue-page-title">{t(PRODUCT_TEXTS[product].title)}</h1>
        <p className="catalogue-page-lead">{t(PRODUCT_TEXTS[product].lead)}</p>
        {data.promotion && !data.maintenance ? (
          <aside className="catalogue-subscription__promotion" aria-label={t('subscription.promotion')}>
            <Label>{t('subscription.promotion')}</Label>
            <p className="catalogue-subscription__promotion-title">{data.promotion.title}</p>
            <p>{data.promotion.description}</p>
          </aside>
        ) : null}
      </header>

      {data.maintenance ? (
        <section
          className="catalogue-subscription__maintenance"
          aria-labelledby="subscription-maintenance"
          data-maintenance="true"
        >
          <h2 id="subscription-maintenance">{t('subscription.maintenance.title')}</h2>
          <p>{t('subscription.maintenance.text')}</p>
          <p>{t('subscription.maintenance.next')}</p>
          <LinkButton href={page.href('FaqHome')} variant="black-button">
            {t('subscription.maintenance.help')}
          </LinkButton>
        </section>
      ) : (
        <section className="catalogue-subscription__section" aria-labelledby="subscription-plans">
          <h2 id="subscription-plans" className="catalogue-subscription__heading">
            {t('subscription.plans.title')}
          </h2>
          {data.plans.length === 0 ? (
            <p className="catalogue-subscription__empty">{t('subscription.plans.none')}</p>
          ) : (
            <ul className="catalogue-subscription__plans">
              {data.plans.map((plan) => {
                const isChosen = plan.id === state.plan;
                return (
                  <li
                    key={plan.id}
                    className={`catalogue-subscription__plan${isChosen ? ' catalogue-subscription__plan--chosen' : ''}`}
                    data-plan={plan.id}
                  >
                    <h3 className="catalogue-subscription__plan-title">{plan.title}</h3>
                    <p className="catalogue-subscription__plan-text">{plan.description}</p>
                    <p className="catalogue-subscription__plan-price">
                      <span className="catalogue-subscription__amount">{money(plan.price)}</span> {period(plan)}
                    </p>
                    <Button
                      type="button"
                      variant={isChosen ? 'black-button' : 'yellow-button'}
                      aria-pressed={isChosen}
                      aria-label={t('subscription.plans.chooseNamed', { plan: plan.title })}
                      onClick={() => store.getState().choose(plan)}
                    >
                      {isChosen ? t('subscription.plans.chosen') : t('subscription.plans.choose')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {chosen ? (
            <section
              className="catalogue-subscription__options"
              aria-labelledby="subscription-options"
              data-chosen-plan={chosen.id}
            >
              <h3 id="subscription-options" className="catalogue-subscription__options-title">
                {t('subscription.options.title', { plan: chosen.title })}
              </h3>
              {state.options.length === 0 ? (
                <p className="catalogue-subscription__plan-text">{t('subscription.options.none')}</p>
              ) : (
                <>
                  <p className="catalogue-subscription__plan-text">{t('subscription.options.lead')}</p>
                  <ul className="catalogue-subscription__option-list">
                    {state.options.map((option) => {
                      const offered = chosen.options.find((item) => item.id === option.id);
                      if (!offered) return null;
                      const max = state.limits[option.id] ?? 0;
                      return (
                        <li key={option.id} className="catalogue-subscription__option" data-option={option.id}>
                          <div className="catalogue-subscription__option-text">
                            <span className="catalogue-subscription__option-label">{offered.label}</span>
                            <span className="catalogue-subscription__option-price">
                              {t('subscription.options.each', { price: money(offered.price) })} ·{' '}
                              {t('subscription.options.max', { count: max })}
                            </span>
                          </div>
                          <div className="catalogue-subscription__stepper">
                            <button
                              type="button"
                              className="catalogue-subscription__step"
                              aria-label={t('subscription.options.remove', { option: offered.label })}
                              disabled={option.quantity <= 0}
                              onClick={() => store.getState().modify(option.id, -1)}
                            >
                              <span aria-hidden="true">−</span>
                            </button>
                            <output
                              className="catalogue-subscription__quantity"
                              aria-label={t('subscription.options.quantity', { option: offered.label })}
                              aria-live="polite"
                            >
                              {option.quantity}
                            </output>
                            <button
                              type="button"
                              className="catalogue-subscription__step"
                              aria-label={t('subscription.options.add', { option: offered.label })}
                              disabled={option.quantity >= max}
                              onClick={() => store.getState().modify(option.id, 1)}
                            >
                              <span aria-hidden="true">+</span>
                            </button>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
              <p className="catalogue-subscription__total">
                <span>{t('subscription.options.total')}</span>{' '}
                <span className="catalogue-subscription__amount" data-total="">
                  {money(planTotal(chosen.price, state.options, prices))}
                </span>{' '}
                {period(chosen)}
              </p>
              <div className="catalogue-subscription__actions">
                <LinkButton
                  href={subscribeHref(chosen, optionsQuery(state.options), page.language)}
                  variant="yellow-button"
                  size="lg"
                  aria-label={t('subscription.options.subscribeNamed', { plan: chosen.title })}
                >
                  {t('subscription.options.subscribe')}
                </LinkButton>
                <Button type="button" variant="black-button" size="lg" onClick={() => store.getState().reset()}>
                  {t('subscription.options.reset')}
                </Button>
              </div>
            </section>
          ) : null}
        </section>
      )}

      {/* The router follows the links to the site's pages below; the subscribe link above leaves for the tunnel. */}
      <div className="catalogue-subscription__more" ref={links}>
        {data.partners && data.partners.length > 0 ? (
          <section className="catalogue-subscription__section" aria-labelledby="subscription-partners">
            <h2 id="subscription-partners" className="catalogue-subscription__heading">
              {t('subscription.partners.title')}
            </h2>
            <p className="catalogue-subscription__plan-text">
              {t('subscription.partners.lead', { count: partners.length })}
            </p>
            {searchable ? (
              <div className="catalogue-subscription__search">
                <label htmlFor={searchId} className="catalogue-subscription__search-label">
                  {t('subscription.partners.search')}
                </label>
                <input
                  id={searchId}
                  type="search"
                  className="catalogue-subscription__search-input"
                  value={state.partnerQuery}
                  maxLength={PARTNER_QUERY_MAX}
                  autoComplete="off"
                  aria-describedby={`${searchId}-count`}
                  onChange={(event) => store.getState().searchPartners(event.target.value)}
                />
                <p id={`${searchId}-count`} className="catalogue-subscription__count" role="status">
                  {state.partnerQuery.trim() === ''
                    ? ''
                    : shown.length === 0
                      ? t('subscription.partners.none', { query: state.partnerQuery.trim() })
                      : t('subscription.partners.results', { count: shown.length })}
                </p>
              </div>
            ) : null}
            <ul className="catalogue-subscription__partners">
              {shown.map((cinema) => (
                <li key={cinema.slug} className="catalogue-subscription__partner">
                  <a href={page.href('Cinema', { slug: cinema.slug })}>
                    <span className="catalogue-subscription__partner-name">{cinema.name}</span>
                    <span className="catalogue-subscription__partner-city">{cinema.city}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {data.shows && data.shows.length > 0 ? (
          <div className="catalogue-subscription__shows" ref={showListeners}>
            <CardHeartsProvider value={hearts.label}>
              <ShowCardRow
                id="subscription-shows"
                title={t('subscription.shows')}
                shows={data.shows}
                href={(show) => page.href('Movie', { slug: show.slug })}
                seeAll={page.href('ShowsBook')}
                labels={{ seeAll: t('home.seeAll'), previous: t('home.previous'), next: t('home.next') }}
              />
            </CardHeartsProvider>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The subscription offers page (page kind Subscription, CAT-77..83, FLAG-37/39/40/41). */
export const subscriptionPage = definePage<SubscriptionData>({
  loader: loadSubscription,
  Component: SubscriptionPage,
  head: subscriptionHead,
});
