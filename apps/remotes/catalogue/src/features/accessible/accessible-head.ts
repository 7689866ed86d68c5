import { absoluteUrl, breadcrumbList, type PageHead, type PageInfo, type Translate } from '@marquee/remote-contract';
import { screeningEvent } from '../../lib/event-structured-data';
import { type AccessibleData, cinemaOf, PAGE_SIZE } from './accessible-loader';

/** schema.org's accessibility features (a CreativeWork's `accessibilityFeature`) of the tags that have one. */
const SCHEMA_FEATURES: Readonly<Record<string, string>> = {
  'audio-description': 'audioDescription',
  'hoh-subtitles': 'captions',
};

/**
 * The page's head: its title and description, and an `ItemList` of the page's showtimes, each a
 * `ScreeningEvent` whose presented `Movie` names the accessibility features schema.org has
 * (`audioDescription`, `captions`) and whose keywords name every feature (a relaxed screening has no
 * schema.org property), with the breadcrumb home → the page.
 */
export function accessibleHead(data: AccessibleData, page: PageInfo, t: Translate): PageHead {
  const titles = new Map(data.answer.tags.map((tag) => [tag.slug, tag.title]));
  const url = page.href('AccessibleShowings');
  const screenings = data.answer.items.map((item) => {
    const features = item.showtime.accessibilityIcons;
    const schemaFeatures = features.flatMap((tag) => (SCHEMA_FEATURES[tag] ? [SCHEMA_FEATURES[tag]] : []));
    return {
      ...screeningEvent(item.showtime, cinemaOf(item), { title: item.showTitle }, page),
      workPresented: {
        '@type': 'Movie',
        name: item.showTitle,
        url: absoluteUrl(page.href('Movie', { slug: item.showSlug }), page),
        ...(schemaFeatures.length > 0 ? { accessibilityFeature: schemaFeatures } : {}),
      },
      keywords: features.map((tag) => titles.get(tag) ?? tag).join(', '),
    };
  });
  return {
    title: t('accessible.title'),
    description: t('accessible.description'),
    structuredData: {
      '@graph': [
        {
          '@type': 'ItemList',
          name: t('accessible.title'),
          numberOfItems: data.answer.total,
          itemListElement: screenings.map((item, index) => ({
            '@type': 'ListItem',
            position: (data.filters.page - 1) * PAGE_SIZE + index + 1,
            item,
          })),
        },
        breadcrumbList(
          [
            { name: t('accessible.home'), url: page.href('Home') },
            { name: t('accessible.title'), url },
          ],
          page,
        ),
      ],
    },
  };
}
