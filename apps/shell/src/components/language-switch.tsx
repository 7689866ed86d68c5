import type { Language } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { match, switchRedirectHref } from '@marquee/routing';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '../app/shell-context';

/** Language names in their own language (the switch lists each language as its speakers write it). */
const ENDONYMS: Record<Language, string> = { fr: 'Français', en: 'English', de: 'Deutsch', nl: 'Nederlands' };

/**
 * The language switch: lists exactly the site's languages (SHELL-50); choosing one closes
 * the list and goes to the same page in that language (SHELL-51).
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

  // Switching goes through the server-side redirect path, which remembers the choice in
  // the `lang` cookie and answers with the same page in the chosen language (SHELL-51).
  const matched = match(site, location.pathname);
  const type = matched?.kind ?? 'Home';
  const slug = matched?.params.slug;
  const targets = site.languages.map((lang) => ({
    language: lang,
    href: switchRedirectHref({ language: lang, type, ...(slug ? { slug } : {}) }),
  }));

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
            <a
              href={target.href}
              lang={target.language}
              hrefLang={target.language}
              aria-current={target.language === language ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              {ENDONYMS[target.language]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
