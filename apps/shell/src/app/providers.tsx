import { AlertStoreProvider } from '@marquee/alerts';
import { FlagsProvider } from '@marquee/feature-flags';
import { type I18n, I18nextProvider } from '@marquee/i18n';
import { ModalStoreProvider } from '@marquee/modals';
import { HYDRATING_ATTRIBUTE } from '@marquee/remote-contract';
import { SessionStoreProvider } from '@marquee/session';
import { releasePresses } from '@marquee/ui-kit/press-replay';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { ShellProvider, type ShellServices } from './shell-context';

/** Everything around the router, the same on the server and in the browser (hydration needs one tree). */
export function ShellProviders({
  services,
  i18n,
  children,
}: {
  readonly services: ShellServices;
  readonly i18n: I18n;
  readonly children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <FlagsProvider flags={services.flags}>
          <AlertStoreProvider store={services.alerts}>
            <ModalStoreProvider store={services.modals}>
              <SessionStoreProvider store={services.session}>
                <ShellProvider value={services}>{children}</ShellProvider>
              </SessionStoreProvider>
            </ModalStoreProvider>
          </AlertStoreProvider>
        </FlagsProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

/**
 * Marks the document once the first render is committed (`<html data-hydrated>`): tests wait for
 * it. A press held while the page hydrated (entry.tsx) is replayed then, on the live page.
 */
export function HydrationMark({
  mode,
  onMark,
}: {
  readonly mode: 'hydrated' | 'rendered';
  readonly onMark?: () => void;
}) {
  useEffect(() => {
    onMark?.();
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
    document.documentElement.dataset.hydrated = mode;
    // After React's commit, not in it: a press on a part still dehydrated (a remote's page, in its
    // Suspense boundary, hydrates after the root) makes React hydrate that part at once, which it
    // cannot do while it commits — the press would be dropped (docs/decisions/0041).
    queueMicrotask(() => releasePresses(null));
  }, [mode, onMark]);
  return null;
}
