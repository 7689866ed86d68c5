import type { Language } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import type { OpenModal } from '@marquee/modals';
import type { RemoteName, RemoteRoutes } from '@marquee/remote-contract';
import { Modal } from '@marquee/ui-kit';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { pageInfo } from '../app/page-info';
import { useRouteHandle } from '../app/route-handle';
import { useShell } from '../app/shell-context';
import { ensureRemoteTexts } from '../lib/texts';
import { RegionLoading, RemoteFallback, RemoteRegion } from './remote-region';

/** A remote's modal: its code and texts load, then its content renders inside the remote's boundary. */
export function RemoteModal({
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
