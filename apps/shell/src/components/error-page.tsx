import { useFlags } from '@marquee/feature-flags';
import { type TextKey, useTranslation } from '@marquee/i18n';
import { href, type PageKind } from '@marquee/routing';
import { LinkButton } from '@marquee/ui-kit';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../app/loader-data';
import { useShell } from '../app/shell-context';
import { useDocumentHead } from '../app/use-document-head';
import { errorTexts } from './error-texts';
import './chrome.css';

/** Where a visitor can go from an error view, after the first (primary) way out. */
const NEXT_STEPS: readonly { readonly kind: PageKind; readonly key: TextKey<'common'> }[] = [
  { kind: 'Cinemas', key: 'error.nextCinemas' },
  { kind: 'SearchResults', key: 'error.nextSearch' },
  { kind: 'FaqHome', key: 'error.nextHelp' },
];

/** Two rows of seats facing the screen. */
const SEATS = [0, 1].flatMap((row) =>
  Array.from({ length: 9 - row }, (_, i) => ({ x: 34 + row * 16 + i * 30, y: 112 + row * 22, back: row === 1 })),
);

/**
 * The picture of the error views (`errorPagePictureEnabled`): an empty screen before rows of
 * seats, drawn in the brand's colours. Decorative: the heading says what happened.
 */
function ErrorPicture() {
  return (
    <svg className="shell-error__picture" viewBox="0 0 320 160" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="shell-error-glow" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f5b82e" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f5b82e" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect x="40" y="10" width="240" height="80" rx="6" fill="#26262e" stroke="#f5b82e" strokeWidth="2" />
      <path d="M40 90 L280 90 L310 150 L10 150 Z" fill="url(#shell-error-glow)" opacity="0.35" />
      <text x="160" y="60" textAnchor="middle" fill="#f5b82e" fontSize="22" fontWeight="700" letterSpacing="6">
        · · ·
      </text>
      {SEATS.map(({ x, y, back }) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="22" height="16" rx="5" fill={back ? '#2c2c35' : '#3a3a45'} />
      ))}
    </svg>
  );
}

/** The not-found, gone or generic error view: what happened, and where to go next. */
export function ErrorView({ code }: { code: number }) {
  const { t } = useTranslation('common');
  const { site } = useShell();
  const flags = useFlags();
  const root = (useRouteLoaderData('root') as RootLoaderData | undefined)?.language ?? site.defaultLanguage;
  const navigate = useNavigate();
  const home = href(site, root, 'Home');
  // A plain click navigates in the page; a click with a modifier opens a tab as links do.
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(home);
  };
  const texts = errorTexts(code);
  const key = texts.kind;
  const location = useLocation();
  const title = t(texts.title);
  useDocumentHead(({ errorDocumentHead }) => errorDocumentHead(site, title), title);
  const steps = NEXT_STEPS.flatMap(({ kind, key: label }) => {
    try {
      return [{ href: href(site, root, kind), label: t(label) }];
    } catch {
      return [];
    }
  });
  return (
    <section className="error-view shell-error" data-error-code={code} aria-labelledby="shell-error-title">
      {flags.errorPagePictureEnabled ? <ErrorPicture /> : null}
      <p className="error-view__code" aria-hidden="true">
        {code}
      </p>
      <h1 id="shell-error-title">{title}</h1>
      <p>{t(texts.body)}</p>
      <div className="shell-error__actions">
        {key === 'generic' ? (
          // A failure may pass: loading the same address again is the first thing to try.
          <LinkButton href={location.pathname + location.search}>{t('error.tryAgain')}</LinkButton>
        ) : null}
        <LinkButton variant={key === 'generic' ? 'black-button' : 'yellow-button'} href={home} onClick={goHome}>
          {t('error.backHome')}
        </LinkButton>
      </div>
      {steps.length > 0 ? (
        <nav className="shell-error__next" aria-label={t('error.nextLabel')}>
          <ul>
            {steps.map((step) => (
              <li key={step.href}>
                <a href={step.href}>{step.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
