import {
  ApiError,
  getArticle,
  getCinemas,
  getExperience,
  getExperienceGroup,
  getExperienceShows,
  getExperiences,
  getTechnologies,
} from '@marquee/api-client';
import type { Article, ArticleItem, Experience, PromotionItem, Tag } from '@marquee/domain-models';
import { cutAtWord } from '@marquee/domain-models';
import type { PageContext, PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import { type EventProgramme, loadEventProgramme } from '../../components/showtime-schedule/event-programme';
import { screeningEvent } from '../../lib/event-structured-data';
import { articleHead } from '../../lib/article-head';
import { cmsSanitiser } from '../../lib/cms-sanitiser';

/** schema.org JSON-LD nodes. */
type Json = Record<string, unknown>;

/** A technology (an experience tag of /api/technologies) as the pages and the teaser show it. */
export type Technology = Pick<
  Tag,
  | 'slug'
  | 'title'
  | 'badgeImage'
  | 'pictoImage'
  | 'modalTitle'
  | 'modalDescription'
  | 'thumbnailTitle'
  | 'upsellBackdropUrl'
  | 'ctaUrl'
  | 'description'
>;

/** An experience as its card shows it. */
export type ExperienceCard = Pick<Experience, 'slug' | 'title' | 'teaser' | 'backdrop' | 'logo'>;

/** The experiences list (CAT-52): the experiences by group, and the technologies. */
export interface ExperiencesData {
  readonly groups: readonly { readonly slug: string; readonly title: string; readonly experiences: ExperienceCard[] }[];
  readonly technologies: readonly Technology[];
}

/** An experience's group as its page shows it: the group, its articles and pushes. */
export interface ExperienceGroupPart {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly articles: readonly ArticleItem[];
  readonly pushes: readonly PromotionItem[];
}

/** An experience's page (CAT-53, CAT-54): the record, its technologies, its group, its films' showtimes. */
export type ExperienceData = Omit<Experience, 'group'> & {
  readonly technologyTags: readonly Technology[];
  /** The group with its articles and pushes; null when it could not be loaded (the rest stays). */
  readonly group: ExperienceGroupPart | null;
  readonly programme: EventProgramme;
};

/** A group's page (CAT-56). */
export interface ExperienceGroupData extends ExperienceGroupPart {
  readonly backdrop: string;
  readonly experiences: readonly ExperienceCard[];
}

/** A cinema an experience article names. */
export interface ArticleCinema {
  readonly slug: string;
  readonly name: string;
  readonly city: string;
}

/** An experience article's page (CAT-55): the article, its cinemas by name, its guest. */
export type ExperienceArticleData = Omit<Article, 'cinemas'> & { readonly cinemas: readonly ArticleCinema[] };

const card = ({ slug, title, teaser, backdrop, logo }: Experience): ExperienceCard => ({
  slug,
  title,
  teaser,
  backdrop,
  logo,
});

const technology = (tag: Tag): Technology => ({
  slug: tag.slug,
  title: tag.title,
  badgeImage: tag.badgeImage,
  pictoImage: tag.pictoImage,
  modalTitle: tag.modalTitle,
  modalDescription: tag.modalDescription,
  thumbnailTitle: tag.thumbnailTitle,
  upsellBackdropUrl: tag.upsellBackdropUrl,
  ctaUrl: tag.ctaUrl,
  description: tag.description,
});

/** The site's technologies; a failing call leaves none (the pages stay readable without them). */
async function technologies(context: Pick<PageContext, 'api' | 'signal'>): Promise<Technology[]> {
  return getTechnologies(context.api, context.signal).then(
    (answer) => answer.tags.map(technology),
    () => [],
  );
}

/**
 * The experiences list (GET /api/gpxp and GET /api/technologies, CAT-52): the experiences under
 * their groups, in the API's order (a group without experiences is left out; an experience whose
 * group the answer does not name goes last under its own slug), and the technologies.
 */
export async function loadExperiences(context: Pick<PageContext, 'api' | 'signal'>): Promise<ExperiencesData> {
  const [list, techs] = await Promise.all([getExperiences(context.api, context.signal), technologies(context)]);
  const named = new Map(list.groups.map((group) => [group.slug, group.title]));
  const slugs = [...list.groups.map((group) => group.slug)];
  for (const experience of list.items) if (!named.has(experience.group)) slugs.push(experience.group);
  const groups = [...new Set(slugs)]
    .map((slug) => ({
      slug,
      title: named.get(slug) ?? '',
      experiences: list.items.filter((experience) => experience.group === slug).map(card),
    }))
    .filter((group) => group.experiences.length > 0);
  return { groups, technologies: techs };
}

/**
 * An experience (GET /api/gpxp/{slug}, CAT-53): the record, then in parallel its group (GET
 * /api/experience-group/{group}: articles and pushes), the technologies, and its films'
 * showtimes (GET /api/gpxp/{slug}/shows, through the programme the event pages use: day, place
 * and filters from the address). An unknown experience is the not-found view; a group,
 * technologies or showtimes that fail leave the rest of the page.
 */
export async function loadExperience(context: PageContext, at: Date = new Date()): Promise<ExperienceData> {
  const slug = context.params.slug ?? '';
  const [experience, techs, programme] = await Promise.all([
    getExperience(context.api, slug, context.signal),
    technologies(context),
    loadEventProgramme(context, slug, at, (c, s, date) => getExperienceShows(c.api, s, date, c.signal)),
  ]);
  const group = experience.group
    ? await getExperienceGroup(context.api, experience.group, context.signal).then(
        ({ slug: groupSlug, title, description, articles, pushes }): ExperienceGroupPart => ({
          slug: groupSlug,
          title,
          description,
          articles,
          pushes,
        }),
        () => null,
      )
    : null;
  const { group: _group, ...record } = experience;
  const wanted = new Set(experience.technologies);
  const sanitiseCmsHtml = await cmsSanitiser();
  return {
    ...record,
    details: sanitiseCmsHtml(record.details),
    technologyTags: techs.filter((tag) => wanted.has(tag.slug)),
    group,
    programme,
  };
}

/** An experience group (GET /api/experience-group/{slug}, CAT-56); unknown: the not-found view. */
export async function loadExperienceGroup(context: Pick<PageContext, 'api' | 'signal' | 'params'>) {
  const group = await getExperienceGroup(context.api, context.params.slug ?? '', context.signal);
  return { ...group, experiences: group.experiences.map(card) } satisfies ExperienceGroupData;
}

/**
 * An experience article (GET /api/article/{slug}, CAT-55) with its cinemas named (GET
 * /api/cinemas; when that fails, the cinemas are left out). An article of another type (news,
 * offer) is not an experience article: the not-found view.
 */
export async function loadExperienceArticle(
  context: Pick<PageContext, 'api' | 'signal' | 'params'>,
): Promise<ExperienceArticleData> {
  const slug = context.params.slug ?? '';
  const [article, cinemas] = await Promise.all([
    getArticle(context.api, slug, context.signal),
    getCinemas(context.api, context.signal).catch(() => null),
  ]);
  if (article.type !== 'experience') {
    throw new ApiError('not-found', `/api/article/${slug}`, 404, 'not an experience article');
  }
  const bySlug = new Map((cinemas?.cinemas ?? []).map((cinema) => [cinema.slug, cinema]));
  const sanitiseCmsHtml = await cmsSanitiser();
  return {
    ...article,
    content: sanitiseCmsHtml(article.content),
    cinemas: article.cinemas.flatMap((cinemaSlug) => {
      const cinema = bySlug.get(cinemaSlug);
      return cinema ? [{ slug: cinema.slug, name: cinema.name, city: cinema.city }] : [];
    }),
  };
}

// Heads (SHELL-81..84) and JSON-LD.

const home = (page: PageInfo, t: Translate) => ({ name: t('experiences.home'), url: page.href('Home') });
const list = (page: PageInfo, t: Translate) => ({ name: t('experiences.title'), url: page.href('Experiences') });

function itemList(name: string, items: readonly { name: string; url: string }[], page: PageInfo): Json {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.url, page),
    })),
  };
}

