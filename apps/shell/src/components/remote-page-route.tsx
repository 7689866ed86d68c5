import type { PageProps, RemoteName } from '@marquee/remote-contract';
import { PAGE_OWNERS } from '@marquee/remote-contract';
import type { PageKind } from '@marquee/routing';
import type { ComponentType } from 'react';
import { useEffect } from 'react';
import { useLoaderData, useLocation, useParams, useRevalidator } from 'react-router';
import { pageInfo } from '../app/page-info';
import type { PageLoaderData } from '../app/router';
import { useRouteHandle } from '../app/route-handle';
import { useShell } from '../app/shell-context';
import { RemoteRegion } from './remote-region';

/** Renders the page a remote owns, inside the remote's error and suspense boundary. */
export function RemotePageRoute() {
  const services = useShell();
  const handle = useRouteHandle();
  const loaderData = useLoaderData() as PageLoaderData;
  const params = useParams();
  const location = useLocation();
  const revalidator = useRevalidator();

  useEffect(() => {
    if (loaderData.title) document.title = `${loaderData.title} | ${services.site.brand}`;
  }, [loaderData.title, services.site.brand]);

  if (!handle || handle.kind === 'Error') return null;
  const kind: PageKind = handle.kind;
  const owner = PAGE_OWNERS[kind] as RemoteName;
  const Page = services.remotes.loaded(owner)?.pages[kind]?.Component as ComponentType<PageProps<unknown>> | undefined;
  if (!Page) return null;
  const page = pageInfo(
    services,
    kind,
    handle.language,
    params,
    new URL(location.pathname + location.search, window.location.origin),
  );
  return (
    <RemoteRegion
      remote={owner}
      onRetry={() => {
        services.remotes.reset(owner);
        void revalidator.revalidate();
      }}
    >
      <div className="remote" data-remote={owner}>
        <Page data={loaderData.data} page={page} />
      </div>
    </RemoteRegion>
  );
}
