import { type Translator, useTranslation } from '@marquee/i18n';
import type { Crumb, PageInfo } from '@marquee/remote-contract';
import type { ReactNode } from 'react';
import { HelpChat } from './help-chat';
import { HelpSearch } from './help-search';

/** True on the mobile app's web-view variants (`m/...`, the MFaq kinds). */
export function isWebView(page: Pick<PageInfo, 'kind'>): boolean {
  return page.kind.startsWith('MFaq');
}

/**
 * The page kind to link to from a help page: the web-view variant on a web-view page, so the
 * app's visitor stays inside the app's pages.
 */
export function helpKind<K extends 'FaqHome' | 'FaqResults' | 'FaqCategory' | 'FaqArticleById' | 'FaqArticleBySlug'>(
  page: Pick<PageInfo, 'kind'>,
  kind: K,
): K | `M${K}` {
  return isWebView(page) ? `M${kind}` : kind;
}

/** The crumbs of a help page: the site's home (not inside the app), the help home, then the page's own. */
export function helpCrumbs(page: PageInfo, t: Translator<'help-centre'>, own: readonly Crumb[]): Crumb[] {
  return [
    ...(isWebView(page) ? [] : [{ name: t('crumbs.site'), url: page.href('Home') }]),
    { name: t('crumbs.help'), url: page.href(helpKind(page, 'FaqHome')) },
    ...own,
  ];
}

/** Every help page: breadcrumb, title, the help search, the page's content, the chat entry. */
export function HelpFrame({
  page,
  crumbs,
  title,
  intro,
  initialQuery,
  children,
}: {
  page: PageInfo;
  crumbs: readonly Crumb[];
  title: string;
  intro?: ReactNode;
  initialQuery?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('help-centre');
  return (
    <div className={isWebView(page) ? 'help-centre-frame help-centre-frame--webview' : 'help-centre-frame'}>
      {crumbs.length > 1 ? (
        <nav aria-label={t('crumbs.label')} className="help-centre-crumbs">
          <ol>
            {crumbs.map((crumb, index) => (
              <li key={crumb.url}>
                {index === crumbs.length - 1 ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <a href={crumb.url}>{crumb.name}</a>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <header className="help-centre-frame__header">
        <h1 className="help-centre-frame__title">{title}</h1>
        {intro ? <div className="help-centre-frame__intro">{intro}</div> : null}
      </header>
      <HelpSearch page={page} {...(initialQuery ? { initialQuery } : {})} />
      {children}
      <HelpChat page={page} />
    </div>
  );
}
