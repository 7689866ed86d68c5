import { formatPrice, useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { LinkButton, Price } from '@marquee/ui-kit';
import { useRouterLinks } from '../../components/use-router-links';
import { CardActions, CardsIntro } from './card-parts';
import { ecardsHead } from './ecards-head';
import { type EcardsData, loadEcards } from './ecards-loader';

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
