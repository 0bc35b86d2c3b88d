import type { DonationStatus } from '@enlaza/shared/donations';
import { statusLabel } from '../utils/donations-list';

/** The donation's real status (spec 02 §4 labels), coloured by outcome. */
export function DonationStatusChip({ status }: { status: DonationStatus }) {
  return <span className={`donation-status donation-status-${status}`}>{statusLabel(status)}</span>;
}
