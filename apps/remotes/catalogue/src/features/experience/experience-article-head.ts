import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl } from '@marquee/remote-contract';
import { articleHead } from '../../lib/article-head';
import type { ExperienceArticleData } from './experience-article-loader';
import { experienceCrumbs } from './experience-data';

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
    crumbs: experienceCrumbs(page, t, { name: data.title, url }),
  });
}
