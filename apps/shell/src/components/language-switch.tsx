import type { Language } from '@marquee/domain-models';
import { languageCookie, useTranslation } from '@marquee/i18n';
import { alternates, href, match } from '@marquee/routing';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useShell } from '../app/shell-context';
import { writeCookie } from '../lib/cookies';

/** Language names in their own language (the switch lists each language as its speakers write it). */
const ENDONYMS: Record<Language, string> = { fr: 'Français', en: 'English', de: 'Deutsch', nl: 'Nederlands' };

/**
 * The language switch: lists exactly the site's languages; choosing one remembers it in the
 * `lang` cookie, goes to the same page in that language and closes the list.
 */
export function LanguageSwitch({ language }: { language: Language }) {
  const { site } = useShell();
  const { t } = useTranslation('common');
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  const matched = match(site, location.pathname);
  const targets = matched
    ? alternates(site, matched.kind, matched.params)
    : site.languages.map((lang) => ({ language: lang, href: href(site, lang, 'Home') }));

  return (
    <div className="language-switch" ref={rootRef}>
      <button
        type="button"
        className="language-switch__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{t('language.label')}: </span>
        <span aria-hidden="true">{language.toUpperCase()}</span>
        <span className="visually-hidden">{ENDONYMS[language]}</span>
      </button>
      <ul id={listId} className="language-switch__list" hidden={!open} aria-label={t('language.label')}>
        {targets.map((target) => (
          <li key={target.language}>
            <Link
              to={target.href}
              lang={target.language}
              hrefLang={target.language}
              aria-current={target.language === language ? 'true' : undefined}
              onClick={() => {
                writeCookie(languageCookie(target.language));
                setOpen(false);
              }}
            >
              {ENDONYMS[target.language]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
