import { cutAtWord } from '@marquee/domain-models';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { breadcrumbList } from '@marquee/remote-contract';
import { experiencesCrumb, homeCrumb, itemList } from './experience-data';
import type { ExperienceGroupData } from './experience-group-loader';

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
        breadcrumbList([homeCrumb(page, t), experiencesCrumb(page, t), { name: data.title, url }], page),
      ],
    },
  };
}
