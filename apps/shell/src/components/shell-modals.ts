import type { ModalId } from '@marquee/modals';
import { type ComponentType, lazy } from 'react';
import type { ShellModalProps } from './modal-outlet';

/**
 * The modals whose content the shell itself owns (MODAL_OWNERS). None is ever rendered open by
 * the server, so none is in a page's first load: each one's code is fetched the first time it
 * opens (the outlet shows nothing meanwhile), then kept.
 */
export const SHELL_MODALS: Partial<Record<ModalId, ComponentType<ShellModalProps>>> = {
  'language-switch': lazy(() =>
    import('./header/language-switch-modal').then((module) => ({ default: module.LanguageSwitchModal })),
  ),
  'mobile-menu': lazy(() => import('./header/mobile-menu').then((module) => ({ default: module.MobileMenu }))),
  feedback: lazy(() => import('./feedback-modal').then((module) => ({ default: module.FeedbackModal }))),
};
