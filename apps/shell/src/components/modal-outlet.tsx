import type { Language } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import {
  MODAL_MAX_VIEWPORT,
  type ModalId,
  type ModalPayload,
  type OpenModal,
  useModalStore,
  useModals,
  withoutModalSearch,
} from '@marquee/modals';
import { MODAL_OWNERS, type RemoteName, type RemoteRoutes } from '@marquee/remote-contract';
import { baseUrl } from '@marquee/routing';
import { exceedsViewport, Modal, useViewport } from '@marquee/ui-kit';
import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { pageInfo } from '../app/page-info';
import { useRouteHandle } from '../app/route-handle';
import { useShell } from '../app/shell-context';
import { ensureRemoteTexts } from '../lib/texts';
import { RegionLoading, RemoteFallback, RemoteRegion } from './remote-region';

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

  // A new page (the address without its /filters/ suffix changes) closes everything.
  const page = baseUrl(location.pathname);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    modals.getState().reset();
  }, [page, modals]);

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
    return Content ? <Content payload={current.payload} close={close} language={language} /> : null;
  }
  // The page renders its own modals (`page`); an id without an owner has no content.
  if (owner === undefined || owner === 'page') return null;
  return <RemoteModal key={`${owner}:${current.id}`} owner={owner} modal={current} close={close} language={language} />;
}

/** A remote's modal: its code and texts load, then its content renders inside the remote's boundary. */
function RemoteModal({
  owner,
  modal,
  close,
  language,
}: {
  readonly owner: RemoteName;
  readonly modal: OpenModal;
  readonly close: () => void;
  readonly language: Language;
}) {
  const services = useShell();
  const { t, i18n } = useTranslation('common');
  const handle = useRouteHandle();
  const params = useParams();
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ remote?: RemoteRoutes; failed?: boolean }>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let live = true;
    services.remotes
      .load(owner)
      .then(async (remote) => {
        await ensureRemoteTexts(i18n, services, owner, remote, language);
        if (live) setState({ remote });
      })
      .catch((error: unknown) => {
        console.error(`modal "${modal.id}": remote "${owner}" could not be loaded`, error);
        if (live) setState({ failed: true });
      });
    return () => {
      live = false;
    };
  }, [owner, language, services, i18n, modal.id, attempt]);

  const retry = () => {
    services.remotes.reset(owner);
    setState({});
    setAttempt((n) => n + 1);
  };
  if (state.failed || (state.remote && !state.remote.modals?.[modal.id])) {
    if (state.remote) console.error(`remote "${owner}" has no modal "${modal.id}"`);
    return (
      <Modal open onClose={close} title={t('remote.unavailableTitle')} closeLabel={t('modal.close')}>
        <RemoteFallback remote={owner} onRetry={retry} />
      </Modal>
    );
  }
  const Content = state.remote?.modals?.[modal.id]?.Component;
  const loading = (
    <Modal open onClose={close} title={t('remote.loading')} closeLabel={t('modal.close')}>
      <RegionLoading />
    </Modal>
  );
  if (!Content) return loading;
  const page = pageInfo(
    services,
    handle?.kind ?? 'Home',
    language,
    params,
    new URL(location.pathname + location.search, services.origin),
  );
  return (
    <RemoteRegion remote={owner} onRetry={retry}>
      {/* A remote's modal may be lazy (its own chunk, `React.lazy`): the loading dialog until it is there. */}
      <Suspense fallback={loading}>
        <Content payload={modal.payload} close={close} page={page} />
      </Suspense>
    </RemoteRegion>
  );
}
