import { getEcards, getEcardTypes } from '@marquee/api-client';
import { formatPrice, useTranslation } from '@marquee/i18n';
import {
  definePage,
  type PageContext,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { absoluteUrl } from '@marquee/remote-contract';
import { KIND_SITES } from '@marquee/routing';
import { LinkButton, Price } from '@marquee/ui-kit';
import { useRouterLinks } from '../../components/use-router-links';
import { CardActions, CardsIntro } from './card-parts';

type Ecard = Awaited<ReturnType<typeof getEcards>>['items'][number];

/** The e-cards of a page: the legacy list's cards of its seat count, each with its terms from the new list. */
export interface EcardsData {
  readonly places: 3 | 5;
  readonly cards: readonly (Ecard & { readonly terms: string | null })[];
  /** The other e-card page of the site, when there is one (the 3-seat card exists on fr only). */
  readonly other: 'Ecards' | 'Ecards3' | null;
}

/**
 * Both e-card calls (CAT-70, CAT-71): `/api/ecards` gives the cards (title, image, price,
 * initialPrice, placesCount, tunnelUrl, national, highlightMessage), `/api/cms/1.0.0/ecards`
 * their terms by label; a failed terms call leaves the cards without terms.
 */
export async function loadEcards(context: Pick<PageContext, 'api' | 'signal' | 'kind' | 'site'>): Promise<EcardsData> {
  const places = context.kind === 'Ecards3' ? 3 : 5;
  const [legacy, types] = await Promise.all([
    getEcards(context.api, context.signal),
    getEcardTypes(context.api, context.signal).catch(() => null),
  ]);
  const terms = new Map((types ?? []).map((type) => [type.label, type.terms]));
  const cards = legacy.items
    .filter((card) => card.placesCount === places)
    .map((card) => ({ ...card, terms: terms.get(card.title) ?? null }));
  // The other pack's page, where the site has both (routing's site configuration: KIND_SITES).
  const otherKind = places === 5 ? 'Ecards3' : 'Ecards';
  const other = (KIND_SITES[otherKind] ?? []).includes(context.site) ? otherKind : null;
  return { places, cards, other };
}

export function ecardsHead(data: EcardsData, page: PageInfo, t: Translate): PageHead {
  const url = page.href(page.kind);
  return {
    title: t('cards.ecards.title', { count: data.places }),
    description: t('cards.ecards.lead', { count: data.places }),
    ...(data.cards[0] ? { image: data.cards[0].image } : {}),
    structuredData: {
      '@graph': data.cards.map((card) => ({
        '@type': 'Product',
        name: card.title,
        image: absoluteUrl(card.image, page),
        ...(card.terms ? { description: card.terms } : {}),
        offers: {
          '@type': 'Offer',
          price: card.price,
          priceCurrency: card.currency,
          url: absoluteUrl(url, page),
          availability: 'https://schema.org/InStock',
        },
      })),
    },
  };
}

function EcardsPage({ data, page }: PageProps<EcardsData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLDivElement>();
  const money = (amount: number, currency: string) => formatPrice(amount, { language: page.language, currency });
  return (
    <div className="catalogue-cards" data-page="ecards" ref={links}>
      <CardsIntro
        title={t('cards.ecards.title', { count: data.places })}
        lead={t('cards.ecards.lead', { count: data.places })}
      >
        {page.flags.voucherGiftingEnabled ? <p className="catalogue-cards__gift">{t('cards.ecards.gifting')}</p> : null}
      </CardsIntro>
      {data.cards.length === 0 ? (
        <p className="catalogue-cards__empty">{t('cards.ecards.none')}</p>
      ) : (
        <ul className="catalogue-cards__ecards">
          {data.cards.map((card) => (
            <li key={card.title} className="catalogue-cards__ecard" data-places={card.placesCount}>
              <img src={card.image} alt="" width={480} height={300} className="catalogue-cards__ecard-image" />
              <div className="catalogue-cards__ecard-body">
                {card.highlightMessage ? <span className="catalogue-cards__badge">{card.highlightMessage}</span> : null}
                <h2 className="catalogue-cards__ecard-title">{card.title}</h2>
                <p className="catalogue-cards__seats">{t('cards.ecards.seats', { count: card.placesCount })}</p>
                <Price
                  amount={money(card.price, card.currency)}
                  {...(card.initialPrice !== null && card.initialPrice > card.price
                    ? { initialAmount: money(card.initialPrice, card.currency) }
                    : {})}
                  labels={{ current: t('cards.ecards.priceNow'), initial: t('cards.ecards.priceBefore') }}
                />
                {card.national ? <p className="catalogue-cards__hint">{t('cards.ecards.national')}</p> : null}
                {card.terms ? <p className="catalogue-cards__terms">{card.terms}</p> : null}
                <LinkButton
                  href={card.tunnelUrl}
                  variant="yellow-button"
                  aria-label={`${t('cards.ecards.buy')} – ${card.title}`}
                >
                  {t('cards.ecards.buy')}
                </LinkButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.other ? (
        <p className="catalogue-cards__other">
          <a href={page.href(data.other)}>
            {t(data.other === 'Ecards3' ? 'cards.ecards.other3' : 'cards.ecards.other5')}
          </a>
        </p>
      ) : null}
      <CardActions page={page} />
    </div>
  );
}

export const ecardsPage = definePage<EcardsData>({
  loader: loadEcards,
  Component: EcardsPage,
  head: ecardsHead,
});
