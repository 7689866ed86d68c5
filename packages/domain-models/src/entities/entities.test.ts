import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ArticleItemSchema,
  ClientSchema,
  EcardTypeListSchema,
  IdentitySessionSchema,
  SubscriptionSchema,
  ZoneDetailSchema,
  ArticleSchema,
  EcardSchema,
  ExperienceGroupSchema,
  ExperienceSchema,
  FaqArticleSchema,
  FaqCategorySchema,
  parseLocatorCookie,
  MasterTemplateSchema,
  OffersPageSchema,
  PromotionItemSchema,
  PromotionSchema,
  SearchHistoryItemSchema,
  SeasonDetailSchema,
  SeasonSchema,
  ShowSchema,
  SpecialShowtimeDetailsSchema,
  TagSchema,
  TemporaryOfferSchema,
  VersionSchema,
  VideoSchema,
} from '../index';

/** The top-level fields of an object schema. */
const fieldsOf = (schema: { entries: Record<string, unknown> }) => Object.keys(schema.entries);

// Each entity of section 3 carries the fields the spec lists (names as the spec writes them;
// "headline/teaser" and similar alternatives name the field we kept).
const ENTITIES: [string, { entries: Record<string, unknown> }, string[]][] = [
  [
    'ENT-07 Show (shell use)',
    ShowSchema,
    [
      'title',
      'showRef',
      'genres',
      'duration',
      'poster',
      'backgroundPath',
      'contentRating',
      'directors',
      'actors',
      'feelings',
      'releases',
      'isNew',
      'tracking',
    ],
  ],
  [
    'ENT-10 Showtime special details',
    SpecialShowtimeDetailsSchema,
    [
      'titleScreening',
      'titleShowtimeDetails',
      'descriptionShowtimeDetails',
      'source',
      'highlightedTitle',
      'color',
      'backgroundColor',
      'pictoBanner',
      'specialShowtimeCinema',
    ],
  ],
  [
    'ENT-11 Tag / experience',
    TagSchema,
    [
      'slug',
      'title',
      'isPremium',
      'isVersionFilter',
      'isCinemaFlag',
      'isCinemaFilter',
      'isShowFilter',
      'isGpxp',
      'isShowFlag',
      'isBadgePublished',
      'hasBadge',
      'badgeTitle',
      'badgeDescription',
      'badgeImage',
      'iconShowTime',
      'filterOrder',
      'upsellOrder',
      'upsellText',
      'upsellBackdropUrl',
      'tagCategory',
      'tagCategoryOrder',
      'accessibilityDescription',
      'ctaUrl',
      'highlighted',
      'thumbnailTitle',
      'modalTitle',
      'modalDescription',
      'pictoBanner',
      'pictoImage',
      'labelFlagColor',
      'backgroundFlagColor',
      'tooltip',
    ],
  ],
  ['ENT-12 Version', VersionSchema, ['slug', 'label', 'description']],
  [
    'ENT-13 Experience',
    ExperienceSchema,
    ['title', 'backdrop', 'logo', 'teaser', 'details', 'video', 'services', 'redirectSlug', 'technologies'],
  ],
  ['ENT-13 Experience group', ExperienceGroupSchema, ['slug', 'title']],
  ['ENT-14 Video', VideoSchema, ['externalId', 'isMain', 'language', 'title', 'snapshot', 'videoType']],
  [
    'ENT-15 Promotion item',
    PromotionItemSchema,
    ['title', 'position', 'teaser', 'tags', 'type', 'backdropUrl', 'ctaLabel', 'ctaUrl', 'ctaType', 'ctaBlank'],
  ],
  [
    'ENT-16 ENT-17 ENT-18 Article (news, event, offer, experience)',
    ArticleSchema,
    [
      'slug',
      'title',
      'type',
      'headline',
      'teaser',
      'content',
      'image',
      'thumbnail',
      'releaseDate',
      'author',
      'redirectSlug',
      'trackingSlug',
      'featuredShow',
      'display',
      'date',
      'cta',
      'cinemas',
      'guest',
    ],
  ],
  [
    'ENT-19 ENT-20 News page push and offers list item',
    ArticleItemSchema,
    ['slug', 'type', 'title', 'teaser', 'releaseDate', 'thumbnail', 'image', 'imageAlt', 'flag', 'cinemas', 'national'],
  ],
  [
    'ENT-21 Offers page header',
    OffersPageSchema,
    [
      'title',
      'subtitle',
      'description',
      'restriction',
      'cta',
      'ctaInfo',
      'logo',
      'backdrop',
      'mobileBackdrop',
      'blockOrder',
    ],
  ],
  [
    'ENT-22 Offers promotion',
    PromotionSchema,
    [
      'title',
      'subtitle',
      'description',
      'restriction',
      'cta',
      'ctaInfo',
      'picture',
      'mobilePicture',
      'label',
      'labelColor',
    ],
  ],
  [
    'ENT-23 Temporary offer',
    TemporaryOfferSchema,
    ['title', 'subtitle', 'price', 'initialPrice', 'ordering', 'cta', 'picture'],
  ],
  [
    'ENT-24 Season',
    SeasonSchema,
    [
      'slug',
      'title',
      'type',
      'subtitle',
      'poster',
      'price',
      'initialPrice',
      'active',
      'cta',
      'description',
      'backdrop',
      'redirectSlug',
    ],
  ],
  ['ENT-24 Season details', SeasonDetailSchema, ['details']],
  [
    'ENT-25 E-card (legacy)',
    EcardSchema,
    ['title', 'image', 'price', 'initialPrice', 'placesCount', 'tunnelUrl', 'national', 'highlightMessage'],
  ],
  [
    'ENT-27 FAQ article',
    FaqArticleSchema,
    ['id', 'slug', 'title', 'category', 'teaser', 'content', 'publicationDate', 'agentforce'],
  ],
  ['ENT-28 FAQ category', FaqCategorySchema, ['title', 'description']],
  [
    'ENT-30 Master template',
    MasterTemplateSchema,
    ['header', 'explanation', 'mosaic', 'listing', 'mobileApp', 'cinemas', 'shows', 'labels', 'guest'],
  ],
  ['ENT-41 Search history item', SearchHistoryItemSchema, ['title', 'subtitle', 'url', 'route']],
];

