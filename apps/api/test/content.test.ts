import {
  AlertListSchema,
  ApiErrorSchema,
  ArticleListSchema,
  ArticleSchema,
  ChatAvailabilitySchema,
  CinepassSchema,
  EcardListSchema,
  EcardTypeListSchema,
  ExperienceGroupSchema,
  ExperienceListSchema,
  ExperienceSchema,
  FaqArticleSchema,
  FaqCategorySchema,
  FooterSchema,
  MasterTemplateListSchema,
  MasterTemplateSchema,
  OffersPageSchema,
  PromotionItemListSchema,
  PromotionListSchema,
  ScheduleSchema,
  SeasonDetailSchema,
  SeasonListSchema,
  ShowListSchema,
  SubscriptionOffersSchema,
  TagListSchema,
  TagSchema,
  TemporaryOfferListSchema,
  TranslateSchema,
  VersionListSchema,
  VodSchema,
  YoutubeLatestSchema,
  ZoneDetailSchema,
  SearchAnswerSchema,
  ZoneListSchema,
} from '@marquee/domain-models';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectShape, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const FeaturedSchema = v.object({
  type: v.string(),
  items: PromotionItemListSchema.entries.items,
  articles: ArticleListSchema.entries.items,
  shows: ShowListSchema.entries.shows,
});

// [requirement ids, path, schema, site]
const CONTRACTS: [string, string, v.GenericSchema, string][] = [
  ['API-13 ENT-32', '/api/alerts', AlertListSchema, 'fr'],
  ['API-14 ENT-15', '/api/native-ad', PromotionItemListSchema, 'fr'],
  ['API-19 ENT-42', '/api/cinepass', CinepassSchema, 'fr'],
  ['API-20 ENT-06', '/api/cinepass/current-shows', ShowListSchema, 'fr'],
  ['API-23 ENT-25', '/api/ecards', EcardListSchema, 'be'],
  ['API-24 ENT-24', '/api/events', SeasonListSchema, 'fr'],
  ['API-25 ENT-24', '/api/event/opera-season', SeasonDetailSchema, 'fr'],
  ['API-26', '/api/event/opera-season/shows', ScheduleSchema, 'fr'],
  ['API-31 ENT-13', '/api/gpxp', ExperienceListSchema, 'fr'],
  ['API-32 ENT-13', '/api/gpxp/imax', ExperienceSchema, 'fr'],
  ['API-33', '/api/gpxp/imax/shows', ScheduleSchema, 'fr'],
  ['API-34 ENT-11', '/api/technologies', TagListSchema, 'fr'],
  ['API-35 ENT-13', '/api/experience-group/technologies', ExperienceGroupSchema, 'fr'],
  ['API-36', '/api/master-template/pages', MasterTemplateListSchema, 'fr'],
  ['API-37 ENT-30', '/api/master-template/page/accessibility', MasterTemplateSchema, 'fr'],
  ['API-38', '/api/master-template/page/accessibility/translate', TranslateSchema, 'fr'],
  ['API-39 ENT-19', '/api/news', ArticleListSchema, 'fr'],
  ['API-40 ENT-16', '/api/news/summer-of-cinema', ArticleSchema, 'fr'],
  ['API-41', '/api/news/summer-of-cinema/translate', TranslateSchema, 'be'],
  ['API-42 ENT-21', '/api/offers/page', OffersPageSchema, 'fr'],
  ['API-43 ENT-20', '/api/news-offers', ArticleListSchema, 'fr'],
  ['API-44 ENT-22', '/api/offers/promotion', PromotionListSchema, 'fr'],
  ['API-45 ENT-23', '/api/offers/temporary', TemporaryOfferListSchema, 'fr'],
  ['API-46 ENT-16 ENT-17', '/api/offer/student-price', ArticleSchema, 'fr'],
  ['API-47', '/api/offer/student-price/translate', TranslateSchema, 'fr'],
  ['API-48 ENT-16 ENT-18', '/api/article/imax-explained', ArticleSchema, 'fr'],
  ['API-49', '/api/article/imax-explained/translate', TranslateSchema, 'fr'],
  ['API-50', '/api/featured?type=shows', FeaturedSchema, 'fr'],
  ['API-53', '/api/vod', VodSchema, 'fr'],
  ['API-57 ENT-11', '/api/tags', TagListSchema, 'fr'],
  ['API-58 ENT-12', '/api/versions', VersionListSchema, 'fr'],
  ['API-59 ENT-14', '/api/youtube/latest', YoutubeLatestSchema, 'fr'],
  ['API-60', '/api/zone', ZoneListSchema, 'fr'],
  ['API-61 ENT-45', '/api/zone/FR', ZoneDetailSchema, 'fr'],
  ['API-63 ENT-31', '/api/footer', FooterSchema, 'fr'],
  ['API-65 ENT-27', '/api/faq/article/slug/how-do-i-use-a-voucher', FaqArticleSchema, 'fr'],
  ['API-66 ENT-27', '/api/faq/article/id/101', FaqArticleSchema, 'fr'],
  ['API-67 ENT-28', '/api/faq/category/3', FaqCategorySchema, 'fr'],
  ['API-68 ENT-15', '/api/permanent-autopromo', PromotionItemListSchema, 'fr'],
  ['API-69', '/api/cms/1.0.0/subscription/subscription-offers?catalog=default', SubscriptionOffersSchema, 'ch'],
  ['API-70 ENT-26', '/api/cms/1.0.0/ecards', EcardTypeListSchema, 'nl'],
  ['API-83', '/api/seasons', SeasonListSchema, 'ch'],
  ['API-83', '/api/season/concerts', SeasonDetailSchema, 'ch'],
  ['API-83', '/api/pushes/header', PromotionItemListSchema, 'fr'],
  ['API-83', '/api/pushes/home', PromotionItemListSchema, 'fr'],
  ['API-83', '/api/autopromos', PromotionItemListSchema, 'fr'],
  ['API-83', '/api/experiences', ExperienceListSchema, 'fr'],
  ['API-83', '/api/offers', ArticleListSchema, 'fr'],
  ['API-90', '/api/chat/availability', ChatAvailabilitySchema, 'fr'],
  ['ENT-11', '/api/tag/imax', TagSchema, 'fr'],
];

