import { Money } from '@enlaza/shared/money';
import { type ConfirmedTransfer, TRANSFER_MESSAGES, type TransferDetails } from '@enlaza/shared/transfers';
import type { ConfirmedTransferRow, TransferDetailsRow } from './transfers.repository';

export function presentTransferDetails(row: TransferDetailsRow): TransferDetails {
  return { alias: row.alias, cvu: row.cvu, holder_name: row.holder_name, code: row.reference_code };
}

/** A confirmed transfer as its creator reads it, named as it is counted ('Transferencia confirmada por …'). */
export function presentConfirmedTransfer(row: ConfirmedTransferRow, creatorName: string): ConfirmedTransfer {
  return {
    id: row.id,
    amount: Money.fromCents(row.amount_cents).pesos,
    note: row.note,
    label: TRANSFER_MESSAGES.confirmedBy(creatorName),
    received_at: row.received_at,
    created_at: row.created_at,
    goal: row.goal_id !== null && row.goal_title !== null ? { id: row.goal_id, title: row.goal_title } : null,
    event:
      row.event_id !== null && row.event_title !== null ? { id: row.event_id, title: row.event_title } : null,
  };
}
