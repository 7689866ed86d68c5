import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

let locks = 0;
let previousOverflow = '';

/** Blocks page scroll while at least one modal is open (SHELL-48). */
function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  locks += 1;
  return () => {
    locks -= 1;
    if (locks === 0) root.style.overflow = previousOverflow;
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: the page
 * behind is inert already, and without this the focus would leave for the browser's own UI.
 */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens a native <dialog> as a modal while mounted. The browser does the hard parts: the
 * rest of the page becomes inert (focus stays inside, screen readers see only the dialog),
 * it sits in the top layer, and Escape raises `cancel`. We add: close through the owner
 * (controlled), scroll lock, and focus returned to where it was.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClose: () => void, closable = true): void {
  // Not closable: Escape and the backdrop are ignored (the owner closes it when its task is done).
  const onCloseRef = useRef(closable ? onClose : () => {});
  useEffect(() => {
    onCloseRef.current = closable ? onClose : () => {};
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      // A dialog open in the HTML (rendered on the server) is not modal yet: reopen it as modal.
      if (dialog.open && !dialog.matches(':modal')) dialog.close();
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    // The browser focuses the dialog's first control; a field marked to take the focus gets it
    // (React's autoFocus runs before the dialog opens, when nothing inside can be focused).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const unlock = lockScroll();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Escape is handled on keydown as well: synthetic key events (and browsers without the
    // dialog's cancel behaviour) never raise `cancel`.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Tab') {
        keepFocusInside(dialog, event);
        return;
      }
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCloseRef.current();
    };
    const onClick = (event: MouseEvent) => {
      // A click on the dialog element itself is a click on the backdrop.
      if (event.target === dialog) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      unlock();
      opener?.focus();
    };
  }, [ref]);
}