/** The list's head: an `ItemList` of every experience and the breadcrumb home → experiences. */
export function experiencesHead(data: ExperiencesData, page: PageInfo, t: Translate): PageHead {
  const experiences = data.groups.flatMap((group) => group.experiences);
  return {
    title: t('experiences.title'),
    description: t('experiences.description'),
    ...(experiences[0] ? { image: experiences[0].backdrop } : {}),
    structuredData: {
      '@graph': [
        itemList(
          t('experiences.title'),
          experiences.map((experience) => ({
            name: experience.title,
            url: page.href('Experience', { slug: experience.slug }),
          })),
          page,
        ),
        breadcrumbList([home(page, t), list(page, t)], page),
      ],
    },
  };
}

/**
 * A `ScreeningEvent` per showtime of the day shown: an experience's shows are films, so each
 * presents its `Movie` (named, with its page).
 */
function filmScreenings(data: ExperienceData, page: PageInfo): Json[] {
  const { schedule, shows } = data.programme;
  const titles = new Map(shows.map((show) => [show.slug, show.title]));
  return (schedule?.cinemas ?? []).flatMap((cinema) => {
    const title = titles.get(cinema.showSlug) ?? cinema.showSlug;
    const movie = {
      '@type': 'Movie',
      name: title,
      url: absoluteUrl(page.href('Movie', { slug: cinema.showSlug }), page),
    };
    return cinema.showtimes.map((showtime) => ({
      ...screeningEvent(showtime, cinema, { title }, page),
      workPresented: movie,
    }));
  });
}

