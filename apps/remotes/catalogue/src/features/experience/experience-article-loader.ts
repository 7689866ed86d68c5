import { ApiError, getArticle, getCinemas } from '@marquee/api-client';
import type { Article } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import { cmsSanitiser } from '../../lib/cms-sanitiser';

/** A cinema an experience article names. */
export interface ArticleCinema {
  readonly slug: string;
  readonly name: string;
  readonly city: string;
}

/** An experience article's page (CAT-55): the article, its cinemas by name, its guest. */
export type ExperienceArticleData = Omit<Article, 'cinemas'> & { readonly cinemas: readonly ArticleCinema[] };

/**
 * An experience article (GET /api/article/{slug}, CAT-55) with its cinemas named (GET
 * /api/cinemas; when that fails, the cinemas are left out). An article of another type (news,
 * offer) is not an experience article: the not-found view.
 */
export async function loadExperienceArticle(
  context: Pick<PageContext, 'api' | 'signal' | 'params'>,
): Promise<ExperienceArticleData> {
  const slug = context.params.slug ?? '';
  const [article, cinemas] = await Promise.all([
    getArticle(context.api, slug, context.signal),
    getCinemas(context.api, context.signal).catch(() => null),
  ]);
  if (article.type !== 'experience') {
    throw new ApiError('not-found', `/api/article/${slug}`, 404, 'not an experience article');
  }
  const bySlug = new Map((cinemas?.cinemas ?? []).map((cinema) => [cinema.slug, cinema]));
  const sanitiseCmsHtml = await cmsSanitiser();
  return {
    ...article,
    content: sanitiseCmsHtml(article.content),
    cinemas: article.cinemas.flatMap((cinemaSlug) => {
      const cinema = bySlug.get(cinemaSlug);
      return cinema ? [{ slug: cinema.slug, name: cinema.name, city: cinema.city }] : [];
    }),
  };
}
