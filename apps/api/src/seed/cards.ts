import { SITES } from './sites';

/** Voucher and gift-card records the lookups answer from. */
export interface CardRecord {
  number: string;
  pin: string | null;
  site: string;
  type: 'voucher' | 'giftcard';
  label: string;
  balance: number | null;
  currency: string;
  places: number | null;
  expiresOn: string;
}

/** The sites with cards, in the order their numbers were given; each card in its site's currency (seed/sites.ts). */
const CARD_SITES = ['fr', 'be', 'nl', 'ch', 'tn', 'sn', 'ci', 'ma'] as const;

export const CARDS: CardRecord[] = CARD_SITES.flatMap((site, i) => {
  const currency = SITES[site]?.currency;
  if (!currency) throw new Error(`seed/cards: no site ${site} in seed/sites.ts`);
  return [
    {
      number: `VCH${site.toUpperCase()}0001`,
      pin: null,
      site,
      type: 'voucher' as const,
      label: 'Cinema voucher - 1 seat',
      balance: null,
      currency,
      places: 1,
      expiresOn: '2099-12-31',
    },
    {
      number: `VCH${site.toUpperCase()}0002`,
      pin: null,
      site,
      type: 'voucher' as const,
      label: 'Cinema voucher - 5 seats',
      balance: null,
      currency,
      places: 5,
      expiresOn: '2099-12-31',
    },
    {
      number: `VCH${site.toUpperCase()}0099`,
      pin: null,
      site,
      type: 'voucher' as const,
      label: 'Expired voucher',
      balance: null,
      currency,
      places: 1,
      expiresOn: '2020-01-31',
    },
    {
      number: `60000000000${i}001`,
      pin: '1234',
      site,
      type: 'giftcard' as const,
      label: 'Gift card',
      balance: 50,
      currency,
      places: null,
      expiresOn: '2099-12-31',
    },
    {
      number: `60000000000${i}002`,
      pin: '9876',
      site,
      type: 'giftcard' as const,
      label: 'Gift card',
      balance: 0,
      currency,
      places: null,
      expiresOn: '2099-12-31',
    },
  ];
});
