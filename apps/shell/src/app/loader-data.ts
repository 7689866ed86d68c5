import type { Language } from '@marquee/domain-models';
import type { PageHead, PageHeaderOptions } from '@marquee/remote-contract';
import type { FooterData } from '../components/footer/footer-data';
import type { ChromeData } from './chrome-data';

// What the shell's routes load, as types only: the page shell, the footer, the error views and
// the server render read it without importing the router (app/router.tsx) and all it pulls in.

/** What a page route's loader returns. */
export interface PageLoaderData {
  readonly data: unknown;
  readonly head: PageHead | undefined;
  /**
   * The server could not render this region (its remote did not load, or its data missed the
   * time budget): the server sends the page without it and the browser finishes it.
   */
  readonly clientOnly?: true;
  /** How the page wants the header (sticky, backdrop threshold, dark), as the remote declares it. */
  readonly header?: PageHeaderOptions;
}

/** What the root route's loader returns. */
export interface RootLoaderData {
  readonly language: Language;
  /** The footer's data, loaded beside the page's own (its failure leaves parts empty, never the page). */
  readonly footer: FooterData;
  /** Settings injections and the header push (loaded with the page; empty when they fail). */
  readonly chrome: ChromeData;
}
