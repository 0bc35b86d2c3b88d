import { Money } from '@enlaza/shared/money';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ConfirmedTransfersTable, DB, TransferDetailsTable } from '../../db/schema';

export type TransferDetailsRow = Selectable<TransferDetailsTable>;

/** A confirmed transfer with the titles of its goal and event (null when none or deleted). */
export type ConfirmedTransferRow = Selectable<ConfirmedTransfersTable> & {
  goal_title: string | null;
  event_title: string | null;
};

export function findTransferDetails(db: Kysely<DB>, userId: number): Promise<TransferDetailsRow | undefined> {
  return db.selectFrom('transfer_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Saves the creator's details; the concept code is kept once drawn (`reference_code` only on the first save). */
export function upsertTransferDetails(
  db: Kysely<DB>,
  values: Insertable<TransferDetailsTable>,
): Promise<TransferDetailsRow> {
  return db
    .insertInto('transfer_details')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        alias: values.alias ?? null,
        cvu: values.cvu ?? null,
        holder_name: values.holder_name,
        updated_at: values.updated_at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteTransferDetails(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('transfer_details').where('user_id', '=', userId).execute();
}

/** The creator's name as the page shows it ('Transferencia confirmada por {nombre}'). */
export async function creatorName(db: Kysely<DB>, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['full_name', 'username'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.full_name?.trim() || row?.username || '';
}

/** The creator's active goal's id, or null. */
export async function activeGoalId(db: Kysely<DB>, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('goals')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function ownsEvent(db: Kysely<DB>, userId: number, eventId: number): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

function transfersWithTitles(db: Kysely<DB>) {
  return db
    .selectFrom('confirmed_transfers as t')
    .leftJoin('goals as g', 'g.id', 't.goal_id')
    .leftJoin('events as e', 'e.id', 't.event_id')
    .selectAll('t')
    .select(['g.title as goal_title', 'e.title as event_title']);
}

/** The creator's confirmed transfers, latest arrival first; every one when `limit` is absent (exports). */
export function listTransfers(
  db: Kysely<DB>,
  userId: number,
  limit?: number,
): Promise<ConfirmedTransferRow[]> {
  let query = transfersWithTitles(db)
    .where('t.user_id', '=', userId)
    .orderBy('t.received_at', 'desc')
    .orderBy('t.id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export function findTransfer(
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<ConfirmedTransferRow | undefined> {
  return transfersWithTitles(db).where('t.id', '=', id).where('t.user_id', '=', userId).executeTakeFirst();
}

export async function insertTransfer(
  db: Kysely<DB>,
  values: Insertable<ConfirmedTransfersTable>,
): Promise<number> {
  const row = await db
    .insertInto('confirmed_transfers')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The deleted transfer's event, or undefined when the creator has no transfer with this id. */
export async function deleteTransfer(
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<{ event_id: number | null } | undefined> {
  return db
    .deleteFrom('confirmed_transfers')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('event_id')
    .executeTakeFirst();
}

/** What the confirmed transfers of a goal add up to. */
export async function transfersForGoal(db: Kysely<DB>, goalId: number): Promise<Money> {
  const row = await db
    .selectFrom('confirmed_transfers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('goal_id', '=', goalId)
    .executeTakeFirstOrThrow();
  return Money.fromCents(Number(row.total));
}

/** What the confirmed transfers for an event add up to. */
export async function transfersForEvent(db: Kysely<DB>, eventId: number): Promise<Money> {
  const row = await db
    .selectFrom('confirmed_transfers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Money.fromCents(Number(row.total));
}
