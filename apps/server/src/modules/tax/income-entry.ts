import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Whether the payer got something in return: how tax advisers split collections. */
export type Consideration = 'without_consideration' | 'with_consideration';

/**
 * One movement of a creator's money at one instant: an arrival (gross, with what the provider and
 * the platform kept and the taxes withheld) or a departure (a refund or chargeback). Centavos.
 */
export interface IncomeEntry {
  /** ISO-8601 instant; its Argentine month is the row it counts in. */
  at: string;
  consideration: Consideration;
  gross_cents: number;
  provider_fee_cents: number;
  platform_fee_cents: number;
  /** By the provider's name of each tax (classified in withholding-kinds.ts). */
  withheld: { name: string; amount_cents: number }[];
  refunded_cents: number;
}

/** A kind of income: its entries of one creator between two instants ([from, to), ISO-8601). */
export type IncomeSource = (
  db: Kysely<DB>,
  creatorId: number,
  from: string,
  to: string,
) => Promise<IncomeEntry[]>;
