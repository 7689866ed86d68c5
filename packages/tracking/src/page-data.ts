import type { Article, CinemaDetail, Show } from '@marquee/domain-models';

/** A show's tracking data (SHELL-95, A§3 "Show (shell use)", C§3): as the API gives it. */
export interface ShowTracking {
  readonly title: string;
  readonly refHubble: string;
  readonly visa: string;
  readonly originalTitle: string;
  readonly nationality: string;
  readonly next24ShowtimesCount: number;
  readonly copiesCount: number;
}

/** A cinema's tracking data (SHELL-96, C§3 "tracking {city slug, cinema slug}"). */
export interface CinemaTracking {
  readonly citySlug: string;
  readonly cinemaSlug: string;
}

/** An article's tracking data (SHELL-96, C§3: articles carry a tracking slug). */
export interface ArticleTracking {
  readonly trackingSlug: string;
}

/**
 * What a page adds to its page view: the show, cinema or article it is about. A remote returns
 * it from its page's `head()` (`PageHead.tracking`), so it is known on the server, embedded for
 * hydration and recomputed on client-side navigation; the shell pushes it with the page view.
 */
export interface PageTracking {
  readonly show?: ShowTracking;
  readonly cinema?: CinemaTracking;
  readonly article?: ArticleTracking;
}

/** The tracking data of a show record (film or event page). */
export function showTracking(show: Pick<Show, 'tracking'>): ShowTracking {
  const { title, refHubble, visa, originalTitle, nationality, next24ShowtimesCount, copiesCount } = show.tracking;
  return { title, refHubble, visa, originalTitle, nationality, next24ShowtimesCount, copiesCount };
}

/** The tracking data of a cinema record (cinema page). */
export function cinemaTracking(cinema: Pick<CinemaDetail, 'tracking'>): CinemaTracking {
  return { citySlug: cinema.tracking.citySlug, cinemaSlug: cinema.tracking.cinemaSlug };
}

/** The tracking data of an article (news, event, offer or experience page). */
export function articleTracking(article: Pick<Article, 'trackingSlug'>): ArticleTracking {
  return { trackingSlug: article.trackingSlug };
}
