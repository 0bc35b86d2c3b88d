import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import '../../styles/modal.css';

interface ModalProps {
  /** The dimmed full-screen layer that places the box; each dialog keeps its own look. */
  backdropClassName: string;
  className: string;
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** False while an action runs: Escape then does nothing. */
  closable?: boolean;
  /** What takes focus on opening; by default the dialog itself, so its title is announced first. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * Every modal of the app, on the native `<dialog>` opened with showModal(): the browser keeps focus
 * inside and makes the page behind inert. Rendered while open; Escape (or the system's back gesture)
 * asks `onClose`, the page does not scroll behind it (modal.css) and focus goes back to what opened it.
 */
export function Modal({
  backdropClassName,
  className,
  role = 'dialog',
  labelledBy,
  describedBy,
  onClose,
  closable = true,
  initialFocus,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    (initialFocus?.current ?? dialog).focus();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  return createPortal(
    <dialog
      ref={ref}
      className="modal-layer"
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      onCancel={(event) => {
        // React decides when the dialog goes away: it is rendered only while open.
        event.preventDefault();
        if (closable) onClose();
      }}
    >
      <div className={backdropClassName}>
        <div className={className}>{children}</div>
      </div>
    </dialog>,
    document.body,
  );
}
