import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { IncomeEntry } from './income-entry';

/** Statuses whose money arrived (later reversed or not): counted as gross in the month of approval. */
const ARRIVED = ['approved', 'in_mediation', 'refunded', 'charged_back'];
const REVERSED = ['refunded', 'charged_back'];

function withheldOf(json: string | null): IncomeEntry['withheld'] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((w: { name?: unknown; amount_cents?: unknown }) =>
      typeof w?.name === 'string' && typeof w.amount_cents === 'number'
        ? [{ name: w.name, amount_cents: w.amount_cents }]
        : [],
    );
  } catch {
    return [];
  }
}

/**
 * The creator's donations as income entries between two instants: each approved payment (one-off,
 * gorra QR, monthly charge) at its approval, and each refund or chargeback at the moment it
 * happened (`reversed_at`; rows from before migration 0041 fall back to their last update).
 */
export async function donationEntries(
  db: Kysely<DB>,
  creatorId: number,
  from: string,
  to: string,
): Promise<IncomeEntry[]> {
  const rows = await db
    .selectFrom('donations')
    .select([
      'kind',
      'mp_status',
      'amount_cents',
      'platform_commission_cents',
      'provider_fee_cents',
      'withholdings',
      'processed_at',
      'reversed_at',
      'mp_updated_at',
      'updated_at',
    ])
    .where('user_id', '=', creatorId)
    .where('mp_status', 'in', ARRIVED)
    .where((eb) =>
      eb.or([
        eb.and([eb('processed_at', '>=', from), eb('processed_at', '<', to)]),
        eb('mp_status', 'in', REVERSED),
      ]),
    )
    .execute();
  const entries: IncomeEntry[] = [];
  for (const row of rows) {
    const consideration = row.kind === 'monthly' ? 'with_consideration' : 'without_consideration';
    const amount = Number(row.amount_cents);
    if (row.processed_at && row.processed_at >= from && row.processed_at < to) {
      entries.push({
        at: row.processed_at,
        consideration,
        gross_cents: amount,
        provider_fee_cents: Number(row.provider_fee_cents ?? 0),
        platform_fee_cents: Number(row.platform_commission_cents),
        withheld: withheldOf(row.withholdings),
        refunded_cents: 0,
      });
    }
    const reversedAt = row.reversed_at ?? row.mp_updated_at ?? row.updated_at;
    if (REVERSED.includes(row.mp_status) && reversedAt >= from && reversedAt < to) {
      entries.push({
        at: reversedAt,
        consideration,
        gross_cents: 0,
        provider_fee_cents: 0,
        platform_fee_cents: 0,
        withheld: [],
        refunded_cents: amount,
      });
    }
  }
  return entries;
}

/** The creator's monotributo category and the ceiling alert already sent. */
export async function taxSettingsOf(db: Kysely<DB>, creatorId: number) {
  return db
    .selectFrom('tax_settings')
    .select(['monotributo_category', 'alert_level'])
    .where('user_id', '=', creatorId)
    .executeTakeFirst();
}

export async function saveCategory(
  db: Kysely<DB>,
  creatorId: number,
  category: string | null,
  alertLevel: number,
  at: string,
) {
  const values = { monotributo_category: category, alert_level: alertLevel, updated_at: at };
  await db
    .insertInto('tax_settings')
    .values({ user_id: creatorId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function saveAlertLevel(db: Kysely<DB>, creatorId: number, level: number, at: string) {
  await db
    .updateTable('tax_settings')
    .set({ alert_level: level, updated_at: at })
    .where('user_id', '=', creatorId)
    .execute();
}

/** Creators with a category set: the ones the ceiling alert watches. */
export async function creatorsWithCategory(db: Kysely<DB>) {
  return db
    .selectFrom('tax_settings')
    .innerJoin('users', 'users.id', 'tax_settings.user_id')
    .select(['users.id', 'users.email', 'tax_settings.monotributo_category', 'tax_settings.alert_level'])
    .where('tax_settings.monotributo_category', 'is not', null)
    .execute();
}

/** The ceiling of `category` in the newest table in force on `day` ('YYYY-MM-DD'), if any. */
export async function ceilingInForce(db: Kysely<DB>, category: string, day: string) {
  return db
    .selectFrom('monotributo_ceilings')
    .select(['effective_from', 'annual_limit_cents'])
    .where('category', '=', category)
    .where('effective_from', '<=', day)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Stores a published table: its rows replace any loaded before with the same effective day. */
export async function storeCeilingTable(
  db: Kysely<DB>,
  effectiveFrom: string,
  rows: { category: string; annual_limit_cents: number }[],
  at: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('monotributo_ceilings').where('effective_from', '=', effectiveFrom).execute();
    await trx
      .insertInto('monotributo_ceilings')
      .values(rows.map((r) => ({ effective_from: effectiveFrom, ...r, loaded_at: at })))
      .execute();
  });
}

/** Whether any table was ever loaded (the shipped one is loaded when none is). */
export async function hasCeilingTable(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('monotributo_ceilings').select('category').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The creator's name for the PDF. */
export async function creatorNameOf(db: Kysely<DB>, creatorId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['full_name', 'username'])
    .where('id', '=', creatorId)
    .executeTakeFirst();
  return row?.full_name || row?.username || '';
}

/**
 * The creator's confirmed transfers (alias/CVU, issue 32) as income entries: the amount they recorded,
 * at the moment it arrived, without consideration; no provider fee, commission or withholding touches
 * money that never went through Mercado Pago, and there is nothing to refund.
 */
export async function transferEntries(
  db: Kysely<DB>,
  creatorId: number,
  from: string,
  to: string,
): Promise<IncomeEntry[]> {
  const rows = await db
    .selectFrom('confirmed_transfers')
    .select(['amount_cents', 'received_at'])
    .where('user_id', '=', creatorId)
    .where('received_at', '>=', from)
    .where('received_at', '<', to)
    .execute();
  return rows.map((row) => ({
    at: row.received_at,
    consideration: 'without_consideration',
    gross_cents: Number(row.amount_cents),
    provider_fee_cents: 0,
    platform_fee_cents: 0,
    withheld: [],
    refunded_cents: 0,
  }));
}
