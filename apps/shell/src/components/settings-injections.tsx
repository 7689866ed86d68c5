import type { SafeInjection } from '@marquee/domain-models';
import { useEffect } from 'react';
import { applyHeadInjections, noscriptInjectionsHtml } from '../app/injections';

/**
 * The settings' injections (SHELL-86), already checked against the allow-list: the `noscript`
 * ones in a `<noscript>` at the top of the page (read only by browsers without JavaScript),
 * rebuilt from their checked attributes. The `head` ones are written into the head by the
 * server (server/render.tsx); a page the browser renders itself gets them here, made with the DOM.
 * Nothing is ever executed: no script is allowed, and the page's Content-Security-Policy
 * forbids inline scripts anyway.
 */
export function SettingsInjections({ injections }: { readonly injections: readonly SafeInjection[] }) {
  const key = JSON.stringify(injections);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised list is the dependency.
  useEffect(() => applyHeadInjections(document, injections), [key]);
  const noscript = noscriptInjectionsHtml(injections);
  if (noscript === '') return null;
  // The HTML is built by noscriptInjectionsHtml from allow-listed, escaped attributes only.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rebuilt from checked attributes, inside noscript.
  return <noscript dangerouslySetInnerHTML={{ __html: noscript }} />;
}
