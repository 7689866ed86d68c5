import type { Experience, Tag } from '@marquee/domain-models';
import { localize } from '../lib/text';
import type { DocRow } from '../rows';
import { experienceVideo } from '../trailers';
import type { ViewCtx } from './context';

/** An experience (gpxp); `cinemas` the slugs of the site's cinemas offering it. */
export function experienceView(d: DocRow, cinemas: string[], ctx: ViewCtx): Experience {
  const x = localize<{
    slug: string;
    title: string;
    teaser: string;
    details: string;
    group: string;
    technologies: string[];
    services: string[];
  }>(d.data, ctx.r.lang);
  return {
    slug: x.slug,
    title: x.title,
    backdrop: `/api/media/experience/${x.slug}.svg`,
    logo: `/api/media/icon/${x.slug}.svg`,
    teaser: x.teaser,
    details: x.details,
    video: experienceVideo(x.slug, x.title, `/api/media/experience/${x.slug}.svg`, ctx.r.lang),
    services: x.services,
    redirectSlug: null,
    technologies: x.technologies,
    group: x.group,
    cinemas,
  };
}

/** The group an experience document belongs to. */
export const experienceGroup = (d: DocRow) => (d.data as { group: string }).group;

/** An experience group's title and description in the request's language. */
export const groupOf = (d: DocRow, ctx: ViewCtx) =>
  localize<{ slug: string; title: string; description: string }>(d.data, ctx.r.lang);

/** A tag (experience, format, event, accessibility) at its place `index` in the site's list. */
export function tagView(d: DocRow, index: number, ctx: ViewCtx): Tag {
  const x = localize<{
    slug: string;
    title: string;
    description: string;
    category: string;
    premium: boolean;
    isGpxp: boolean;
    accessibility: boolean;
  }>(d.data, ctx.r.lang);
  const icon = `/api/media/icon/${x.slug}.svg`;
  return {
    slug: x.slug,
    title: x.title,
    label: x.title,
    description: x.description,
    isPremium: x.premium,
    isVersionFilter: false,
    isCinemaFlag: x.category === 'experience',
    isCinemaFilter: x.category === 'experience' || x.accessibility,
    isShowFilter: true,
    isGpxp: x.isGpxp,
    isShowFlag: x.category === 'event' || x.category === 'experience',
    isBadgePublished: x.category !== 'format',
    hasBadge: x.category !== 'format',
    badgeTitle: x.title,
    badgeDescription: x.description,
    badgeImage: icon,
    iconShowTime: {
      type: x.category === 'format' ? 'text' : 'img',
      idSprite: null,
      image: x.category === 'format' ? null : icon,
      width: 32,
      label: x.title,
    },
    filterOrder: index + 1,
    upsellOrder: x.premium ? index + 1 : null,
    upsellText: x.premium ? x.description : null,
    upsellBackdropUrl: x.premium ? `/api/media/experience/${x.slug}.svg` : null,
    tagCategory: x.category,
    tagCategoryOrder: ['experience', 'format', 'event', 'accessibility'].indexOf(x.category) + 1,
    accessibilityDescription: x.accessibility ? x.description : null,
    ctaUrl: x.isGpxp ? `/experiences/${x.slug}` : null,
    highlighted: x.premium,
    thumbnailTitle: x.title,
    modalTitle: x.title,
    modalDescription: x.description,
    pictoBanner: x.premium ? icon : null,
    pictoImage: icon,
    labelFlagColor: x.premium ? '#111111' : null,
    backgroundFlagColor: x.premium ? '#ffc426' : null,
    tooltip: { title: x.title, description: x.description, image: icon },
  };
}
