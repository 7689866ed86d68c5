import { isApiUnavailable } from '@marquee/api-client';
import { pageTypeOf } from '@marquee/tracking';
import { useTranslation } from '@marquee/i18n';
import { lazy } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError, useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../app/loader-data';
import { useRouteHandle } from '../app/route-handle';
import { useShell } from '../app/shell-context';
import { RemoteLoadError } from '../lib/remote-error';
import { errorTexts } from './error-texts';
import { PageView } from './page-view';
import { RemoteFallback } from './remote-region';
import { LazyPart } from '@marquee/ui-kit';

/**
 * The not-found, gone and error views (their picture, their ways out) are no part of a page that
 * works: their code is fetched when one is shown. A server-rendered error page keeps its HTML
 * until the code is there (React hydrates the boundary then).
 */
const LazyErrorView = lazy(() => import('./error-page').then((module) => ({ default: module.ErrorView })));

function ErrorView({ code }: { readonly code: number }) {
  const { t } = useTranslation('common');
  const texts = errorTexts(code);
  // Its code out of reach (offline): what happened, said plainly.
  const failed = (
    <section className="error-view shell-error" data-error-code={code}>
      <h1>{t(texts.title)}</h1>
      <p>{t(texts.body)}</p>
    </section>
  );
  return (
    <LazyPart name="error view" failed={failed}>
      <LazyErrorView code={code} />
    </LazyPart>
  );
}

/**
 * What a page shows when its loader failed: the remote's fallback with a retry when the
 * remote could not load, the not-found or gone view for a missing or retired record, at
 * the same address (spec §8).
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const services = useShell();
  const revalidator = useRevalidator();
  const handle = useRouteHandle();
  const root = useRouteLoaderData('root') as RootLoaderData | undefined;
  const language = handle?.language ?? root?.language ?? services.site.defaultLanguage;
  if (error instanceof RemoteLoadError) {
    // The page was asked for and its frame shown: counted as its kind, its remote failing or not.
    return (
      <>
        {handle ? <PageView type={pageTypeOf(handle.kind)} language={language} /> : null}
        <RemoteFallback
          remote={error.remote}
          onRetry={() => {
            services.remotes.reset(error.remote);
            void revalidator.revalidate();
          }}
        />
      </>
    );
  }
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    return (
      <>
        <PageView type="not_found" language={language} />
        <ErrorView code={error.status} />
      </>
    );
  }
  console.error('page failed', error);
  return (
    <>
      <PageView type="error" language={language} />
      <ErrorView code={isApiUnavailable(error) ? 503 : 500} />
    </>
  );
}
