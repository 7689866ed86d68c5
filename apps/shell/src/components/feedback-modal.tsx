import { sendFeedback } from '@marquee/api-client';
import { FEEDBACK_COMMENT_MAX } from '@marquee/domain-models';
import { type TextKey, useTranslation } from '@marquee/i18n';
import { Button, Modal } from '@marquee/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '../app/shell-context';
import type { ShellModalProps } from './modal-outlet';
import './chrome.css';

const RATINGS = [1, 2, 3, 4, 5] as const;
/** The spoken name of each rating. */
const RATING_TEXTS: Readonly<Record<(typeof RATINGS)[number], TextKey<'common'>>> = {
  1: 'feedback.rating1',
  2: 'feedback.rating2',
  3: 'feedback.rating3',
  4: 'feedback.rating4',
  5: 'feedback.rating5',
};

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed' };

/**
 * The feedback form: a rating from 1 to 5 (required, radio buttons: arrow keys move between
 * them) and an optional comment, sent to `POST /api/feedback` with the page it was given on.
 */
export function FeedbackModal({ close, language }: ShellModalProps) {
  const { t } = useTranslation('common');
  const services = useShell();
  const location = useLocation();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [missing, setMissing] = useState(false);
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      document.getElementById(`${ids}-rating-1`)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    sendFeedback(services.api(language), { rating, comment, page: location.pathname })
      .then(() => setStatus({ kind: 'sent' }))
      .catch((error: unknown) => {
        console.warn('feedback not sent', error);
        setStatus({ kind: 'failed' });
      });
  };

  if (status.kind === 'sent') {
    return (
      <Modal
        open
        onClose={close}
        title={t('feedback.thanksTitle')}
        closeLabel={t('modal.close')}
        footer={<Button onClick={close}>{t('feedback.done')}</Button>}
      >
        <p role="status">{t('feedback.thanksBody')}</p>
      </Modal>
    );
  }
  return (
    <Modal open onClose={close} title={t('feedback.title')} closeLabel={t('modal.close')}>
      <form className="shell-feedback-form" onSubmit={submit} noValidate>
        <fieldset
          className="shell-feedback-form__rating"
          aria-describedby={missing ? `${ids}-rating-error` : undefined}
          aria-invalid={missing || undefined}
        >
          <legend>{t('feedback.ratingLegend')}</legend>
          <div className="shell-feedback-form__scale">
            {RATINGS.map((value) => (
              <label key={value} className="shell-feedback-form__star">
                <input
                  type="radio"
                  name={`${ids}-rating`}
                  id={`${ids}-rating-${value}`}
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setMissing(false);
                  }}
                />
                <span aria-hidden="true" className="shell-feedback-form__mark">
                  {value}
                </span>
                <span className="visually-hidden">{t(RATING_TEXTS[value])}</span>
              </label>
            ))}
          </div>
          <p className="shell-feedback-form__ends" aria-hidden="true">
            <span>{t('feedback.rating1')}</span>
            <span>{t('feedback.rating5')}</span>
          </p>
          {missing ? (
            <p className="shell-feedback-form__error" id={`${ids}-rating-error`}>
              {t('feedback.ratingRequired')}
            </p>
          ) : null}
        </fieldset>
        <label className="shell-feedback-form__label" htmlFor={`${ids}-comment`}>
          {t('feedback.commentLabel')}
        </label>
        <textarea
          id={`${ids}-comment`}
          className="shell-feedback-form__comment"
          rows={4}
          maxLength={FEEDBACK_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-describedby={`${ids}-comment-hint`}
        />
        <p className="shell-feedback-form__hint" id={`${ids}-comment-hint`}>
          {t('feedback.commentHint', { max: FEEDBACK_COMMENT_MAX })}
        </p>
        {status.kind === 'failed' ? (
          <p className="shell-feedback-form__error" role="alert">
            {t('feedback.failed')}
          </p>
        ) : null}
        <div className="shell-feedback-form__actions">
          <Button type="submit" loading={status.kind === 'sending'}>
            {t('feedback.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
