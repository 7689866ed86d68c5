import type { Language } from '@marquee/domain-models';
import { useSession } from '@marquee/session';
import { clientEvent, type PageTracking, pageViewEvent, type TrackedPageType } from '@marquee/tracking';
import { currentViewport } from '@marquee/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '../app/shell-context';
import { pushToDataLayer } from '../lib/data-layer';

/**
 * The signed-in client's email hash: null when nobody is signed in, undefined while Web Crypto
 * computes it (a few microseconds after the session changes).
 */
function useEmailHash(): string | null | undefined {
  const email = useSession((state) => (state.status === 'signed-in' ? state.client?.email : undefined));
  const [hashed, setHashed] = useState<{ readonly email: string; readonly hash: string | null } | null>(null);
  useEffect(() => {
    if (!email) return;
    let current = true;
    const done = (hash: string | null) => {
      if (current) setHashed({ email, hash });
    };
    // Only a signed-in client has an email to hash: nobody else loads the hashing code.
    import('@marquee/tracking/email-hash').then(({ hashEmail }) => hashEmail(email)).then(done, () => done(null));
    return () => {
      current = false;
    };
  }, [email]);
  if (!email) return null;
  return hashed?.email === email ? hashed.hash : undefined;
}

/** What a page view reports about the page shown. */
export interface PageViewProps {
  readonly type: TrackedPageType;
  readonly language: Language;
  /** What the page added about itself (its head's `tracking`: show, cinema, article). */
  readonly tracking?: PageTracking | undefined;
}

/**
 * Pushes the page view of the page shown to `window.dataLayer` (SHELL-87..96): once per
 * location, after hydration for the page the server rendered and after every client-side
 * navigation, from an effect (the server renders nothing of it). The platform is the window's
 * at that moment. A client who signs in or out on a page already counted pushes a client event
 * with the new hash instead of a second page view.
 */
export function PageView({ type, language, tracking }: PageViewProps) {
  const { site, environment } = useShell();
  const location = useLocation();
  const emailHash = useEmailHash();
  const pushed = useRef<{ readonly key: string; readonly hash: string | null } | null>(null);
  useEffect(() => {
    if (emailHash === undefined) return;
    const last = pushed.current;
    if (last?.key === location.key) {
      if (last.hash !== emailHash) pushToDataLayer(clientEvent(emailHash));
    } else {
      pushToDataLayer(
        pageViewEvent({
          site,
          environment,
          viewport: currentViewport(),
          pageType: type,
          language,
          path: `${location.pathname}${location.search}`,
          emailHash,
          tracking,
        }),
      );
    }
    pushed.current = { key: location.key, hash: emailHash };
  }, [location.key, location.pathname, location.search, emailHash, site, environment, type, language, tracking]);
  return null;
}
