import type { PageHeaderOptions } from '@marquee/remote-contract';
import { useMatches } from 'react-router';

function headerOf(data: unknown): PageHeaderOptions | undefined {
  if (typeof data !== 'object' || data === null || !('header' in data)) return undefined;
  const header = (data as { header: unknown }).header;
  return typeof header === 'object' && header !== null ? (header as PageHeaderOptions) : undefined;
}

/**
 * How the page shown now wants the header (sticky or not, the backdrop threshold, dark), as its
 * remote declares it (`RemotePage.header`, carried by the page's loader data): the same on the
 * server and at hydration.
 */
export function usePageHeader(): PageHeaderOptions {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const header = headerOf(matches[i]?.loaderData);
    if (header) return header;
  }
  return {};
}
