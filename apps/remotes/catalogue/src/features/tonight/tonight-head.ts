import type { TextKey, Translator } from '@marquee/i18n';
import { absoluteUrl, breadcrumbList, type PageHead, type PageInfo, type Translate } from '@marquee/remote-contract';
import type { TonightData, TonightDay } from './tonight-loader';

/** The words of another evening than today's: the page's title, and the day as the description names it. */
const DAY_TEXTS: Readonly<
  Record<Exclude<TonightDay, 'today'>, { readonly title: TextKey<'catalogue'>; readonly when: TextKey<'catalogue'> }>
> = {
  tomorrow: { title: 'tonight.day.tomorrow.title', when: 'tonight.day.tomorrow.when' },
  monday: { title: 'tonight.day.monday.title', when: 'tonight.day.monday.when' },
  tuesday: { title: 'tonight.day.tuesday.title', when: 'tonight.day.tuesday.when' },
  wednesday: { title: 'tonight.day.wednesday.title', when: 'tonight.day.wednesday.when' },
  thursday: { title: 'tonight.day.thursday.title', when: 'tonight.day.thursday.when' },
  friday: { title: 'tonight.day.friday.title', when: 'tonight.day.friday.when' },
  saturday: { title: 'tonight.day.saturday.title', when: 'tonight.day.saturday.when' },
  sunday: { title: 'tonight.day.sunday.title', when: 'tonight.day.sunday.when' },
};

/** The page's title (its heading and the document's): "Tonight near you", or the evening it shows ("Saturday evening near you"). */
export function tonightTitle(day: TonightDay, t: Translator<'catalogue'>): string {
  return day === 'today' ? t('tonight.title') : t(DAY_TEXTS[day].title);
}

/** The page's description, naming the evening when it is not today's. */
function tonightDescription(day: TonightDay, t: Translator<'catalogue'>): string {
  return day === 'today' ? t('tonight.description') : t('tonight.descriptionDay', { when: t(DAY_TEXTS[day].when) });
}

/** The head: title, description, and the listed showings as an `ItemList` of `ScreeningEvent`s with the breadcrumb. */
export function tonightHead(data: TonightData, page: PageInfo, t: Translate): PageHead {
  const answer = data.answer;
  const showOf = new Map(answer?.shows.map((show) => [show.slug, show]) ?? []);
  const cinemaOf = new Map(answer?.cinemas.map((cinema) => [cinema.slug, cinema]) ?? []);
  return {
    title: tonightTitle(data.day, t),
    description: tonightDescription(data.day, t),
    structuredData: {
      '@graph': [
        {
          '@type': 'ItemList',
          name: tonightTitle(data.day, t),
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
