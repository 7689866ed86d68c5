import type { ReactNode, Ref } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './modal.css';

/** Modal variants of the spec: centred (default) or small (e.g. sign-in from the header). */
export type ModalVariant = 'centred' | 'small' | 'fullscreen';

export interface ModalFrameProps {
  readonly ref?: Ref<HTMLDialogElement>;
  /** The id the title carries (the dialog is labelled by it). */
  readonly titleId: string;
  readonly title: ReactNode;
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly closable?: boolean;
  readonly variant?: ModalVariant;
  readonly footer?: ReactNode;
  readonly className?: string;
  readonly bodyClassName?: string;
  readonly children?: ReactNode;
}

/**
 * The modal's markup without its behaviour: the `<dialog>`, its header (title, close button), body
 * and footer. `Modal` is this frame with `useModalDialog` (modal, focus, scroll lock, Escape) and the
 * viewport rule; a part that must open a dialog without its own code (the film page's offline
 * trailer) uses the frame and the hook directly.
 */
export function ModalFrame({
  ref,
  titleId,
  title,
  closeLabel,
  onClose,
  closable = true,
  variant = 'centred',
  footer,
  className,
  bodyClassName,
  children,
}: ModalFrameProps) {
  return (
    <dialog ref={ref} className={cx('mq-modal', `mq-modal--${variant}`, className)} aria-labelledby={titleId}>
      <div className="mq-modal__frame">
        <header className="mq-modal__header">
          <h2 id={titleId} className="mq-modal__title">
            {title}
          </h2>
          {closable ? (
            <button type="button" className="mq-modal__close mq-focusable" aria-label={closeLabel} onClick={onClose}>
              <Icon name="close" />
            </button>
          ) : null}
        </header>
        <div className={cx('mq-modal__body', bodyClassName)}>{children}</div>
        {footer ? <footer className="mq-modal__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
