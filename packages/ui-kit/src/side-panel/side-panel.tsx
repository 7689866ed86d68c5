import { type ReactNode, useId, useRef } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import { useModalDialog } from '../internal/use-modal-dialog';
import './side-panel.css';

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  /** Sticky actions at the bottom (e.g. a Book now link). */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal panel from the right edge: 448px wide from tablet up, full screen on mobile
 * (SHELL-57). Same dialog behaviour as Modal: inert page, scroll lock, Escape, focus return.
 */
export function SidePanel(props: SidePanelProps) {
  return props.open ? <OpenSidePanel {...props} /> : null;
}

function OpenSidePanel({ onClose, title, closeLabel, footer, children, className }: SidePanelProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, onClose);
  return (
    // Open in the HTML itself: a panel rendered on the server (a showtime's own address) shows
    // before the page is live; useModalDialog then makes it modal.
    <dialog ref={ref} open className={cx('mq-side-panel', className)} aria-labelledby={titleId}>
      <div className="mq-side-panel__frame">
        <header className="mq-side-panel__header">
          <h2 id={titleId} className="mq-side-panel__title">
            {title}
          </h2>
          <button type="button" className="mq-side-panel__close mq-focusable" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="mq-side-panel__body">{children}</div>
        {footer ? <footer className="mq-side-panel__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
