import { getExperience, getExperienceGroup, getExperienceShows } from '@marquee/api-client';
import type { Experience } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import { type EventProgramme, loadEventProgramme } from '../../components/showtime-schedule/event-programme';
import { cmsSanitiser } from '../../lib/cms-sanitiser';
import { type ExperienceGroupPart, type Technology, technologies } from './experience-data';

/** An experience's page (CAT-53, CAT-54): the record, its technologies, its group, its films' showtimes. */
export type ExperienceData = Omit<Experience, 'group'> & {
  readonly technologyTags: readonly Technology[];
  /** The group with its articles and pushes; null when it could not be loaded (the rest stays). */
  readonly group: ExperienceGroupPart | null;
  readonly programme: EventProgramme;
};

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
