import { sanitiseCmsHtml } from '@marquee/cms-html';
import { fileURLToPath } from 'node:url';
import type { Language, PromotionItem } from '@marquee/domain-models';
import type { RemotePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import type { RoutingSite } from '@marquee/routing';
import { describe, expect, it } from 'vitest';
import type { EventProgramme } from '../../components/showtime-schedule/event-programme';
import type { ExperienceArticleData } from './experience-article-loader';
import type { ExperienceGroupData } from './experience-group-loader';
import type { ExperienceData } from './experience-loader';
import { experienceArticlePage } from './experience-article-page';
import { experienceGroupPage } from './experience-group-page';
import { experiencePage } from './experience-page';

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));
const be: RoutingSite = {
  code: 'be',
  languages: ['fr', 'nl', 'en'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
};

function serverRender<D>(page: RemotePage<D>, data: D, language: Language = 'en'): Promise<string> {
  return renderPageOnServer({ page, data, language, namespace: 'catalogue', localesDir, site: be });
}

/** The visible text of server HTML. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** A programme whose showtimes could not be loaded. */
const failedProgramme: EventProgramme = {
  selection: null,
  source: null,
  filters: {},
  schedule: null,
  shows: [],
  now: '2026-11-24T10:00',
  tags: [],
  cinemas: [],
  cities: [],
};

const push: PromotionItem = {
  title: 'Dolby Cinema week',
  position: 1,
  teaser: 'Every Dolby showtime at the same price all week.',
  tags: [],
  type: 'push',
  backdropUrl: '/api/media/article/dolby-week.svg',
  ctaLabel: 'See the films',
  ctaUrl: 'https://partner.example/dolby',
  ctaType: 'black-button',
  ctaBlank: true,
};

const imax: ExperienceData = {
  slug: 'imax',
  title: 'IMAX',
  backdrop: '/api/media/experience/imax.svg',
  logo: '/api/media/icon/imax.svg',
  teaser: 'Huge screen, laser projection, precise sound.',
  // As the loader hands it over: sanitised (the raw CMS HTML never reaches the component).
  details: sanitiseCmsHtml(
    '<p>Huge <strong>screen</strong>.</p><script>alert(1)</script><p onclick="x()">In selected halls.</p>',
  ),
  video: null,
  services: ['laser-projection', 'new-service'],
  redirectSlug: null,
  technologies: ['imax'],
  cinemas: ['marquee-docks'],
  technologyTags: [],
  group: {
    slug: 'technologies',
    title: 'Cinema technologies',
    description: 'Picture and sound at their best.',
    articles: [
      {
        slug: 'imax-explained',
        type: 'experience',
        title: 'IMAX explained',
        teaser: 'What makes an IMAX hall different.',
        thumbnail: '/api/media/article/imax-explained.svg?size=sm',
        image: '/api/media/article/imax-explained.svg',
        imageAlt: 'IMAX explained',
        releaseDate: '2026-10-18',
        flag: null,
        national: true,
        cinemas: [],
      },
    ],
    pushes: [push],
  },
  programme: failedProgramme,
};

describe('experience pages on the server', () => {
  it('CAT-54 an experience: details sanitised, services, its group with articles and pushes; failed showtimes leave the rest', async () => {
    const html = await serverRender(experiencePage, imax);
    const words = text(html);
    expect(html).toContain('<h1 class="catalogue-xp__title">IMAX</h1>');
    expect(html).toContain('<p>Huge <strong>screen</strong>.</p>');
    expect(html).not.toMatch(/alert\(1\)|onclick/);
    expect(words).toContain('Laser projection');
    // A service the texts do not name yet shows its slug in words.
    expect(words).toContain('new service');
    // The logo and the services are icons of the kit's sprite beside their words, not the API's text badges.
    expect(html).not.toContain('/api/media/icon/');
    expect(html).toMatch(
      /class="catalogue-xp__logo"><svg class="mq-icon"[^>]*aria-hidden="true"><use href="#mq-icon-maximize">/,
    );
    expect(html).toMatch(
      /<li><svg class="mq-icon"[^>]*><use href="#mq-icon-projector"><\/use><\/svg>Laser projection<\/li>/,
    );
    expect(html).toContain('href="/en/specials/imax-explained"');
    expect(words).toContain('Dolby Cinema week');
    expect(html).toMatch(/<a[^>]*href="https:\/\/partner\.example\/dolby"[^>]*target="_blank"/);
    expect(words).toContain('The showtimes could not be loaded. The experience details are still here.');
    // No video: no button to play one.
    expect(words).not.toContain('Watch the video');
  });

  it('CAT-54 without its group (the call failed) or with no cinema offering it, the page stays whole and says so', async () => {
    const alone = await serverRender(experiencePage, {
      ...imax,
      group: null,
      cinemas: [],
      programme: {
        ...failedProgramme,
        schedule: { date: '2026-11-24', days: [], nextDay: null, cinemas: [], currency: 'EUR', tags: [] },
      },
    });
    const words = text(alone);
    expect(words).toContain('IMAX');
    expect(words).toContain('No cinema offers IMAX here at the moment.');
    expect(alone).toContain('href="/en/experiences"');
    expect(words).not.toContain('Cinema technologies');
  });

  it('CAT-56 a group renders its experiences, articles and pushes, in Dutch', async () => {
    const group: ExperienceGroupData = {
      slug: 'technologies',
      title: 'Bioscooptechnologieën',
      description: 'Beeld en geluid op hun best.',
      backdrop: '/api/media/experience/technologies.svg',
      experiences: [
        { slug: 'imax', title: 'IMAX', teaser: 'Reusachtig scherm.', backdrop: imax.backdrop, logo: imax.logo },
      ],
      articles: imax.group?.articles ?? [],
      pushes: [push],
    };
    const html = await serverRender(experienceGroupPage, group, 'nl');
    expect(html).toContain('href="/nl/belevingen/imax"');
    expect(html).toContain('href="/nl/specials/imax-explained"');
    expect(text(html)).toContain('Ook bij Marquee');
  });

  it('CAT-55 an article: its content sanitised, guest, cinemas linked to their pages', async () => {
    const article: ExperienceArticleData = {
      ...(imax.group?.articles[0] as NonNullable<ExperienceData['group']>['articles'][number]),
      headline: 'What makes an IMAX hall different.',
      content: sanitiseCmsHtml(
        '<h1>Inside</h1><p>The <a href="javascript:alert(1)">screen</a> and <a href="/en/film/x">a film</a>.</p>',
      ),
      author: 'Marquee',
      redirectSlug: null,
      trackingSlug: 'imax-explained',
      featuredShow: 'starfall',
      display: { creationDate: false, socialMedia: true, backToNews: false, newsTag: false },
      date: null,
      cta: null,
      guest: 'Marquee',
      seo: { title: 'IMAX explained', description: 'What makes an IMAX hall different.' },
      cinemas: [{ slug: 'marquee-docks', name: 'Marquee Docks', city: 'Brussels' }],
    };
    const html = await serverRender(experienceArticlePage, article);
    expect(html).toContain('<h2>Inside</h2>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="/en/film/x"');
    expect(html).toContain('href="/en/cinema/marquee-docks"');
    expect(html).toContain('href="/en/film/starfall"');
    expect(text(html)).toContain('The cinema offering it');
    expect(html).toContain('dateTime="2026-10-18"');
  });
});
