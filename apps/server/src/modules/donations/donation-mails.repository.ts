import type { Transaction } from 'kysely';
import { enqueueMail } from '../../db/mail-queue.repository';
import type { DB } from '../../db/schema';

/** A donation's change that someone must hear about by mail. */
export type DonationMailEvent =
  | { kind: 'approved' }
  | { kind: 'refunded' }
  | { kind: 'charged_back'; evidenceDeadline: string | null };

/** What a status change (see donation-status.ts) makes someone hear about, if anything. */
export function donationMailEventOf(change: {
  from: string | null;
  to: string;
  reversed: boolean;
  newEvidenceDeadline: string | null;
}): DonationMailEvent | null {
  if (change.to === 'approved' && change.from !== 'approved') return { kind: 'approved' };
  if (change.reversed && change.to === 'refunded') return { kind: 'refunded' };
  const disputed = change.to === 'charged_back' || change.to === 'in_mediation';
  if (disputed && (change.reversed || change.newEvidenceDeadline))
    return { kind: 'charged_back', evidenceDeadline: change.newEvidenceDeadline };
  return null;
}

/**
 * Queues, inside the transaction that changed the donation, the mails its new state causes:
 * approved → the donor's receipt (when they gave an email) and the creator's alert (when they
 * chose 'Cada aporte'; 'Resumen diario' is the digest's, 'No enviar' nothing); refunded or
 * charged back → the creator's notice. Each mail is keyed by kind, recipient and donation, so a
 * repeated notification or another copy queues nothing more.
 */
export async function enqueueDonationMails(
  trx: Transaction<DB>,
  donationId: string,
  event: DonationMailEvent,
  now: string,
): Promise<void> {
  const row = await trx
    .selectFrom('donations as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.user_id',
      'd.amount_cents',
      'd.donor_name',
      'd.donor_email',
      'd.message',
      'd.message_public',
      'd.processed_at',
      'd.mp_payment_id',
      'd.evidence_deadline',
      'u.full_name',
      'u.username',
      'u.email',
      'u.donation_alerts',
      'u.deleted_at',
    ])
    .where('d.id', '=', donationId)
    .executeTakeFirst();
  // An erased account's donations are accounting records only: nobody is written to about them.
  if (!row || row.deleted_at !== null) return;
  const amount_cents = Number(row.amount_cents);
  const donor_name = row.donor_name?.trim() || null;
  const base = { userId: row.user_id, donationId };

  if (event.kind === 'approved') {
    const approved_at = row.processed_at ?? now;
    if (row.donor_email) {
      await enqueueMail(
        trx,
        {
          ...base,
          kind: 'donor_receipt',
          recipient: row.donor_email,
          payload: {
            amount_cents,
            creator_name: row.full_name,
            creator_username: row.username,
            approved_at,
            operation_number: row.mp_payment_id,
          },
        },
        now,
      );
    }
    if (row.donation_alerts === 'each') {
      await enqueueMail(
        trx,
        {
          ...base,
          kind: 'creator_alert',
          recipient: row.email,
          payload: {
            amount_cents,
            donor_name,
            message: row.message?.trim() || null,
            message_public: row.message_public === 1,
            approved_at,
          },
        },
        now,
      );
    }
    return;
  }
  const notice = { amount_cents, donor_name, operation_number: row.mp_payment_id };
  if (event.kind === 'refunded') {
    await enqueueMail(trx, { ...base, kind: 'refund_notice', recipient: row.email, payload: notice }, now);
    return;
  }
  // Keyed by the deadline too: a deadline that arrives after the status gets its own notice.
  const evidence_deadline = event.evidenceDeadline ?? row.evidence_deadline ?? null;
  await enqueueMail(
    trx,
    {
      ...base,
      kind: 'chargeback_notice',
      recipient: row.email,
      payload: { ...notice, evidence_deadline },
      dedupeKey: `chargeback_notice:${donationId}:${row.email.toLowerCase()}:${evidence_deadline ?? ''}`,
    },
    now,
  );
}
