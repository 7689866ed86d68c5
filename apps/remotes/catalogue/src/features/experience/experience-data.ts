import { getTechnologies } from '@marquee/api-client';
import type { ArticleItem, Experience, PromotionItem, Tag } from '@marquee/domain-models';
import type { Crumb, PageContext, PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';

// What the experience pages share: the card and technology records, the site's technologies, the
// group part of an experience's page and of a group's page, and their heads' common part: the
// breadcrumb home → experiences → the page, and the item list of their JSON-LD. Each page's
// loader and head are its own files.

/** schema.org JSON-LD nodes. */
export type Json = Record<string, unknown>;

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

/** An experience's group as its page shows it: the group, its articles and pushes. */
export interface ExperienceGroupPart {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly articles: readonly ArticleItem[];
  readonly pushes: readonly PromotionItem[];
}

/** An experience as its card shows it, from its record. */
export const card = ({ slug, title, teaser, backdrop, logo }: Experience): ExperienceCard => ({
  slug,
  title,
  teaser,
  backdrop,
  logo,
});

/** A technology as the pages and the teaser show it, from its tag. */
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
export async function technologies(context: Pick<PageContext, 'api' | 'signal'>): Promise<Technology[]> {
  return getTechnologies(context.api, context.signal).then(
    (answer) => answer.tags.map(technology),
    () => [],
  );
}

/** Every experience page's breadcrumb: home → experiences, then the page itself (`last`) below the list. */
export function experienceCrumbs(page: PageInfo, t: Translate, last?: Crumb): Crumb[] {
  return [
    { name: t('experiences.home'), url: page.href('Home') },
    { name: t('experiences.title'), url: page.href('Experiences') },
    ...(last ? [last] : []),
  ];
}

/**
 * The head of an experience's or a group's page: its title, description, backdrop, and JSON-LD:
 * the page's own `nodes`, then the breadcrumb home → experiences → the page (at `url`).
 */
export function experiencePageHead(
  head: { title: string; description: string; backdrop: string; url: string },
  nodes: readonly Json[],
  page: PageInfo,
  t: Translate,
): PageHead {
  return {
    title: head.title,
    ...(head.description ? { description: head.description } : {}),
    image: head.backdrop,
    structuredData: {
      '@graph': [...nodes, breadcrumbList(experienceCrumbs(page, t, { name: head.title, url: head.url }), page)],
    },
  };
}

/** An `ItemList` of pages: the experiences of the list or of a group. */
export function itemList(name: string, items: readonly { name: string; url: string }[], page: PageInfo): Json {
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
