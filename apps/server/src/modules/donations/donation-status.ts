import { type DonationStatus, isDonationStatus } from '@enlaza/shared/donations';
import type { Transaction } from 'kysely';
import { logDonationApproved } from '../../db/activity-log.repository';
import type { DB } from '../../db/schema';
import { queueDonationEvent } from './donation-events';
import { donationMailEventOf, enqueueDonationMails } from './donation-mails.repository';
import {
  type DonationStatusChange,
  evidenceDeadlineOf,
  markReversed,
  writeDonationState,
} from './donation-status.repository';
import type { DonationEvents } from './donations-deps';
import { isReversal } from './payment-mapping';

/** What happened to one donation inside the transaction that changed it. */
export interface DonationTransition {
  donationId: string;
  /** What it showed before; null for a donation recorded already in its state (a second payment). */
  from: DonationStatus | null;
  to: DonationStatus;
  /** The money left the creator just now (approved or disputed → refunded, charged back, in dispute). */
  reversed: boolean;
  /** A chargeback's evidence deadline that this change recorded (new or moved), else null. */
  newEvidenceDeadline: string | null;
  at: string;
}

function statusOf(value: string | null | undefined): DonationStatus | null {
  return isDonationStatus(value) ? value : null;
}

/**
 * THE one place where a donation's status changes after its checkout created it as pending, always
 * inside the caller's transaction. Every path — notifications (payments and chargebacks), the
 * donor's return, the reconciliation sweep, the creator's refund, a checkout the provider never
 * created — ends here, so a donation becomes approved, refunded, charged back or disputed here and
 * nowhere else. Work tied to that moment belongs in `onTransition`, in the same transaction. What
 * must follow the commit — the public cache and the live goal bars (`deps.pageChanges`) — follows it
 * in applyProviderPayment, the one caller whose changes can approve or take money back.
 */
export async function changeDonationStatus(
  trx: Transaction<DB>,
  change: DonationStatusChange,
  at: string,
  events: DonationEvents,
): Promise<DonationTransition> {
  const previousDeadline =
    change.kind === 'update' && change.fields.evidence_deadline !== undefined
      ? await evidenceDeadlineOf(trx, change.donationId)
      : null;
  await writeDonationState(trx, change);
  const values = change.kind === 'update' ? change.fields : change.values;
  const from = change.kind === 'update' ? statusOf(change.from) : null;
  const to = statusOf(values.mp_status) ?? 'pending';
  const deadline = values.evidence_deadline ?? null;
  const transition: DonationTransition = {
    donationId: change.kind === 'update' ? change.donationId : change.values.id,
    from,
    to,
    reversed: isReversal(to) && to !== from && (from === 'approved' || from === 'in_mediation'),
    newEvidenceDeadline: deadline !== null && deadline !== previousDeadline ? deadline : null,
    at,
  };
  // The tax summary counts a refund or chargeback in the month it happened (issue 36): the
  // provider's time of the reading when it gave one.
  if ((to === 'refunded' || to === 'charged_back') && from !== to) {
    await markReversed(trx, transition.donationId, values.mp_updated_at ?? at);
  }
  await onTransition(trx, transition, events);
  return transition;
}

/**
 * What follows a donation's change in its own transaction. Keyed work only: a repeated notification
 * of the same state must add nothing (activity entries are deduplicated by donation).
 */
async function onTransition(
  trx: Transaction<DB>,
  t: DonationTransition,
  events: DonationEvents,
): Promise<void> {
  if (t.to === 'approved') await logDonationApproved(trx, t.donationId, t.at);
  // Receipt, creator alert, refund or chargeback notice: queued with the change, sent by the mail worker.
  const mail = donationMailEventOf(t);
  if (mail) await enqueueDonationMails(trx, t.donationId, mail, t.at);
  // The creator's webhooks (issue 37): queued with the change, delivered by the webhook worker.
  if (mail) await queueDonationEvent(trx, events, t.donationId, mail, t.at);
}
