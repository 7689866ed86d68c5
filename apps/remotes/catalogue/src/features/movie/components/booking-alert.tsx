import { addClientAlert, getClientAlerts, removeClientAlert } from '@marquee/api-client';
import { rememberAfterSignIn, takeAfterSignIn } from '@marquee/client-space';
import type { ClientAlert } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { useModals } from '@marquee/modals';
import type { PageInfo } from '@marquee/remote-contract';
import { useSession } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';

/** The alert of this film among the client's alerts, or null. */
const alertOf = (items: readonly ClientAlert[], slug: string) =>
  items.find((alert) => alert.kind === 'booking-opens' && alert.film?.slug === slug) ?? null;

/**
 * "Tell me when booking opens" for a presale film, its code loaded on intent
 * or once the visitor is signed in (`BookingAlertSlot`, movie-page.tsx): signed in, the button
 * shows whether the client asked (`aria-pressed`) and a press asks or takes it back through
 * /api/client/{id}/alerts; signed out, the press is kept for after sign-in (ACC-36) and the
 * sign-in-required modal opens with this page as its return target; back signed in on this page,
 * the alert is asked. `pressed`: the visitor pressed the stub before this code was there — the
 * press acts once, as soon as it can.
 */
export function BookingAlert({
  slug,
  title,
  page,
  pressed,
}: {
  readonly slug: string;
  readonly title: string;
  readonly page: PageInfo;
  readonly pressed: number;
}) {
  const { t } = useTranslation('catalogue');
  const modals = useModals();
  const status = useSession((state) => state.status);
  const clientId = useSession((state) => (state.status === 'signed-in' ? (state.client?.id ?? null) : null));
  /** The client's alert of this film: undefined while unknown (anonymous, or being read). */
  const [alert, setAlert] = useState<ClientAlert | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const handled = useRef(0);
  const failedId = useId();

  const apply = (call: () => Promise<{ items: ClientAlert[] }>) => {
    setBusy(true);
    setFailed(false);
    call()
      .then(
        (list) => setAlert(alertOf(list.items, slug)),
        () => setFailed(true),
      )
      .finally(() => setBusy(false));
  };

  // Signed in: what the client asked (and the alert kept for after sign-in on this page, once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again for another client or film only.
  useEffect(() => {
    if (!clientId) {
      setAlert(undefined);
      return;
    }
    const kept = takeAfterSignIn(
      window.sessionStorage,
      (action) => action.kind === 'booking-alert' && action.slug === slug && action.path === window.location.pathname,
    );
    apply(() =>
      kept
        ? addClientAlert(page.api, clientId, { kind: 'booking-opens', film: slug })
        : getClientAlerts(page.api, clientId),
    );
  }, [clientId, slug, page.api]);

  const press = () => {
    if (status === 'loading' || busy) return;
    if (!clientId) {
      rememberAfterSignIn(window.sessionStorage, {
        kind: 'booking-alert',
        slug,
        path: window.location.pathname,
        at: Date.now(),
      });
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      modals.getState().open('sign-in-required', { signInRequired: true, returnTo: here });
      return;
    }
    if (alert === undefined) return;
    apply(() =>
      alert
        ? removeClientAlert(page.api, clientId, alert.id)
        : addClientAlert(page.api, clientId, { kind: 'booking-opens', film: slug }),
    );
  };
  const latest = useRef(press);
  latest.current = press;

  // A press on the stub before this code was there: acted on once the state is known.
  useEffect(() => {
    if (pressed <= handled.current) return;
    if (status === 'loading' || (clientId && (alert === undefined || busy))) return;
    handled.current = pressed;
    latest.current();
  }, [pressed, status, clientId, alert, busy]);

  const asked = Boolean(alert);
  return (
    <span className="catalogue-movie__alert">
      <Button
        variant="none"
        className="catalogue-movie__alert-button"
        aria-pressed={asked}
        aria-describedby={failed ? failedId : undefined}
        data-needs-network=""
        loading={busy}
        onClick={press}
      >
        {t('movie.alert.ask')}
      </Button>
      {asked ? <span className="catalogue-movie__alert-note">{t('movie.alert.asked', { title })}</span> : null}
      {failed ? (
        <span id={failedId} role="alert" className="catalogue-movie__alert-note">
          {t('movie.alert.failed')}
        </span>
      ) : null}
    </span>
  );
}