describe('content calls answer the shared schemas', () => {
  for (const [ids, path, schema, site] of CONTRACTS) {
    it(`${ids} GET ${path} (${site})`, async () => {
      await expectShape(await t.get(path, site), schema);
    });
  }
});

describe('content behaviour', () => {
  it('API-02 texts follow the language parameter, in each language the site offers', async () => {
    const fr = await expectShape(await t.get('/api/news/summer-of-cinema?language=fr', 'be'), ArticleSchema);
    const nl = await expectShape(await t.get('/api/news/summer-of-cinema?language=nl', 'be'), ArticleSchema);
    const en = await expectShape(await t.get('/api/news/summer-of-cinema', 'be'), ArticleSchema);
    expect(new Set([fr.title, nl.title, en.title]).size).toBe(3);
    expect(en.title).toBe('The summer of cinema is back');
  });

  it('API-02 FAQ, tags and versions are written in every language a site offers', async () => {
    const texts = async (site: string, lang: string) => {
      const faq = await expectShape(await t.get(`/api/faq/article/id/101?language=${lang}`, site), FaqArticleSchema);
      const tags = await expectShape(await t.get(`/api/tags?language=${lang}`, site), TagListSchema);
      const versions = await expectShape(await t.get(`/api/versions?language=${lang}`, site), VersionListSchema);
      return [faq.title, faq.teaser, tags.tags[0]?.description, versions.versions[0]?.description];
    };
    const de = await texts('ch', 'de');
    const en = await texts('ch', 'en');
    const fr = await texts('ch', 'fr');
    const nl = await texts('be', 'nl');
    for (let i = 0; i < en.length; i++) expect(new Set([de[i], en[i], fr[i], nl[i]]).size).toBe(4);
  });

  it('CAT-02 a renamed season answers under its former slug with the new slug as redirectSlug; the current slug has none', async () => {
    const former = await expectShape(await t.get('/api/season/opera-live-season'), SeasonDetailSchema);
    expect(former).toMatchObject({ slug: 'opera-season', redirectSlug: 'opera-season' });
    const viaEvent = await expectShape(await t.get('/api/event/opera-live-season'), SeasonDetailSchema);
    expect(viaEvent.redirectSlug).toBe('opera-season');
    const current = await expectShape(await t.get('/api/season/opera-season'), SeasonDetailSchema);
    expect(current.redirectSlug).toBeNull();
    await expectShape(await t.get('/api/season/opera-live-season/shows'), ScheduleSchema);
  });

  it('API-33 CAT-53 an experience schedules only its own showtimes, in the cinemas that offer it', async () => {
    const imax = await expectShape(await t.get('/api/gpxp/imax'), ExperienceSchema);
    const day = await expectShape(await t.get('/api/gpxp/imax/shows'), ScheduleSchema);
    const showtimes = day.shows.flatMap((show) => show.cinemas.flatMap((cinema) => cinema.showtimes));
    expect(showtimes.length).toBeGreaterThan(0);
    for (const showtime of showtimes) expect(showtime.tags).toContain('imax');
    for (const show of day.shows) for (const cinema of show.cinemas) expect(imax.cinemas).toContain(cinema.cinemaSlug);
    expect(imax.video?.videoType).toBe('S3');
  });

  it('API-35 CAT-56 an experience group lists its own experiences and only the articles about them', async () => {
    const tech = await expectShape(await t.get('/api/experience-group/technologies'), ExperienceGroupSchema);
    const comfort = await expectShape(await t.get('/api/experience-group/comfort'), ExperienceGroupSchema);
    const techSlugs = tech.experiences.map((x) => x.slug);
    expect(techSlugs).toContain('imax');
    expect(comfort.experiences.map((x) => x.slug)).toEqual(['premium']);
    expect(tech.articles.map((a) => a.slug).sort()).toEqual(['4dx-behind-the-scenes', 'imax-explained']);
    // No article is about a comfort experience: the group has none (it used to list every experience article).
    expect(comfort.articles).toEqual([]);
  });

  it('ENT-18 CAT-55 an experience article names its guest and the cinemas where its experience plays', async () => {
    const article = await expectShape(await t.get('/api/article/imax-explained'), ArticleSchema);
    const imax = await expectShape(await t.get('/api/gpxp/imax'), ExperienceSchema);
    expect(article).toMatchObject({ type: 'experience', guest: 'Marquee' });
    expect(article.cinemas).toEqual(imax.cinemas);
    expect(article.cinemas?.length).toBeGreaterThan(0);
    const news = await expectShape(await t.get('/api/news/summer-of-cinema'), ArticleSchema);
    expect(news.guest).toBeNull();
  });

  it('unknown slugs and ids answer 404 with a JSON error body', async () => {
    for (const path of [
      '/api/news/nope',
      '/api/offer/nope',
      '/api/article/nope',
      '/api/event/nope',
      '/api/season/nope',
      '/api/gpxp/nope',
      '/api/experience-group/nope',
      '/api/master-template/page/nope',
      '/api/faq/article/id/99999',
      '/api/faq/article/slug/nope',
      '/api/faq/category/999',
      '/api/zone/XX',
    ]) {
      const err = await expectShape(await t.get(path), ApiErrorSchema, 404);
      expect(err.error).toBe('not_found');
    }
    const tag = await expectShape(await t.get('/api/tag/unknown-tag'), ApiErrorSchema, 404);
    expect(tag.message).toBe('Tag not found');
  });

  it('ENT-29 API-67 an FAQ category lists its articles; related articles are 5 others of the same category at most', async () => {
    const cat = await expectShape(await t.get('/api/faq/category/1?language=en'), FaqCategorySchema);
    expect(cat.title).toBe('Tickets');
    const article = await expectShape(await t.get(`/api/faq/article/id/${cat.articles[0]?.id}`), FaqArticleSchema);
    expect(article.related.length).toBeLessThanOrEqual(5);
    expect(article.related.every((x) => x.id !== article.id)).toBe(true);
  });

  it('API-66 an FAQ article is found by the id a search result carries (faq-103), as by its number', async () => {
    const found = await expectShape(await t.get('/api/search/full?q=voucher&type=faq&language=en'), SearchAnswerSchema);
    const result = found.results[0];
    expect(result?.id).toMatch(/^faq-\d+$/);
    const byResultId = await expectShape(
      await t.get(`/api/faq/article/id/${result?.id}?language=en`),
      FaqArticleSchema,
    );
    const byNumber = await expectShape(
      await t.get(`/api/faq/article/id/${result?.id.slice('faq-'.length)}?language=en`),
      FaqArticleSchema,
    );
    expect(byResultId).toEqual(byNumber);
    expect(`faq-${byResultId.id}`).toBe(result?.id);
    expect((await t.get('/api/faq/article/id/faq-99999')).status).toBe(404);
    for (const bad of ['faq-', 'faq-x', 'news-103', 'faq-103-1']) {
      const err = await expectShape(await t.get(`/api/faq/article/id/${bad}`), ApiErrorSchema, 400);
      expect(err.field).toBe('id');
    }
  });

  it('CAT-66 the news page types: events exist, a type list pages and counts only those types, an event reads as a news item', async () => {
    const items = async (query: string) =>
      expectShape(await t.get(`/api/articles?${query}`), ArticleListSchema).then((list) => list);
    const events = await items('type=event');
    expect(events.total).toBeGreaterThan(0);
    expect(events.items.every((item) => item.type === 'event')).toBe(true);
    const news = await items('type=news');
    const offers = await items('type=offer');
    // What the news page asks when no chip is chosen: its three types, never experience articles.
    const page1 = await items('type=news,event,offer');
    const page2 = await items('type=news,event,offer&page=2');
    expect(page1.total).toBe(news.total + events.total + offers.total);
    const listed = [...page1.items, ...page2.items];
    expect(listed).toHaveLength(page1.total);
    expect(listed.some((item) => item.type === 'experience')).toBe(false);
    const all = await items('');
    expect(all.total).toBeGreaterThan(page1.total);
    for (const item of events.items) {
      const article = await expectShape(await t.get(`/api/news/${item.slug}`), ArticleSchema);
      expect(article.type).toBe('event');
      expect((await t.get(`/api/news/${item.slug}/translate`)).status).toBe(200);
    }
    // An offer is no news item; an unknown type is refused.
    expect((await t.get(`/api/news/${offers.items[0]?.slug}`)).status).toBe(404);
    expect((await expectShape(await t.get('/api/articles?type=news,party'), ApiErrorSchema, 400)).field).toMatch(
      /^type/,
    );
  });

  it('ENT-31 the footer lists top cities where the full cinema list is off (fr, nl) and every cinema elsewhere', async () => {
    const fr = await expectShape(await t.get('/api/footer'), FooterSchema);
    expect(fr.topCities.map((c) => c.slug)).toEqual(['paris', 'lyon', 'marseille', 'toulouse', 'nice']);
    expect(fr.cinemas).toEqual([]);
    const nl = await expectShape(await t.get('/api/footer', 'nl'), FooterSchema);
    expect(nl.topCities.map((c) => c.name)).toEqual(['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Tilburg']);
    const be = await expectShape(await t.get('/api/footer', 'be'), FooterSchema);
    expect(be.cinemas.length).toBe(6);
  });

  it('API-13 ENT-03 ENT-32 alerts: one for every cinema, one for a single cinema', async () => {
    const fr = await expectShape(await t.get('/api/alerts'), AlertListSchema);
    expect(fr.items.some((a) => a.allCinemas)).toBe(true);
    expect(fr.items.find((a) => !a.allCinemas)?.cinemas).toEqual(['marquee-darcy-dijon']);
  });

  it('API-53 VOD is offered on fr and nl only', async () => {
    expect((await expectShape(await t.get('/api/vod', 'nl'), VodSchema)).enabled).toBe(true);
    expect((await expectShape(await t.get('/api/vod', 'be'), VodSchema)).items).toEqual([]);
  });

  it('API-69 bad query parameters name the field', async () => {
    const err = await expectShape(
      await t.get('/api/cms/1.0.0/subscription/subscription-offers?catalog=%3Cscript%3E'),
      ApiErrorSchema,
      400,
    );
    expect(err.field).toBe('catalog');
    expect((await expectShape(await t.get('/api/featured?type=everything'), ApiErrorSchema, 400)).field).toBe('type');
    expect((await expectShape(await t.get('/api/news?page=0'), ApiErrorSchema, 400)).field).toBe('page');
  });
});
