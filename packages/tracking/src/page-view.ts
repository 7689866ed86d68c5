import type { CountryCode, Environment, Language } from '@marquee/domain-models';
import type { ArticleTracking, CinemaTracking, PageTracking, ShowTracking } from './page-data';
import { pageGroupOf, type TrackedPageType } from './page-types';

/** The platform of a page view (A§7): the web on a desktop window, or on a phone or tablet. */
export type PlatformType = 'web-desktop' | 'web-mobile';

/** The viewport classes of the product (CL: mobile < 700 px, tablet < 1080 px, desktop). */
export type ViewportClass = 'mobile' | 'tablet' | 'desktop';

/**
 * The platform of a viewport class: `web-desktop` from 1080 px, `web-mobile` below. A tablet
 * counts as mobile, as the documents' other "mobile" behaviours do (CL "Viewports").
 */
export function platformType(viewport: ViewportClass): PlatformType {
  return viewport === 'desktop' ? 'web-desktop' : 'web-mobile';
}

/** The event name of a page view in the dataLayer. */
export const PAGE_VIEW_EVENT = 'page_view';

/**
 * One page view as pushed to `window.dataLayer` (SHELL-87..96). Every key is always present
 * (null when it does not apply): Google Tag Manager merges pushes into one data model, so a key
 * left out would keep the previous page's value (a film's data on the next page).
 */
export interface PageViewEvent {
  readonly event: typeof PAGE_VIEW_EVENT;
  /** `web-desktop` or `web-mobile`, from the window's width when the page is shown (SHELL-88). */
  readonly platform_type: PlatformType;
  /** The site code upper-cased: `FR`, `CH` (SHELL-89). */
  readonly country: string;
  /** development, staging, preprod or production: from the host, as the edge told the page (SHELL-90). */
  readonly site_environment: Environment;
  /** `catalog_` + the page's section (SHELL-91). */
  readonly page_group: string;
  /** The tracked page type (SHELL-93). */
  readonly page_type: TrackedPageType;
  /** The site's ISO 4217 currency (SHELL-92). */
  readonly currency: string;
  /** The page language. */
  readonly language: Language;
  /** Path and query of the page, no origin. */
  readonly page_path: string;
  /** SHA-256 (hex) of the signed-in client's email, lower-cased and trimmed; null when nobody is signed in (SHELL-94). */
  readonly anonymous_email_hash: string | null;
  /** The show the page is about (SHELL-95). */
  readonly show: ShowTracking | null;
  /** The cinema the page is about (SHELL-96). */
  readonly cinema: CinemaTracking | null;
  /** The article the page is about (SHELL-96). */
  readonly article: ArticleTracking | null;
}

/** What the shell knows of a page view. */
export interface PageViewInput {
  readonly site: { readonly code: CountryCode; readonly currency: string };
  readonly environment: Environment;
  readonly viewport: ViewportClass;
  readonly pageType: TrackedPageType;
  readonly language: Language;
  /** Path and query (`/film/dune?x=1`). */
  readonly path: string;
  readonly emailHash: string | null;
  /** What the page added about itself (its head's `tracking`). */
  readonly tracking?: PageTracking | undefined;
}

/** Builds the page-view event the shell pushes. */
export function pageViewEvent(input: PageViewInput): PageViewEvent {
  return {
    event: PAGE_VIEW_EVENT,
    platform_type: platformType(input.viewport),
    country: input.site.code.toUpperCase(),
    site_environment: input.environment,
    page_group: pageGroupOf(input.pageType),
    page_type: input.pageType,
    currency: input.site.currency,
    language: input.language,
    page_path: input.path,
    anonymous_email_hash: input.emailHash,
    show: input.tracking?.show ?? null,
    cinema: input.tracking?.cinema ?? null,
    article: input.tracking?.article ?? null,
  };
}

/** The event name pushed when the signed-in client changes on a page already tracked. */
export const CLIENT_EVENT = 'client_changed';

/** The client changed after the page view (signed in, restored, signed out): the hash for the tags that follow. */
export interface ClientEvent {
  readonly event: typeof CLIENT_EVENT;
  readonly anonymous_email_hash: string | null;
}

/** Builds the event pushed when the signed-in client changes on the page. */
export function clientEvent(emailHash: string | null): ClientEvent {
  return { event: CLIENT_EVENT, anonymous_email_hash: emailHash };
}
