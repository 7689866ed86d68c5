import type { Cinema, CinemaDetail } from '@marquee/domain-models';
import { localize, pickText } from '../lib/text';
import { CONCESSION_LABELS, cinemaComplements, passPrice, perSeatPrice, pricingOf } from '../pricing';
import type { CinemaRow, CityRow, DocRow } from '../rows';
import type { ViewCtx } from './context';

/** A cinema as listed; `nearby` is the nearest other cinema of its site within 15 km, if any. */
export function cinemaView(c: CinemaRow, nearby: CinemaRow | undefined, ctx: ViewCtx): Cinema {
  const lang = ctx.r.lang;
  const city = pickText(c.city, lang);
  const seats = c.hallRows.reduce((sum, h) => sum + h.seats, 0);
  return {
    slug: c.slug,
    vistaRef: c.vistaRef,
    name: c.name,
    city,
    citySlug: c.citySlug,
    gpsPosition: { x: c.lon, y: c.lat },
    addressLine1: c.addressLine1,
    addressLine2: null,
    addressZip: c.addressZip,
    addressCity: city,
    address: { city, postalCode: c.addressZip },
    tags: c.tags,
    description: pickText(c.description.$t, lang),
    disabledServices: c.disabledServices,
    backdrop: `/api/media/cinema/${c.slug}.svg`,
    statistics: { seats, halls: c.hallRows.length },
    mapsUrl: `https://www.openstreetmap.org/?mlat=${c.lat}&mlon=${c.lon}#map=17/${c.lat}/${c.lon}`,
    services: c.services.map((s) => ({
      slug: s,
      label: ctx.text(`service.${s}`, undefined, s),
      description: ctx.text(`service.${s}.description`, undefined, s),
      image: `/api/media/icon/${s}.svg`,
    })),
    sessionsNearby: nearby ? { cinema: nearby.slug, wording: ctx.text('cinema.nearby', { name: nearby.name }) } : null,
    seo: {
      title: `${c.name} - ${city}`,
      description: pickText(c.description.$t, lang).slice(0, 160),
    },
    redirectSlug: null,
  };
}

/** What a cinema's page shows beyond the cinema: its neighbours, the site's e-cards and the pushes naming it. */
export interface CinemaDetailFacts {
  nearest: CinemaRow | undefined;
  nearbyCinemas: { slug: string; name: string; distanceKm: number }[];
  nearbyCities: CityRow[];
  ecards: DocRow[];
  pushes: DocRow[];
}

interface EcardDoc {
  title: string;
  price: number;
  places: number;
}
interface PushDoc {
  title: string;
  date: string | null;
  cta: { label: string; url: string };
  contentTag: string;
  goal: string;
  description: string;
  backgroundColor: string;
}

/** A cinema's details. */
export function cinemaDetailView(c: CinemaRow, facts: CinemaDetailFacts, ctx: ViewCtx): CinemaDetail {
  const { lang } = ctx.r;
  const base = cinemaView(c, facts.nearest, ctx);
  const pricing = pricingOf(c);
  const l = (key: string) => ctx.text(key);
  const pass = (kind: 'solo' | 'duo') => ({
    label: l(`cinema.pass.${kind}`),
    price: passPrice(c.site, kind),
    image: `/api/media/card/pass-${kind}.svg`,
    legend: l('pass.perMonth'),
  });
  return {
    ...base,
    halls: c.hallRows.map((h) => ({
      name: h.name,
      seats: h.seats,
      tags: h.tags,
      accessibleSeats: Math.max(2, Math.round(h.seats / 60)),
    })),
    cinepass: [pass('solo'), pass('duo')],
    ecards: facts.ecards.map((d) => {
      const e = localize<EcardDoc>(d.data, lang);
      return {
        label: e.title,
        singleTtcAmount: perSeatPrice(e.price, e.places),
        ttcAmount: e.price,
        image: `/api/media/card/${d.slug}.svg`,
        imageAlt: e.title,
        refCmd: `/api/booking/ecard-${d.slug}`,
        highlightMessage: null,
      };
    }),
    nearbyCinemas: facts.nearbyCinemas,
    nearbyCities: facts.nearbyCities.map((city) => ({ slug: city.slug, name: pickText(city.name, lang) })),
    itinerary: {
      publicTransport: l('cinema.itinerary.publicTransport'),
      car: `${c.addressLine1}, ${c.addressZip}`,
      parking: c.services.includes('parking') ? l('cinema.itinerary.parking') : l('cinema.itinerary.publicParking'),
    },
    pricing: {
      prices: (['full', 'student', 'under14', 'senior'] as const).map((kind, i) => ({
        label: pickText(CONCESSION_LABELS[kind], lang),
        amount: kind === 'full' ? pricing.fullPrice : pricing.concessions[kind],
        currency: pricing.currency,
        termsIndex: i === 0 ? null : i,
      })),
      complements: cinemaComplements(c, lang),
      terms: [l('cinema.terms.student'), l('cinema.terms.age'), l('cinema.terms.senior')],
      globalTerms: l('cinema.terms.vat'),
    },
    pushes: facts.pushes.map((d) => {
      const p = localize<PushDoc>(d.data, lang);
      return {
        title: p.title,
        date: p.date,
        cta: { label: p.cta.label, url: p.cta.url },
        backdrop: `/api/media/article/${d.slug}.svg`,
        contentTag: p.contentTag,
        goal: p.goal,
        description: p.description,
        backgroundColor: p.backgroundColor,
      };
    }),
    cinemaWeekOffset: 3,
    tracking: { citySlug: c.citySlug, cinemaSlug: c.slug },
    premium: c.premium,
    cinemaPremium: c.hallRows
      .flatMap((h) => h.tags)
      .filter((t) => t === 'premium' || t === 'imax' || t === 'dolby-cinema'),
    accessibilityDescription: pickText(c.accessibility.$t, lang),
    // the site's accessibility directory (site configuration; the cinema is the request's site's)
    accesLibreUrl: ctx.site.accessibilityDirectoryUrl?.replace('{name}', () => encodeURIComponent(c.name)) ?? null,
    image: { url: base.backdrop, alt: c.name },
  };
}
