import { cutAtWord } from '@marquee/domain-models';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { experiencePageHead, itemList } from './experience-data';
import type { ExperienceGroupData } from './experience-group-loader';

/** A group's head: an `ItemList` of its experiences and the breadcrumb home → experiences → the group. */
export function experienceGroupHead(data: ExperienceGroupData, page: PageInfo, t: Translate): PageHead {
  const experiences = data.experiences.map((experience) => ({
    name: experience.title,
    url: page.href('Experience', { slug: experience.slug }),
  }));
  return experiencePageHead(
    {
      title: data.title,
      description: cutAtWord(data.description),
      backdrop: data.backdrop,
      url: page.href('ExperienceGroup', { slug: data.slug }),
    },
    [itemList(data.title, experiences, page)],
    page,
    t,
  );
}
