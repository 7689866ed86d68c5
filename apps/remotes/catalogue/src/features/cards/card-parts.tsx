import { ApiError } from '@marquee/api-client';
import { formatPrice, type TextKey, useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { AlertBanner, Button, LinkButton } from '@marquee/ui-kit';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type CardQuery, type LookupOutcome, lookupCard, workerSolver } from './card-lookup';
import '../../components/page-title/page-title.css';
import './cards.css';

/** The not-found error of a page its flag turns off (the gift card pages without `giftCardEnabled`). */
export function pageNotFound(page: Pick<PageInfo, 'url'>): ApiError {
  return new ApiError('not-found', page.url.pathname, 404, 'page turned off on this site');
}

/** What a card not found, and a card number that cannot be one, say, by the kind of card looked up. */
const ABSENT_TEXTS: Readonly<Record<CardQuery['kind'], TextKey<'catalogue'>>> = {
  voucher: 'cards.errors.absent.voucher',
  giftcard: 'cards.errors.absent.giftcard',
};
const INVALID_TEXTS: Readonly<Record<CardQuery['kind'], TextKey<'catalogue'>>> = {
  voucher: 'cards.errors.invalid.voucher',
  giftcard: 'cards.errors.invalid.giftcard',
};

/** The text of an outcome that is not a card: the message the warning alert carries (ERR-09). */
export function outcomeMessageKey(
  outcome: Exclude<LookupOutcome, { status: 'found' }>,
  query: CardQuery,
): TextKey<'catalogue'> {
  switch (outcome.status) {
    case 'absent':
      return outcome.resultCode === 2 ? 'cards.errors.expired' : ABSENT_TEXTS[query.kind];
    case 'invalid':
      return INVALID_TEXTS[query.kind];
    case 'challenge':
      return 'cards.errors.challenge';
    case 'too-many':
      return 'cards.errors.tooMany';
    default:
      return 'cards.errors.unavailable';
  }
}

/** A page's intro: title and lead. */
export function CardsIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="catalogue-cards__intro">
      <h1 className="catalogue-page-title">{title}</h1>
      <p className="catalogue-page-lead">{lead}</p>
      {children}
    </header>
  );
}

/**
 * The voucher / gift-card / contact buttons (FLAG-47..49: `useVoucherButtonDisplayed`,
 * `useGiftCardButtonDisplayed`, `voucherContactUsButtonDisplayed`). A voucher or gift card is
 * spent when booking: each button leads to the films to book, or to the site's own checker and
 * gift card page where those exist; contact leads to the help centre.
 */
export function CardActions({ page, exclude }: { page: PageInfo; exclude?: 'Voucher' | 'GiftCard' }) {
  const { t } = useTranslation('catalogue');
  const { flags } = page;
  const buttons: { key: string; href: string; label: string; variant: 'yellow-button' | 'black-button' }[] = [];
  if (flags.useVoucherButtonDisplayed && exclude !== 'Voucher')
    buttons.push({
      key: 'voucher',
      href: flags.voucherCheckerEnabled ? page.href('Voucher') : page.href('ShowsBook'),
      label: t('cards.actions.useVoucher'),
      variant: 'yellow-button',
    });
  if (flags.useGiftCardButtonDisplayed && exclude !== 'GiftCard')
    buttons.push({
      key: 'giftcard',
      href: flags.giftCardEnabled ? page.href('GiftCard') : page.href('ShowsBook'),
      label: t('cards.actions.useGiftCard'),
      variant: 'black-button',
    });
  if (flags.voucherContactUsButtonDisplayed)
    buttons.push({
      key: 'contact',
      href: page.href('FaqHome'),
      label: t('cards.actions.contact'),
      variant: 'black-button',
    });
  if (buttons.length === 0) return null;
  return (
    <nav className="catalogue-cards__actions" aria-label={t('cards.actions.title')} data-card-actions="">
      {buttons.map((button) => (
        <LinkButton key={button.key} href={button.href} variant={button.variant} data-card-action={button.key}>
          {button.label}
        </LinkButton>
      ))}
    </nav>
  );
}

