import { type TextKey, useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { useRouterLinks } from '../../components/use-router-links';
import { CardActions, CardLookupForm, CardsIntro } from './card-parts';
import { giftCardBalanceHead, giftCardHead } from './giftcard-head';
import { type GiftCardData, loadGiftCard } from './giftcard-loader';

/** The gift card's content elements; the sixth only where `giftCardContentSixthElementDisplayed` (FLAG-14). */
const ELEMENTS = ['choose', 'send', 'everywhere', 'book', 'balance', 'business'] as const;

/** The title and text of each element. */
const ELEMENT_TEXTS: Readonly<
  Record<(typeof ELEMENTS)[number], { readonly title: TextKey<'catalogue'>; readonly text: TextKey<'catalogue'> }>
> = {
  choose: { title: 'cards.giftcard.elements.choose.title', text: 'cards.giftcard.elements.choose.text' },
  send: { title: 'cards.giftcard.elements.send.title', text: 'cards.giftcard.elements.send.text' },
  everywhere: { title: 'cards.giftcard.elements.everywhere.title', text: 'cards.giftcard.elements.everywhere.text' },
  book: { title: 'cards.giftcard.elements.book.title', text: 'cards.giftcard.elements.book.text' },
  balance: { title: 'cards.giftcard.elements.balance.title', text: 'cards.giftcard.elements.balance.text' },
  business: { title: 'cards.giftcard.elements.business.title', text: 'cards.giftcard.elements.business.text' },
};

/** `/giftcard`: what the gift card is, how it is used, the balance lookup and the buttons per flags. */
function GiftCardPage({ data, page }: PageProps<GiftCardData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLDivElement>();
  return (
    <div className="catalogue-cards" data-page="giftcard" ref={links}>
      <CardsIntro title={t('cards.giftcard.title')} lead={t('cards.giftcard.lead')}>
        <a className="catalogue-cards__balance-link" href={page.href('GiftCardBalance')}>
          {t('cards.giftcard.balanceLink')}
        </a>
      </CardsIntro>
      <ol className="catalogue-cards__elements">
        {ELEMENTS.slice(0, data.elements).map((element, index) => (
          <li key={element} className="catalogue-cards__element" data-element={element}>
            <span className="catalogue-cards__element-index" aria-hidden="true">
              {index + 1}
            </span>
            <h2 className="catalogue-cards__element-title">{t(ELEMENT_TEXTS[element].title)}</h2>
            <p>{t(ELEMENT_TEXTS[element].text)}</p>
          </li>
        ))}
      </ol>
      <CardActions page={page} exclude="GiftCard" />
    </div>
  );
}

/** `/giftcard/balance` (CAT-72): the gift card's number and PIN, looked up behind the anti-robot check. */
function GiftCardBalancePage({ page }: PageProps<GiftCardData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLDivElement>();
  return (
    <div className="catalogue-cards" data-page="giftcard-balance" ref={links}>
      <nav aria-label={t('cards.giftcard.breadcrumb')} className="catalogue-cards__back">
        <a href={page.href('GiftCard')}>{t('cards.giftcard.back')}</a>
      </nav>
      <CardsIntro title={t('cards.balance.title')} lead={t('cards.balance.lead')} />
      <CardLookupForm
        page={page}
        fields={[
          {
            name: 'number',
            label: t('cards.balance.number'),
            hint: t('cards.balance.numberHint'),
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: 32,
          },
          {
            name: 'pin',
            label: t('cards.balance.pin'),
            hint: t('cards.balance.pinHint'),
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: 16,
          },
        ]}
        submitLabel={t('cards.balance.submit')}
        toQuery={(values) => ({ kind: 'giftcard', number: values.number ?? '', pin: values.pin ?? '' })}
      />
    </div>
  );
}

export const giftCardPage = definePage<GiftCardData>({
  loader: loadGiftCard,
  Component: GiftCardPage,
  head: giftCardHead,
});

export const giftCardBalancePage = definePage<GiftCardData>({
  loader: loadGiftCard,
  Component: GiftCardBalancePage,
  head: giftCardBalanceHead,
});
