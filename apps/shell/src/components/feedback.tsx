import { useTranslation } from '@marquee/i18n';
import { useModals } from '@marquee/modals';
import { Button } from '@marquee/ui-kit';
import './chrome.css';
/**
 * The customer-feedback entry (SHELL-44): a calm band above the footer with one button that
 * opens the feedback modal (modal id `feedback`, owned by the shell).
 */
export function FeedbackEntry() {
  const { t } = useTranslation('common');
  const modals = useModals();
  return (
    <section className="shell-feedback" aria-labelledby="shell-feedback-title">
      <h2 className="shell-feedback__title" id="shell-feedback-title">
        {t('feedback.prompt')}
      </h2>
      <Button variant="black-button" onClick={() => modals.getState().open('feedback')}>
        {t('feedback.open')}
      </Button>
    </section>
  );
}
