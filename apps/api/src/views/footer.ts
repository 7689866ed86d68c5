import type { Footer } from '@marquee/domain-models';
import { pickText } from '../lib/text';
import type { CinemaRow, CityRow } from '../rows';
import type { ViewCtx } from './context';

/** What the footer shows besides its fixed columns. */
export interface FooterFacts {
  /** The site's footer top cities (`SiteInfo.footerTopCities`) in order, each with its city when the site has it. */
  topCities: { slug: string; city: CityRow | undefined }[];
  /** The cinemas listed in full (the `cinemaFullList` flag), else none. */
  cinemas: CinemaRow[];
}

type Link = Footer['columns'][number]['links'][number];
const link = (title: string, url: string, more: Partial<Pick<Link, 'newTab' | 'cookie'>> = {}): Link => ({
  title,
  url,
  newTab: more.newTab ?? false,
  cookie: more.cookie ?? false,
});

/** The footer (account-and-shell §2): three columns of links, the brand's networks, top cities and, flagged, every cinema. */
export function footerView(ctx: ViewCtx, facts: FooterFacts): Footer {
  const t = (key: string) => ctx.text(key);
  return {
    columns: [
      {
        title: t('footer.films'),
        links: [
          link(t('footer.films.nowShowing'), '/films'),
          link(t('footer.films.comingSoon'), '/films/upcoming'),
          link(t('footer.films.events'), '/events'),
          link(t('footer.films.accessible'), '/accessible-showings'),
        ],
      },
      {
        title: t('footer.help'),
        links: [link(t('footer.help.centre'), '/help'), link(t('footer.help.cookies'), '#cookies', { cookie: true })],
      },
      {
        title: t('footer.company'),
        links: [
          link(t('footer.company.careers'), '/info/careers', { newTab: true }),
          link(t('footer.company.legal'), '/info/legal'),
        ],
      },
    ],
    socialNetworks: ctx.site.brand.socialNetworks.map((n) => ({ label: n.label, url: n.url })),
    topCities: facts.topCities.map(({ slug, city }) => ({
      slug,
      name: city ? pickText(city.name, ctx.r.lang) : slug,
    })),
    cinemas: facts.cinemas.map((x) => ({ slug: x.slug, name: x.name, citySlug: x.citySlug })),
  };
}
