import { SUPPORTERS_MESSAGES, type SupporterEntry } from '@enlaza/shared/donations';
import { Money } from '@enlaza/shared/money';

export interface SupporterRow {
  id: string;
  donor_name: string | null;
  show_name: number;
  amount_cents: number;
  hide_amount: number;
  message: string | null;
  message_public: number;
  message_hidden: number;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  processed_at: string | null;
  /** 'one_off' or 'monthly' (a charge of a monthly subscription). */
  kind: string;
  /** The creator's 'Mostrar montos en la página'. */
  show_amounts: number;
}

/**
 * One wall entry as visitors see it: the name only when the donor chose to show it, the amount
 * only when neither the donor nor the creator hid it, the message only when public and not hidden.
 * Never the email, never the donation id (`entryId` is opaque).
 */
export function presentSupporter(row: SupporterRow, entryId: string): SupporterEntry {
  const name = Number(row.show_name) === 1 ? row.donor_name?.trim() : '';
  const amountShown = Number(row.hide_amount) === 0 && Number(row.show_amounts) === 1;
  const messageShown = Number(row.message_public) === 1 && Number(row.message_hidden) === 0;
  return {
    id: entryId,
    name: name || SUPPORTERS_MESSAGES.anonymous,
    amount: amountShown ? Money.fromCents(row.amount_cents).pesos : null,
    message: messageShown ? row.message?.trim() || null : null,
    reply: row.reply,
    replied_at: row.replied_at,
    created_at: row.processed_at ?? row.created_at,
    monthly: row.kind === 'monthly',
  };
}
