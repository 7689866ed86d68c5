import type { PageProps, RemoteName } from '@marquee/remote-contract';
import { PAGE_OWNERS, resolvedPage } from '@marquee/remote-contract';
import type { PageKind } from '@marquee/routing';
import { pageTypeOf } from '@marquee/tracking';
import type { ComponentType } from 'react';
import { useEffect } from 'react';
import { useLoaderData, useLocation, useParams, useRevalidator } from 'react-router';
import { pageInfo } from '../app/page-info';
import type { PageLoaderData } from '../app/loader-data';
import { useRouteHandle } from '../app/route-handle';
import { type ShellServices, useShell } from '../app/shell-context';
import { useDocumentHead } from '../app/use-document-head';
import { PageView } from './page-view';
import { RegionLoading, RemoteRegion } from './remote-region';

/** A region the server left to the browser: the same placeholder on both, then the browser loads it. */
function ClientOnlyRegion({ remote }: { remote: RemoteName }) {
  const { revalidate } = useRevalidator();
  // After hydration: run the page's loader here, in the browser (remote code and data).
  useEffect(() => {
    void revalidate();
  }, [revalidate]);
  return (
    <div className="remote" data-remote={remote}>
      <RegionLoading />
    </div>
  );
}

/**
 * The server HTML of a region whose remote the browser could not load: only on the page the
 * server rendered (the first location); after a navigation the loader fails and the region
 * shows its fallback with a retry.
 */
function frozenHtml(services: ShellServices, owner: RemoteName, locationKey: string): string | undefined {
  return locationKey === 'default' ? services.frozenRegions?.get(owner) : undefined;
}

/** Renders the page a remote owns, inside the remote's error and suspense boundary. */
export function RemotePageRoute() {
  const services = useShell();
  const handle = useRouteHandle();
  const loaderData = useLoaderData() as PageLoaderData;
  const params = useParams();
  const location = useLocation();
  const revalidator = useRevalidator();
  const kind = handle?.kind;
  const language = handle?.language ?? services.site.defaultLanguage;

  const headInput = { kind: kind ?? 'Home', language, params, head: loaderData.head } as const;
  useDocumentHead(
    ({ pageDocumentHead }) => pageDocumentHead({ site: services.site, origin: services.origin, ...headInput }),
    headInput,
  );

  if (!kind) return null;
  const owner = PAGE_OWNERS[kind as PageKind] as RemoteName;
  // A region the server left to the browser is counted once its data is there.
  if (loaderData.clientOnly) return <ClientOnlyRegion remote={owner} />;
  const view = <PageView type={pageTypeOf(kind)} language={language} tracking={loaderData.head?.tracking} />;
  const Page = resolvedPage(services.remotes.loaded(owner), kind as PageKind)?.Component as
    | ComponentType<PageProps<unknown>>
    | undefined;
  const retry = () => {
    services.remotes.reset(owner);
    void revalidator.revalidate();
  };
  if (!Page) {
    const html = frozenHtml(services, owner, location.key);
    if (html === undefined) return view;
    // The server's HTML stays as it was: React leaves an element set by innerHTML alone.
    return (
      <>
        {view}
        <RemoteRegion remote={owner} onRetry={retry}>
          <div
            className="remote"
            data-remote={owner}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this region, read back from the page before hydrating.
            dangerouslySetInnerHTML={{ __html: html }}
            suppressHydrationWarning
          />
        </RemoteRegion>
      </>
    );
  }
  const page = pageInfo(
    services,
    kind,
    language,
    params,
    new URL(location.pathname + location.search, services.origin),
  );
  return (
    <>
      {view}
      <RemoteRegion remote={owner} onRetry={retry}>
        <div className="remote" data-remote={owner}>
          <Page data={loaderData.data} page={page} />
        </div>
      </RemoteRegion>
    </>
  );
}
