import { localize } from '../lib/text';
import { passPrice } from '../pricing';
import type { DocRow } from '../rows';
import type { ViewCtx } from './context';

/** An e-card (its price is data of the card). */
export function ecardView(d: DocRow, ctx: ViewCtx) {
  const x = localize<{ title: string; places: number; price: number; initialPrice: number; currency: string }>(
    d.data,
    ctx.r.lang,
  );
  return {
    title: x.title,
    image: `/api/media/card/${d.slug}.svg`,
    price: x.price,
    initialPrice: x.initialPrice,
    currency: x.currency,
    placesCount: x.places,
    tunnelUrl: `/api/booking/ecard-${d.slug}`,
    national: true,
    highlightMessage: x.places === 5 ? ctx.text('ecard.bestValue') : null,
  };
}

/** An e-card type of the CMS list (`index`: its place). */
export function ecardTypeView(d: DocRow, index: number, ctx: ViewCtx) {
  const x = localize<{ title: string; places: number }>(d.data, ctx.r.lang);
  return { typeId: index + 1, label: x.title, terms: ctx.text('ecard.terms', { places: x.places }) };
}

/** The cinema pass page: its promotion, the partner cinemas and the passes with their prices. */
export function cinepassView(partnerCinemas: string[], ctx: ViewCtx) {
  const site = ctx.r.site;
  return {
    maintenance: false,
    promotion: { title: ctx.text('cinepass.promotion.title'), description: ctx.text('cinepass.promotion.description') },
    partnerCinemas,
    items: (['solo', 'duo'] as const).map((kind) => ({
      label: kind === 'solo' ? 'Solo' : 'Duo',
      price: passPrice(site, kind),
      image: `/api/media/card/pass-${kind}.svg`,
      legend: ctx.text('pass.perMonth'),
    })),
  };
}

/** The subscription offers of a catalogue, with their options. */
export function subscriptionOffersView(catalog: string, ctx: ViewCtx) {
  const site = ctx.r.site;
  const cur = ctx.site.currency;
  const options = [
    {
      id: 'plus-one',
      label: ctx.text('subscription.option.plus-one'),
      price: passPrice(site, 'guest'),
      maxQuantity: 4,
    },
    {
      id: 'premium',
      label: ctx.text('subscription.option.premium'),
      price: passPrice(site, 'premiumHalls'),
      maxQuantity: 1,
    },
  ];
  const offer = (id: 'solo' | 'duo' | 'student', title: string, withOptions: boolean) => ({
    id,
    catalog,
    title,
    description: ctx.text(`subscription.${id}.description`),
    price: passPrice(site, id),
    currency: cur,
    period: 'month' as const,
    subscribeUrl: `/api/booking/subscription-${id}`,
    options: withOptions ? options : [],
  });
  return {
    maintenance: false,
    catalog,
    offers: [
      offer('solo', 'Solo', true),
      offer('duo', 'Duo', true),
      offer('student', ctx.text('subscription.student.title'), false),
    ],
  };
}
