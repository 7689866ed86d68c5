import { cutAtWord } from '@marquee/domain-models';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import { articleTracking } from '@marquee/tracking';
import { experiencesCrumb, homeCrumb } from './experience-data';
import type { ExperienceArticleData } from './experience-article-loader';

/** An experience article's head: its SEO title and description, image, its tracking slug (SHELL-96); an `Article` and the breadcrumb. */
export function experienceArticleHead(data: ExperienceArticleData, page: PageInfo, t: Translate): PageHead {
  const url = page.href('ExperienceArticle', { slug: data.slug });
  const description = cutAtWord(data.seo.description || data.headline || data.teaser);
  return {
    title: data.seo.title || data.title,
    ...(description ? { description } : {}),
    image: data.image,
    tracking: { article: articleTracking(data) },
    structuredData: {
      '@graph': [
        {
          '@type': 'Article',
          headline: data.title,
          ...(description ? { description } : {}),
          image: absoluteUrl(data.image, page),
          datePublished: data.releaseDate,
          ...(data.author ? { author: { '@type': 'Organization', name: data.author } } : {}),
          url: absoluteUrl(url, page),
          mainEntityOfPage: absoluteUrl(url, page),
          inLanguage: page.language,
          ...(data.cinemas.length > 0
            ? {
                contentLocation: data.cinemas.map((cinema) => ({
                  '@type': 'MovieTheater',
                  name: cinema.name,
                  url: absoluteUrl(page.href('Cinema', { slug: cinema.slug }), page),
                })),
              }
            : {}),
        },
        breadcrumbList([homeCrumb(page, t), experiencesCrumb(page, t), { name: data.title, url }], page),
      ],
    },
  };
}