/** A found card's details (resultCode 0): its kind, number, seats or balance, and end of validity. */
function CardDetails({ outcome, page }: { outcome: Extract<LookupOutcome, { status: 'found' }>; page: PageInfo }) {
  const { t } = useTranslation('catalogue');
  const { card } = outcome;
  return (
    <section className="catalogue-cards__result" aria-labelledby="card-result-title" data-card-found={card.type}>
      <p className="catalogue-cards__result-kicker">{t('cards.result.valid')}</p>
      <h2 id="card-result-title" className="catalogue-cards__result-title">
        {card.label}
      </h2>
      <dl className="catalogue-cards__facts">
        <div>
          <dt>{t('cards.result.number')}</dt>
          <dd className="catalogue-cards__mono">{card.number}</dd>
        </div>
        {card.places !== null ? (
          <div>
            <dt>{t('cards.result.places')}</dt>
            <dd>{t('cards.result.placesValue', { count: card.places })}</dd>
          </div>
        ) : null}
        {card.balance !== null ? (
          <div>
            <dt>{t('cards.result.balance')}</dt>
            <dd className="catalogue-cards__balance">
              {formatPrice(card.balance, { language: page.language, currency: card.currency })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cards.result.expires')}</dt>
          <dd>{page.format.date(card.expiresOn)}</dd>
        </div>
      </dl>
      <LinkButton href={page.href('ShowsBook')} variant="yellow-button">
        {t('cards.result.book')}
      </LinkButton>
    </section>
  );
}

interface Field {
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly inputMode: 'text' | 'numeric';
  readonly autoComplete: string;
  readonly maxLength: number;
}

/**
 * A lookup form (voucher: one code; gift card: number and PIN). The lookup runs on submit: the
 * anti-robot challenge is solved in a Web Worker, the answer is never cached, and whatever is
 * not a card shows the warning alert `voucher-error-alert` with its message (ERR-07..09).
 */
export function CardLookupForm({
  page,
  fields,
  submitLabel,
  toQuery,
}: {
  page: PageInfo;
  fields: readonly Field[];
  submitLabel: string;
  toQuery: (values: Readonly<Record<string, string>>) => CardQuery;
}) {
  const { t } = useTranslation('catalogue');
  const formId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [state, setState] = useState<
    { status: 'idle' } | { status: 'checking' } | { status: 'done'; outcome: LookupOutcome; query: CardQuery }
  >({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const query = toQuery(values);
    setState({ status: 'checking' });
    try {
      const outcome = await lookupCard(page.api, query, workerSolver, current.signal);
      if (!current.signal.aborted) setState({ status: 'done', outcome, query });
    } catch {
      // Aborted: a newer lookup or leaving the page; nothing to show.
    }
  };
  const checking = state.status === 'checking';
  const failed = state.status === 'done' && state.outcome.status !== 'found' ? state.outcome : null;

  return (
    <div className="catalogue-cards__lookup">
      <form className="catalogue-cards__form" onSubmit={onSubmit} noValidate aria-busy={checking}>
        {fields.map((field) => (
          <div key={field.name} className="catalogue-cards__field">
            <label htmlFor={`${formId}-${field.name}`}>{field.label}</label>
            <input
              id={`${formId}-${field.name}`}
              name={field.name}
              className="catalogue-cards__input"
              type="text"
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={field.maxLength}
              required
              aria-describedby={`${formId}-${field.name}-hint`}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues((previous) => ({ ...previous, [field.name]: event.target.value }))}
            />
            <p id={`${formId}-${field.name}-hint`} className="catalogue-cards__hint">
              {field.hint}
            </p>
          </div>
        ))}
        <Button type="submit" variant="yellow-button" loading={checking}>
          {checking ? t('cards.lookup.checking') : submitLabel}
        </Button>
      </form>
      <div className="catalogue-cards__outcome" aria-live="polite">
        {checking ? <p className="catalogue-cards__checking">{t('cards.lookup.checkingLong')}</p> : null}
        {state.status === 'done' && state.outcome.status === 'found' ? (
          <CardDetails outcome={state.outcome} page={page} />
        ) : null}
      </div>
      {failed && state.status === 'done' ? (
        <AlertBanner
          level="warning"
          className="voucher-error-alert"
          title={t(outcomeMessageKey(failed, state.query))}
          subtitle={t('cards.errors.help')}
        />
      ) : null}
    </div>
  );
}
