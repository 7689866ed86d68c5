import { notFound } from '../../lib/errors';
import { PathSlug, parseOr400 } from '../../lib/validate';
import { cinemasTagged } from '../../queries/cinemas';
import { articleExperienceTag, docsOf } from '../../queries/docs';
import { showById, showIdOf } from '../../queries/shows';
import type { DocRow } from '../../rows';
import type { Store } from '../../store';
import type { Req, ViewCtx } from '../../views/context';
import { type ArticleFacts, articleType, articleView } from '../../views/article';
import { showSlug } from '../../views/show';

/** The site's articles, of one type if given. */
export const articlesOf = (store: Store, r: Req, type?: string): DocRow[] =>
  docsOf(store, 'article', r.site).filter((d) => !type || articleType(d) === type);

/** An article of the site by slug (of one type, or one of several types, if given); 400 on a malformed slug, 404 when unknown. */
export function findArticle(store: Store, r: Req, slug: string, type?: string | readonly string[]): DocRow {
  parseOr400(PathSlug, slug, 'slug');
  const types = type === undefined ? undefined : typeof type === 'string' ? [type] : type;
  const d = articlesOf(store, r).find((x) => x.slug === slug && (!types || types.includes(articleType(x))));
  if (!d) throw notFound(types?.[0] ?? 'article');
  return d;
}

/** The experience an experience article is about (its tag), if it is one. */
export const articleExperience = (store: Store, d: DocRow): string | undefined =>
  articleType(d) === 'experience' ? articleExperienceTag(store, d.site, d.slug) : undefined;

/** An article's page: its featured film and, for an experience, the cinemas offering it. */
export function articleAnswer(store: Store, d: DocRow, ctx: ViewCtx) {
  const featured = (d.data as { featuredShow?: string | null }).featuredShow;
  const show = featured ? showById(store, showIdOf(store, featured)) : undefined;
  const tag = articleExperience(store, d);
  const facts: ArticleFacts = {
    featuredShow: show ? showSlug(show, ctx.r.lang) : null,
    experienceCinemas: tag ? cinemasTagged(store, ctx.r.site, tag).map((c) => c.slug) : null,
  };
  return articleView(d, facts, ctx);
}
