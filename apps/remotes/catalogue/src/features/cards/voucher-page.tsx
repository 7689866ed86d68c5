import { useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { CardActions, CardLookupForm, CardsIntro } from './card-parts';
import { type VoucherData, voucherHead } from './voucher-head';

/**
 * The voucher checker (`/voucher`, ROUTE-47: routed only where `voucherCheckerEnabled` is on;
 * CAT-73, CAT-74, ERR-07..09). Not for search engines: a lookup page.
 */
function VoucherPage({ page }: PageProps<VoucherData>) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="catalogue-cards" data-page="voucher">
      <CardsIntro title={t('cards.voucher.title')} lead={t('cards.voucher.lead')} />
      <CardLookupForm
        page={page}
        fields={[
          {
            name: 'code',
            label: t('cards.voucher.code'),
            hint: t('cards.voucher.codeHint'),
            inputMode: 'text',
            autoComplete: 'off',
            maxLength: 64,
          },
        ]}
        submitLabel={t('cards.voucher.submit')}
        toQuery={(values) => ({ kind: 'voucher', code: values.code ?? '' })}
      />
      <CardActions page={page} exclude="Voucher" />
    </div>
  );
}

export const voucherPage = definePage<VoucherData>({
  loader: async () => ({}),
  Component: VoucherPage,
  head: voucherHead,
});