/**
 * An experience's head: its title and teaser, backdrop; a `WebPage` about it, a `ScreeningEvent`
 * per showtime of the day shown (its films in this experience), and the breadcrumb home →
 * experiences → the experience.
 */
export function experienceHead(data: ExperienceData, page: PageInfo, t: Translate): PageHead {
  const url = page.href('Experience', { slug: data.slug });
  const description = cutAtWord(data.teaser);
  return {
    title: data.title,
    ...(description ? { description } : {}),
    image: data.backdrop,
    structuredData: {
      '@graph': [
        {
          '@type': 'WebPage',
          name: data.title,
          ...(description ? { description } : {}),
          url: absoluteUrl(url, page),
          primaryImageOfPage: { '@type': 'ImageObject', url: absoluteUrl(data.backdrop, page) },
        },
        ...filmScreenings(data, page),
        breadcrumbList([home(page, t), list(page, t), { name: data.title, url }], page),
      ],
    },
  };
}

/** A group's head: an `ItemList` of its experiences and the breadcrumb home → experiences → the group. */
export function experienceGroupHead(data: ExperienceGroupData, page: PageInfo, t: Translate): PageHead {
  const url = page.href('ExperienceGroup', { slug: data.slug });
  const description = cutAtWord(data.description);
  return {
    title: data.title,
    ...(description ? { description } : {}),
    image: data.backdrop,
    structuredData: {
      '@graph': [
        itemList(
          data.title,
          data.experiences.map((experience) => ({
            name: experience.title,
            url: page.href('Experience', { slug: experience.slug }),
          })),
          page,
        ),
        breadcrumbList([home(page, t), list(page, t), { name: data.title, url }], page),
      ],
    },
  };
}

/** An experience article's head: its SEO title and description, image, its tracking slug (SHELL-96); an `Article` and the breadcrumb. */
export function experienceArticleHead(data: ExperienceArticleData, page: PageInfo, t: Translate): PageHead {
  const url = page.href('ExperienceArticle', { slug: data.slug });
  return articleHead(data, page, {
    type: 'Article',
    url,
    by: data.author ? { author: { '@type': 'Organization', name: data.author } } : {},
    about:
      data.cinemas.length > 0
        ? {
            contentLocation: data.cinemas.map((cinema) => ({
              '@type': 'MovieTheater',
              name: cinema.name,
              url: absoluteUrl(page.href('Cinema', { slug: cinema.slug }), page),
            })),
          }
        : {},
    crumbs: [home(page, t), list(page, t), { name: data.title, url }],
  });
}
