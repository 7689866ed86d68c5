import { getExperiences } from '@marquee/api-client';
import type { PageContext } from '@marquee/remote-contract';
import { card, type ExperienceCard, type Technology, technologies } from './experience-data';

/** The experiences list (CAT-52): the experiences by group, and the technologies. */
export interface ExperiencesData {
  readonly groups: readonly { readonly slug: string; readonly title: string; readonly experiences: ExperienceCard[] }[];
  readonly technologies: readonly Technology[];
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
