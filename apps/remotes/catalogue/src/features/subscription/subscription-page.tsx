import { useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { Button, Label, LinkButton } from '@marquee/ui-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { CardHeartsProvider, useCardHearts, useRefs } from '../../components/card-hearts';
import { ROW_MAX_CARDS, ShowCardRow, useRowScrolling } from '../../components/show-row/show-row';
import { useRouterLinks } from '../../components/use-router-links';
import {
  createSubscriptionStore,
  matchPartners,
  optionsQuery,
  PARTNER_QUERY_MAX,
  planTotal,
} from './subscription-state';
import { PRODUCT_TEXTS, subscriptionHead } from './subscription-head';
import { loadSubscription, type SubscriptionData, type SubscriptionOffer } from './subscription-loader';
import '../../components/page-title/page-title.css';
import './subscription.css';

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
