import { useId, useRef } from 'react';
import { Button, buttonClass } from './button';
import { Modal } from './modal';
import '../../styles/flash-and-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shows a spinner on the confirm button while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question before a destructive action. Focus starts on Cancel (the safe choice); Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancelar',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <Modal
      backdropClassName="dialog-backdrop"
      className="dialog"
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      onClose={onCancel}
      closable={!busy}
      initialFocus={cancelRef}
    >
      <h2 id={`${id}-title`} className="dialog-title">
        {title}
      </h2>
      <p id={`${id}-message`} className="dialog-message">
        {message}
      </p>
      <div className="dialog-actions">
        <button
          ref={cancelRef}
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={onCancel}
          disabled={busy}
        >
          <span>{cancelLabel}</span>
        </button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
