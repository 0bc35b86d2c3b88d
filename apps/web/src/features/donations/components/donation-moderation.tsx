import {
  WALL_MODERATION_MESSAGES as M,
  type ReceivedDonation,
  SUPPORTERS_LIMITS,
} from '@enlaza/shared/donations';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useUpdateDonation } from '../api/update-donation';

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.errors[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * What the creator alone sees and does with one donation (issue 20): the donor's email, reports,
 * 'Ocultar mensaje' / 'Mostrar mensaje', and one reply ('Responder', shown under the message on the wall).
 */
export function DonationModeration({ donation }: { donation: ReceivedDonation }) {
  const id = useId();
  const update = useUpdateDonation();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const approved = donation.mp_status === 'approved';

  const send = (body: { message_hidden?: boolean; reply?: string }, done?: () => void) => {
    setError(null);
    update.mutate(
      { id: donation.id, ...body },
      { onSuccess: () => done?.(), onError: (e) => setError(errorText(e)) },
    );
  };
  const onReply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ reply }, () => {
      setReplying(false);
      setReply('');
    });
  };

  return (
    <div className="donation-moderation">
      {donation.donor_email ? (
        <p className="donations-muted">
          {M.donorEmail}: <a href={`mailto:${donation.donor_email}`}>{donation.donor_email}</a>
        </p>
      ) : null}
      {donation.message && !donation.message_public ? (
        <p className="donation-badge">{M.privateBadge}</p>
      ) : null}
      {donation.message && donation.message_hidden ? <p className="donation-badge">{M.hiddenBadge}</p> : null}
      {donation.report_count > 0 ? (
        <p className="donation-badge donation-badge-warn">{M.reportsCount(donation.report_count)}</p>
      ) : null}
      {donation.reply ? (
        <p className="donation-reply">
          <strong>{M.yourReply}:</strong> {donation.reply}
        </p>
      ) : null}
      {approved ? (
        <div className="donation-actions">
          {donation.message && donation.message_public ? (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={update.isPending}
              onClick={() => send({ message_hidden: !donation.message_hidden })}
            >
              {donation.message_hidden ? M.showMessage : M.hideMessage}
            </button>
          ) : null}
          {!donation.reply && !replying ? (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setReplying(true)}>
              {M.replyAction}
            </button>
          ) : null}
        </div>
      ) : null}
      {replying ? (
        <form className="donation-reply-form" onSubmit={onReply} noValidate>
          <label className="visually-hidden" htmlFor={`${id}-reply`}>
            {M.replyLabel}
          </label>
          <textarea
            id={`${id}-reply`}
            className="input"
            rows={2}
            maxLength={SUPPORTERS_LIMITS.replyMax}
            placeholder={M.replyPlaceholder}
            value={reply}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setReply(e.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the creator just asked to write the reply
            autoFocus
          />
          <div className="donation-actions">
            <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
              {M.replySend}
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setReplying(false)}>
              {M.replyCancel}
            </button>
          </div>
        </form>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
