import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { breadcrumbList } from '@marquee/remote-contract';
import { experienceCrumbs, itemList } from './experience-data';
import type { ExperiencesData } from './experiences-loader';

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
        breadcrumbList(experienceCrumbs(page, t), page),
      ],
    },
  };
}
