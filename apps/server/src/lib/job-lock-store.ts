import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface LeaseRequest {
  name: string;
  holder: string;
  /** ISO time the lease runs out. */
  expiresAt: string;
  /** ISO time now: a lease that ran out by then may be taken over. */
  now: string;
}

/**
 * Takes the named lease when it is free, ran out, or already `holder`'s (then renews it); answers
 * the holder after the statement, so the caller took it exactly when that is itself.
 */
export async function takeLease(db: Kysely<DB>, lease: LeaseRequest): Promise<string | undefined> {
  const row = await db
    .insertInto('job_locks')
    .values({ name: lease.name, holder: lease.holder, expires_at: lease.expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder: lease.holder, expires_at: lease.expiresAt })
        .where((eb) =>
          eb.or([eb('job_locks.expires_at', '<=', lease.now), eb('job_locks.holder', '=', lease.holder)]),
        ),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder;
}

/** Gives the named lease up, if `holder` still has it. */
export async function dropLease(db: Kysely<DB>, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_locks').where('name', '=', name).where('holder', '=', holder).execute();
}
