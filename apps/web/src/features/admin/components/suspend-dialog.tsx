import { ADMIN_LIMITS, ADMIN_MESSAGES, suspendSchema } from '@enlaza/shared/admin';
import { type FormEvent, useId, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { useSuspendCreator } from '../api/admin-actions';
import '../../../styles/flash-and-dialog.css';

const M = ADMIN_MESSAGES.suspend;

/** 'Suspender página': asks the reason (the creator reads it), then suspends. */
export function SuspendDialog({
  creator,
  onClose,
  onDone,
}: {
  creator: { id: number; username: string };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const suspend = useSuspendCreator();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = suspendSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    suspend.mutate(
      { id: creator.id, reason: checked.data.reason },
      {
        onSuccess: (answer) => onDone(answer.message),
        onError: (failure) =>
          setError((failure instanceof ApiError && failure.serverMessage) || ADMIN_MESSAGES.loadError),
      },
    );
  };

  return (
    <Modal
      backdropClassName="dialog-backdrop"
      className="dialog"
      labelledBy={`${id}-title`}
      onClose={onClose}
      closable={!suspend.isPending}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="dialog-title">
          {M.title} · @{creator.username}
        </h2>
        <TextareaField
          label={M.reasonLabel}
          hint={M.reasonHint}
          name="reason"
          rows={4}
          maxLength={ADMIN_LIMITS.reasonMax}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
        <div className="dialog-actions">
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={onClose}
            disabled={suspend.isPending}
          >
            <span>{M.cancel}</span>
          </button>
          <Button type="submit" variant="danger" loading={suspend.isPending}>
            {M.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
