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

/**
 * Opens a native <dialog> as a modal while mounted. The browser does the hard parts: the
 * rest of the page becomes inert (focus stays inside, screen readers see only the dialog),
 * it sits in the top layer, and Escape raises `cancel`. We add: close through the owner
 * (controlled), scroll lock, and focus returned to where it was.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const unlock = lockScroll();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Escape is handled on keydown as well: synthetic key events (and browsers without the
    // dialog's cancel behaviour) never raise `cancel`.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
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
