import { useTranslation } from '@marquee/i18n';
import { href, readErrorCode } from '@marquee/routing';
import { Link, useRouteLoaderData, useSearchParams } from 'react-router';
import type { RootLoaderData } from '../app/router';
import { useShell } from '../app/shell-context';

/** The not-found, gone or generic error view. */
export function ErrorView({ code }: { code: number }) {
  const { t } = useTranslation('common');
  const { site } = useShell();
  const root = (useRouteLoaderData('root') as RootLoaderData | undefined)?.language ?? site.defaultLanguage;
  const key = code === 404 ? 'notFound' : code === 410 ? 'gone' : 'generic';
  return (
    <section className="error-view" data-error-code={code}>
      <p className="error-view__code" aria-hidden="true">
        {code}
      </p>
      <h1>{t(`error.${key}Title`)}</h1>
      <p>{t(`error.${key}Body`)}</p>
      <Link className="button button--primary" to={href(site, root, 'Home')}>
        {t('error.backHome')}
      </Link>
    </section>
  );
}

/** The error targets /404, /404_NOT_FOUND and /410_GONE (query errorCode). */
export function ErrorPage() {
  const [search] = useSearchParams();
  return <ErrorView code={readErrorCode(search)} />;
}

/** Any address no route matches: the not-found view, address unchanged. */
export function NotFoundPage() {
  return <ErrorView code={404} />;
}
