import { useTranslation } from '@marquee/i18n';
import { match, switchRedirectHref } from '@marquee/routing';
import { Icon, Modal } from '@marquee/ui-kit';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '../../app/shell-context';
import type { ShellModalProps } from '../modal-outlet';
import { ENDONYMS } from './endonyms';

/**
 * The language switch (modal `language-switch`, SHELL-50/51): the site's languages by their own
 * names, the current one marked. Choosing one closes the modal and goes through the server-side
 * redirect path, which remembers the choice in the `lang` cookie and answers with the same page
 * in that language.
 */
export function LanguageSwitchModal({ close, language }: ShellModalProps) {
  const { site } = useShell();
  const { t } = useTranslation('common');
  const location = useLocation();
  const matched = match(site, location.pathname);
  const type = matched?.kind ?? 'Home';
  const slug = matched?.params.slug;
  const choose = (target: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click: close first, then leave for the redirect path (a modified click opens a tab as usual).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    close();
    window.location.assign(target);
  };
  return (
    <Modal open onClose={close} title={t('language.title')} closeLabel={t('modal.close')} variant="small">
      <ul className="shell-languages" aria-label={t('language.label')}>
        {site.languages.map((lang) => {
          const target = switchRedirectHref({ language: lang, type, ...(slug ? { slug } : {}) });
          const current = lang === language;
          return (
            <li key={lang}>
              <a
                className="shell-languages__option"
                href={target}
                lang={lang}
                hrefLang={lang}
                aria-current={current ? 'true' : undefined}
                onClick={choose(target)}
              >
                <span className="shell-languages__code" aria-hidden="true">
                  {lang.toUpperCase()}
                </span>
                <span className="shell-languages__name">{ENDONYMS[lang]}</span>
                {current ? <Icon name="check" className="shell-languages__check" /> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
