import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { useShell } from '../app/shell-context';
import { RemoteLoadError } from '../lib/remote-error';
import { ErrorView } from './error-page';
import { RemoteFallback } from './remote-region';

/**
 * What a page shows when its loader failed: the remote's fallback with a retry when the
 * remote could not load, the not-found or gone view for a missing or retired record, at
 * the same address (spec §8).
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const services = useShell();
  const revalidator = useRevalidator();
  if (error instanceof RemoteLoadError) {
    return (
      <RemoteFallback
        remote={error.remote}
        onRetry={() => {
          services.remotes.reset(error.remote);
          void revalidator.revalidate();
        }}
      />
    );
  }
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    return <ErrorView code={error.status} />;
  }
  console.error('page failed', error);
  return <ErrorView code={500} />;
}
