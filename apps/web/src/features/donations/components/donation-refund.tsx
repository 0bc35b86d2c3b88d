import { REFUND_MESSAGES, type ReceivedDonation } from '@enlaza/shared/donations';
import { formatARS, formatDate } from '@enlaza/shared/format';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useRefundDonation } from '../api/refund-donation';
import { donorName } from '../utils/donations-list';

/** 'Reembolsar' beside an approved donation the creator may refund. */
export function RefundButton({
  donation,
  onRefund,
}: {
  donation: ReceivedDonation;
  onRefund: (donation: ReceivedDonation) => void;
}) {
  if (!donation.refundable) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className="donation-refund"
      aria-label={REFUND_MESSAGES.actionLabel(donorName(donation))}
      onClick={() => onRefund(donation)}
    >
      {REFUND_MESSAGES.action}
    </Button>
  );
}

/** Until when a chargeback's evidence may be sent: a day in Argentina, e.g. '12 de marzo de 2026'. */
export function formatEvidenceDeadline(value: string): string {
  return formatDate(value, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  });
}

/** Under a chargeback or dispute: 'Presenta la documentación antes del …'. */
export function EvidenceDeadline({ donation }: { donation: ReceivedDonation }) {
  if (!donation.evidence_deadline) return null;
  return (
    <p className="donation-deadline">
      {REFUND_MESSAGES.evidenceDeadline(formatEvidenceDeadline(donation.evidence_deadline))}
    </p>
  );
}

/**
 * The confirmation before a refund (focus starts on 'Cancelar', Escape closes, focus stays inside).
 * The answer is reported through `onDone` (success) or `onError` (the server's Spanish message).
 */
export function RefundDialog({
  donation,
  onClose,
  onDone,
  onError,
}: {
  donation: ReceivedDonation | null;
  onClose: () => void;
  onDone: (donation: ReceivedDonation) => void;
  onError: (message: string) => void;
}) {
  const refund = useRefundDonation();
  const confirm = () => {
    if (!donation) return;
    refund.mutate(donation.id, {
      onSuccess: onDone,
      onError: (error) =>
        onError(
          error instanceof ApiError && error.serverMessage ? error.serverMessage : REFUND_MESSAGES.failed,
        ),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={donation !== null}
      title={REFUND_MESSAGES.confirmTitle}
      message={
        donation ? REFUND_MESSAGES.confirmMessage(formatARS(donation.amount), donorName(donation)) : ''
      }
      confirmLabel={REFUND_MESSAGES.confirm}
      busy={refund.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