describe('ENT-07 ENT-10..25 ENT-27 ENT-28 ENT-30 ENT-41 entities of section 3 carry their fields', () => {
  for (const [name, schema, fields] of ENTITIES) {
    it(`${name} has ${fields.join(', ')}`, () => {
      expect(fieldsOf(schema)).toEqual(expect.arrayContaining(fields));
    });
  }

  it('ENT-26 the new e-card list items carry typeId, label and terms', () => {
    expect(
      v.parse(EcardTypeListSchema, [{ typeId: 5, label: 'E-card 5 places', terms: 'Valable un an.' }]),
    ).toHaveLength(1);
    expect(v.safeParse(EcardTypeListSchema, [{ typeId: 5, label: 'x' }]).success).toBe(false);
  });

  it('ENT-34 a client subscription has currentPlan, eligible changes and re-subscription, addon change, downgrade', () => {
    const subscription = ClientSchema.entries.subscription.wrapped;
    expect(fieldsOf(subscription)).toEqual(
      expect.arrayContaining([
        'currentPlan',
        'eligibleChanges',
        'eligibleReSubscription',
        'eligibleForAddonChange',
        'downgrade',
      ]),
    );
  });

  it('ENT-45 zone data maps show slugs to dates', () => {
    const zone = v.parse(ZoneDetailSchema, {
      id: 'fr-1',
      name: 'France',
      country: 'fr',
      dates: { 'petite-comete': '2026-12-02', rare: '1900-01-01' },
    });
    expect(zone.dates['petite-comete']).toBe('2026-12-02');
    expect(v.safeParse(ZoneDetailSchema, { id: 'x', name: 'x', country: 'fr', dates: { a: 'soon' } }).success).toBe(
      false,
    );
  });

  it('ENT-38 an identity session carries the tokens, scope, audience, lifetime and claims with org_id', () => {
    const session = v.parse(IdentitySessionSchema, {
      id_token: 'a.b.c',
      access_token: 'd.e.f',
      refresh_token: 'r',
      scope: 'openid profile offline_access',
      audience: 'https://api.marquee',
      expires_in: 3600,
      claims: { sub: 'client-1', org_id: 'org-fr', email: 'a@b.fr' },
    });
    expect(session.claims.org_id).toBe('org-fr');
    expect(v.safeParse(IdentitySessionSchema, { ...session, expires_in: -1 }).success).toBe(false);
  });

  it('ENT-42 the subscription area: maintenance, promotion, partner cinemas, offers with option quantities, current shows', () => {
    const area = {
      maintenance: false,
      promotion: { title: '-20 %', description: 'First month' },
      partnerCinemas: ['marquee-opera-paris'],
      offers: [{ id: 'pass', options: [{ id: 'plus-one', quantity: 0 }] }],
      currentShows: ['petite-comete'],
    };
    expect(v.parse(SubscriptionSchema, area)).toEqual(area);
    expect(
      v.safeParse(SubscriptionSchema, { ...area, offers: [{ id: 'pass', options: [{ id: 'x', quantity: -1 }] }] })
        .success,
    ).toBe(false);
  });

  it('ENT-39 the locator cookie has a type (canonical kinds; around and fav as aliases) and a value', () => {
    expect(parseLocatorCookie({ type: 'around', value: '48.85,2.35' })).toEqual({
      type: 'position',
      value: '48.85,2.35',
    });
    expect(parseLocatorCookie({ type: 'fav', value: 'marquee-opera' })?.type).toBe('favorite');
    expect(parseLocatorCookie({ type: 'city', value: 'lyon', extra: 1 })).toEqual({ type: 'city', value: 'lyon' });
    expect(parseLocatorCookie({ type: 'planet', value: 'mars' })).toBeNull();
    expect(parseLocatorCookie({ type: 'toString', value: 'x' })).toBeNull();
    expect(parseLocatorCookie({ type: 'cinema', value: '' })).toBeNull();
    expect(parseLocatorCookie({ type: 'cinema', value: 42 })).toBeNull();
    expect(parseLocatorCookie({ value: 'lyon' })).toBeNull();
    expect(parseLocatorCookie('city:lyon')).toBeNull();
    expect(parseLocatorCookie(null)).toBeNull();
  });
});
