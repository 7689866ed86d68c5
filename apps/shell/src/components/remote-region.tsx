import { useTranslation } from '@marquee/i18n';
import type { RemoteName } from '@marquee/remote-contract';
import { Button } from '@marquee/ui-kit';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { reportRemoteError } from '../lib/error-beacon';
import { RemoteLoadError } from '../lib/remote-error';

/** The translated fallback of a region whose remote failed, with a retry. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className="remote-fallback" role="alert" data-remote={remote}>
      <h1 className="remote-fallback__title">{t('remote.unavailableTitle')}</h1>
      <p>{t('remote.unavailableBody')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </section>
  );
}

/** A quiet placeholder while a region's code loads. */
export function RegionLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="region-loading" role="status">
      <span className="visually-hidden">{t('remote.loading')}</span>
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Error and suspense boundary around everything a remote renders. */
export class RemoteRegion extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`remote "${this.props.remote}" failed to render`, error, info.componentStack);
    // A load failure was reported by the loader; anything else the remote threw counts as its error.
    if (!(error instanceof RemoteLoadError)) reportRemoteError(this.props.remote, error);
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteFallback
          remote={this.props.remote}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return <Suspense fallback={<RegionLoading />}>{this.props.children}</Suspense>;
  }
}
