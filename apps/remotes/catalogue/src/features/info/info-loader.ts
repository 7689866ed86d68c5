import { getCinemas, getMasterTemplate, getShows } from '@marquee/api-client';
import { TEMPLATE_KINDS } from '@marquee/routing';
import type { PageContext, PageInfo } from '@marquee/remote-contract';
import { cmsSanitiser } from '../../lib/cms-sanitiser';

type Template = Awaited<ReturnType<typeof getMasterTemplate>>;

/**
 * A master-template page (CAT-75, CAT-76): header, explanation, mosaic, listing, mobile app,
 * cinemas and shows (named: a failing list leaves them out), labels, guest. Its CMS texts are
 * sanitised here and the raw ones dropped.
 */
export type InfoData = Omit<Template, 'cinemas' | 'shows'> & {
  readonly cinemas: readonly { slug: string; name: string; city: string }[];
  readonly shows: readonly { slug: string; title: string; poster: string }[];
};

/** The template a page kind shows: `info/{slug}` its slug; the mobile app, cvd, general terms and club card their own. */
const FIXED: Partial<Record<PageInfo['kind'], string>> = TEMPLATE_KINDS;

export async function loadInfo(context: Pick<PageContext, 'api' | 'signal' | 'params' | 'kind'>): Promise<InfoData> {
  const slug = FIXED[context.kind] ?? context.params.slug ?? '';
  const template = await getMasterTemplate(context.api, slug, context.signal);
  const [cinemas, shows] = await Promise.all([
    template.cinemas.length > 0 ? getCinemas(context.api, context.signal).catch(() => null) : null,
    template.shows.length > 0 ? getShows(context.api, context.signal).catch(() => null) : null,
  ]);
  const cinemaBySlug = new Map((cinemas?.cinemas ?? []).map((cinema) => [cinema.slug, cinema]));
  const showBySlug = new Map((shows?.shows ?? []).map((show) => [show.slug, show]));
  const sanitiseCmsHtml = await cmsSanitiser();
  return {
    ...template,
    explanation: template.explanation
      ? { title: template.explanation.title, text: sanitiseCmsHtml(template.explanation.text) }
      : null,
    listing: template.listing.map((entry) => ({ title: entry.title, text: sanitiseCmsHtml(entry.text) })),
    cinemas: template.cinemas.flatMap((s) => {
      const cinema = cinemaBySlug.get(s);
      return cinema ? [{ slug: cinema.slug, name: cinema.name, city: cinema.city }] : [];
    }),
    shows: template.shows.flatMap((s) => {
      const show = showBySlug.get(s);
      return show ? [{ slug: show.slug, title: show.title, poster: show.poster.sm ?? show.posterPath }] : [];
    }),
  };
}
