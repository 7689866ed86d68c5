import { useTranslation } from '@marquee/i18n';
import { href } from '@marquee/routing';
import { LinkButton } from '@marquee/ui-kit';
import type { MouseEvent } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { errorDocumentHead } from '../app/document-head';
import type { RootLoaderData } from '../app/router';
import { useShell } from '../app/shell-context';
import { useDocumentHead } from '../app/use-document-head';

/** The not-found, gone or generic error view. */
export function ErrorView({ code }: { code: number }) {
  const { t } = useTranslation('common');
  const { site } = useShell();
  const root = (useRouteLoaderData('root') as RootLoaderData | undefined)?.language ?? site.defaultLanguage;
  const navigate = useNavigate();
  const home = href(site, root, 'Home');
  // A plain click navigates in the page; a click with a modifier opens a tab as links do.
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(home);
  };
  const key = code === 404 ? 'notFound' : code === 410 ? 'gone' : 'generic';
  useDocumentHead(errorDocumentHead(site, t(`error.${key}Title`)));
  return (
    <section className="error-view" data-error-code={code}>
      <p className="error-view__code" aria-hidden="true">
        {code}
      </p>
      <h1>{t(`error.${key}Title`)}</h1>
      <p>{t(`error.${key}Body`)}</p>
      <LinkButton href={home} onClick={goHome}>
        {t('error.backHome')}
      </LinkButton>
    </section>
  );
}
