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

const CUR: Record<string, string> = {
  fr: 'EUR',
  be: 'EUR',
  nl: 'EUR',
  ch: 'CHF',
  tn: 'TND',
  sn: 'XOF',
  ci: 'XOF',
  ma: 'MAD',
};

export const CARDS: CardRecord[] = Object.entries(CUR).flatMap(([site, currency], i) => [
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
]);
