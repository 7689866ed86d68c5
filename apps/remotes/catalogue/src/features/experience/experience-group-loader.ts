import { getExperienceGroup } from '@marquee/api-client';
import type { PageContext } from '@marquee/remote-contract';
import { card, type ExperienceCard, type ExperienceGroupPart } from './experience-data';

/** A group's page (CAT-56). */
export interface ExperienceGroupData extends ExperienceGroupPart {
  readonly backdrop: string;
  readonly experiences: readonly ExperienceCard[];
}

/** An experience group (GET /api/experience-group/{slug}, CAT-56); unknown: the not-found view. */
export async function loadExperienceGroup(context: Pick<PageContext, 'api' | 'signal' | 'params'>) {
  const group = await getExperienceGroup(context.api, context.params.slug ?? '', context.signal);
  return { ...group, experiences: group.experiences.map(card) } satisfies ExperienceGroupData;
}
