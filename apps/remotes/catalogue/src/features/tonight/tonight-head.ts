import { absoluteUrl, breadcrumbList, type PageHead, type PageInfo, type Translate } from '@marquee/remote-contract';
import type { TonightData } from './tonight-loader';

/** The head: title, description, and the listed showings as an `ItemList` of `ScreeningEvent`s with the breadcrumb. */
export function tonightHead(data: TonightData, page: PageInfo, t: Translate): PageHead {
  const answer = data.answer;
  const showOf = new Map(answer?.shows.map((show) => [show.slug, show]) ?? []);
  const cinemaOf = new Map(answer?.cinemas.map((cinema) => [cinema.slug, cinema]) ?? []);
  return {
    title: t('tonight.title'),
    description: t('tonight.description'),
    structuredData: {
      '@graph': [
        {
          '@type': 'ItemList',
          name: t('tonight.title'),
          itemListElement: (answer?.showtimes ?? []).slice(0, 20).map((item, index) => {
            const show = showOf.get(item.show);
            const cinema = cinemaOf.get(item.cinema);
            return {
              '@type': 'ListItem',
              position: index + 1,
              item: {
                '@type': 'ScreeningEvent',
                name: show?.title ?? item.show,
                startDate: item.showtime.startsAt,
                endDate: item.showtime.endsAt,
                url: absoluteUrl(page.href('Movie', { slug: item.show }), page),
                workPresented: { '@type': 'Movie', name: show?.title ?? item.show },
                location: {
                  '@type': 'MovieTheater',
                  name: cinema?.name ?? item.cinema,
                  address: {
                    '@type': 'PostalAddress',
                    streetAddress: cinema?.address ?? '',
                    postalCode: cinema?.postalCode ?? '',
                    addressLocality: cinema?.city ?? '',
                  },
                },
              },
            };
          }),
        },
        breadcrumbList(
          [
            { name: t('events.home'), url: page.href('Home') },
            { name: t('tonight.title'), url: page.href('Tonight') },
          ],
          page,
        ),
      ],
    },
  };
}
