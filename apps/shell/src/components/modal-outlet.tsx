import type { Language } from '@marquee/domain-models';
import {
  MODAL_MAX_VIEWPORT,
  type ModalId,
  type ModalPayload,
  useModalStore,
  useModals,
  withoutModalSearch,
} from '@marquee/modals';
import { MODAL_OWNERS } from '@marquee/remote-contract';
import { baseUrl } from '@marquee/routing';
import { exceedsViewport, LazyPart, useViewport } from '@marquee/ui-kit';
import { type ComponentType, lazy, useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useShell } from '../app/shell-context';

/** A remote's modal: the code that loads the remote and frames its content comes with the first one opened. */
const RemoteModal = lazy(() => import('./remote-modal').then((module) => ({ default: module.RemoteModal })));

/** Props of a modal whose content the shell itself owns (language switch, mobile menu). */
export interface ShellModalProps {
  readonly payload: ModalPayload;
  readonly close: () => void;
  readonly language: Language;
}

/**
 * The page's one modal outlet (SHELL-45): shows the modal the manager says is open, with the
 * content of its owner (MODAL_OWNERS): one of the shell's own, or a remote's, whose code and
 * texts load when it opens. Every page navigation closes it and stops any video (SHELL-47,
 * SHELL-60); a modal limited to a viewport closes when the window grows past it (SHELL-49).
 */
export function ModalOutlet({
  language,
  shellModals,
}: {
  readonly language: Language;
  readonly shellModals: Partial<Record<ModalId, ComponentType<ShellModalProps>>>;
}) {
  const services = useShell();
  const modals = useModals();
  const current = useModalStore((state) => state.current);
  const location = useLocation();
  const viewport = useViewport(services.device.viewport);

  // A new page (the address without its /filters/ suffix changes) closes everything, as soon as
  // the navigation to it starts: a modal opened while that page loads (a press on the header's
  // search right after a link) is the visitor's choice on the new page and stays open
  // (docs/decisions/0041). `shown` is the page the open modals belong to.
  const page = baseUrl(location.pathname);
  const navigation = useNavigation();
  const next = navigation.location ? baseUrl(navigation.location.pathname) : page;
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === next) return;
    shown.current = next;
    modals.getState().reset();
  }, [next, modals]);

  // A modal opened by its address, once closed, leaves the address (a reload shows the page alone).
  const wasOpen = useRef(false);
  useEffect(() => {
    const closing = wasOpen.current && !current;
    wasOpen.current = current !== null;
    if (!closing || !window.location.search.includes('modal=')) return;
    const search = withoutModalSearch(window.location.search);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  }, [current]);

  const limit = current ? MODAL_MAX_VIEWPORT[current.id] : undefined;
  const tooWide = limit !== undefined && exceedsViewport(viewport, limit);
  useEffect(() => {
    if (tooWide && current) modals.getState().close(current.id);
  }, [tooWide, current, modals]);

  if (!current || tooWide) return null;
  const close = () => modals.getState().close(current.id);
  const owner = MODAL_OWNERS[current.id];
  if (owner === 'shell') {
    const Content = shellModals[current.id];
    // The shell's modals load on first use (shell-modals.ts): nothing shows until their code is there.
    return Content ? (
      <LazyPart name={`modal "${current.id}"`}>
        <Content payload={current.payload} close={close} language={language} />
      </LazyPart>
    ) : null;
  }
  // The page renders its own modals (`page`); an id without an owner has no content.
  if (owner === undefined || owner === 'page') return null;
  return (
    <LazyPart key={`${owner}:${current.id}`} name={`modal "${current.id}"`}>
      <RemoteModal owner={owner} modal={current} close={close} language={language} />
    </LazyPart>
  );
}
