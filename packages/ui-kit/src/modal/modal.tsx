import { type ReactNode, useEffect, useId, useRef } from 'react';
import { currentViewport, exceedsViewport, useViewport } from '../hooks/use-viewport';
import { useModalDialog } from '../internal/use-modal-dialog';
import type { Viewport } from '../tokens/tokens';
import { ModalFrame, type ModalVariant } from './modal-frame';

export type { ModalVariant } from './modal-frame';

export interface ModalProps {
  /** Rendered (and shown as a modal) only while open. */
  open: boolean;
  /** Called on Escape, on the close button and on a backdrop click. */
  onClose: () => void;
  /** Visible title; it names the dialog. */
  title: ReactNode;
  /** Accessible name of the close button ("Close"). */
  closeLabel: string;
  variant?: ModalVariant;
  /** Actions at the bottom (buttons). */
  footer?: ReactNode;
  /** Largest viewport the modal is for (SHELL-49): it closes when the window grows past it. */
  maxViewport?: Viewport;
  children?: ReactNode;
  className?: string;
  /** A class for the body around `children` (a remote styles its own class, never the kit's). */
  bodyClassName?: string;
  /** False: no close button, Escape and the backdrop do nothing (a step the visitor must finish). Default true. */
  closable?: boolean;
}

/**
 * A modal dialog on the native <dialog>: focus is trapped by the browser (the page behind is
 * inert), page scroll is locked, Escape closes, focus returns to the opener.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  closeLabel,
  variant = 'centred',
  footer,
  maxViewport,
  children,
  className,
  bodyClassName,
  closable = true,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, onClose, closable);
  const viewport = useViewport();
  const tooWide = maxViewport !== undefined && exceedsViewport(viewport, maxViewport);
  useEffect(() => {
    // Checked against the window too: during hydration `viewport` is the server's `desktop`,
    // and a modal open on a phone must not close before the phone's own viewport arrives.
    if (tooWide && maxViewport !== undefined && exceedsViewport(currentViewport(), maxViewport)) onClose();
  }, [tooWide, maxViewport, onClose]);
  return (
    <ModalFrame
      ref={ref}
      titleId={titleId}
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      closable={closable}
      variant={variant}
      footer={footer}
      className={className}
      bodyClassName={bodyClassName}
    >
      {children}
    </ModalFrame>
  );
}
