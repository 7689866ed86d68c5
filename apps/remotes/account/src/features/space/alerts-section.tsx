import { addClientAlert, getClientAlerts, removeClientAlert } from '@marquee/api-client';
import { ALERT_FEATURES, type ClientAlert } from '@marquee/domain-models';
import { type TextKey, useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import type { SessionClient } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { useEffect, useId, useState } from 'react';

type Feature = (typeof ALERT_FEATURES)[number];

/** The label of each feature's switch. */
const FEATURE_TEXTS: Readonly<Record<Feature, TextKey<'account'>>> = {
  'audio-description': 'space.alerts.feature.audio-description',
  'hoh-subtitles': 'space.alerts.feature.hoh-subtitles',
  relaxed: 'space.alerts.feature.relaxed',
};

/**
 * My alerts (docs/decisions/0046), on the profile page of a signed-in client (rendered in the browser
 * only: the account frame renders nothing personal on the server): the films whose booking
 * opening the client waits for, each with its removal, and the accessible showings it wants to be
 * told about (one switch per feature). Read and changed through /api/client/{id}/alerts.
 */
export function AlertsSection({ page, client }: { readonly page: PageInfo; readonly client: SessionClient }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const [alerts, setAlerts] = useState<readonly ClientAlert[] | null | 'failed'>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getClientAlerts(page.api, client.id).then(
      (list) => live && setAlerts(list.items),
      () => live && setAlerts('failed'),
    );
    return () => {
      live = false;
    };
  }, [page.api, client.id]);
  const change = (call: () => Promise<{ items: ClientAlert[] }>) => {
    setBusy(true);
    call()
      .then(
        (list) => {
          setAlerts(list.items);
          setFailed(false);
        },
        () => setFailed(true),
      )
      .finally(() => setBusy(false));
  };
  const list = Array.isArray(alerts) ? alerts : [];
  const films = list.filter((alert) => alert.kind === 'booking-opens');
  const features = new Map(list.flatMap((alert) => (alert.feature ? [[alert.feature, alert.id] as const] : [])));
  const toggle = (feature: Feature, on: boolean) => {
    const id = features.get(feature);
    change(() =>
      on
        ? addClientAlert(page.api, client.id, { kind: 'accessible-showing', feature })
        : removeClientAlert(page.api, client.id, id ?? ''),
    );
  };
  return (
    <section className="account-space__card account-alerts" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="account-space__subtitle">
        {t('space.alerts.title')}
      </h2>
      {alerts === null ? (
        <p className="account-space__muted">{t('space.checking')}</p>
      ) : alerts === 'failed' ? (
        <p className="account-space__muted">{t('space.unavailable')}</p>
      ) : (
        <>
          <h3 className="account-alerts__heading">{t('space.alerts.films')}</h3>
          {films.length === 0 ? (
            <p className="account-space__muted">{t('space.alerts.noFilms')}</p>
          ) : (
            <ul className="account-alerts__list">
              {films.map((alert) => {
                const title = alert.film?.title ?? '';
                return (
                  <li key={alert.id} className="account-alerts__item">
                    <a href={page.href('Movie', { slug: alert.film?.slug ?? '' })}>{title}</a>
                    <Button
                      variant="black-button"
                      disabled={busy}
                      aria-label={t('space.alerts.remove', { name: title })}
                      onClick={() => change(() => removeClientAlert(page.api, client.id, alert.id))}
                    >
                      {t('space.alerts.removeShort')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <fieldset className="account-alerts__features">
            <legend className="account-alerts__heading">{t('space.alerts.features')}</legend>
            {ALERT_FEATURES.map((feature) => (
              <label key={feature} className="account-alerts__feature">
                <input
                  type="checkbox"
                  checked={features.has(feature)}
                  disabled={busy}
                  onChange={(event) => toggle(feature, event.currentTarget.checked)}
                />
                <span>{t(FEATURE_TEXTS[feature])}</span>
              </label>
            ))}
          </fieldset>
        </>
      )}
      {failed ? <p role="alert">{t('space.failed')}</p> : null}
    </section>
  );
}
