import type { Kysely, Selectable } from 'kysely';
import type { DB, TwoFactorChallengesTable, TwoFactorTable } from '../../db/schema';

export type TwoFactorRow = Selectable<TwoFactorTable>;
export type ChallengeRow = Selectable<TwoFactorChallengesTable>;
type Db = Kysely<DB>;

/** Two-step login's rows: the sealed secret, the recovery codes' hashes and the login challenges. */
export function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new (or replaced) setup not yet confirmed; an enabled row is left as it is (false). */
export async function saveSetup(db: Db, userId: number, secretSealed: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('two_factor')
    .values({
      user_id: userId,
      secret_sealed: secretSealed,
      enabled_at: null,
      last_time_step: null,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_sealed: secretSealed, last_time_step: null, created_at: now })
        .where('two_factor.enabled_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Takes a code's time step: only when it is newer than every step taken before, so a code (or an
 * older one still inside its window) works once, across concurrent requests and copies.
 */
export async function claimTimeStep(
  db: Db,
  userId: number,
  step: number,
  enabled: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ last_time_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', enabled ? 'is not' : 'is', null)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markEnabled(db: Db, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ enabled_at: now })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  hashes: string[],
  now: string,
): Promise<void> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
    .execute();
}

/** Spends a recovery code: true only for the one request that finds it unused. */
export async function spendRecoveryCode(db: Db, userId: number, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/** Turning it off forgets the secret, the recovery codes and any open challenge. */
export async function removeTwoFactor(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}

export async function insertChallenge(db: Db, row: ChallengeRow): Promise<void> {
  // The account's expired challenges go as a new one comes.
  await db
    .deleteFrom('two_factor_challenges')
    .where('user_id', '=', row.user_id)
    .where('expires_at', '<=', row.created_at)
    .execute();
  await db.insertInto('two_factor_challenges').values(row).execute();
}

/** An open challenge: unused and not expired at `now`. */
export function findOpenChallenge(db: Db, tokenHash: string, now: string): Promise<ChallengeRow | undefined> {
  return db
    .selectFrom('two_factor_challenges')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses a challenge up: true only for the one request that finds it still open. */
export async function claimChallenge(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_challenges')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the two-step service reads and writes: twoFactorStore(db) in production, an in-memory fake in unit tests. */
export interface TwoFactorStore {
  findTwoFactor(userId: number): Promise<TwoFactorRow | undefined>;
  saveSetup(userId: number, secretSealed: string, now: string): Promise<boolean>;
  claimTimeStep(userId: number, step: number, enabled: boolean): Promise<boolean>;
  markEnabled(userId: number, now: string): Promise<boolean>;
  replaceRecoveryCodes(userId: number, hashes: string[], now: string): Promise<void>;
  spendRecoveryCode(userId: number, hash: string, now: string): Promise<boolean>;
  countRecoveryCodesLeft(userId: number): Promise<number>;
  removeTwoFactor(userId: number): Promise<void>;
  insertChallenge(row: ChallengeRow): Promise<void>;
  findOpenChallenge(tokenHash: string, now: string): Promise<ChallengeRow | undefined>;
  claimChallenge(tokenHash: string, now: string): Promise<boolean>;
  /** Runs `work` in one transaction, the store it gets bound to it. */
  transaction<T>(work: (tx: TwoFactorStore) => Promise<T>): Promise<T>;
}

export function twoFactorStore(db: Db): TwoFactorStore {
  return {
    findTwoFactor: (userId) => findTwoFactor(db, userId),
    saveSetup: (userId, secretSealed, now) => saveSetup(db, userId, secretSealed, now),
    claimTimeStep: (userId, step, enabled) => claimTimeStep(db, userId, step, enabled),
    markEnabled: (userId, now) => markEnabled(db, userId, now),
    replaceRecoveryCodes: (userId, hashes, now) => replaceRecoveryCodes(db, userId, hashes, now),
    spendRecoveryCode: (userId, hash, now) => spendRecoveryCode(db, userId, hash, now),
    countRecoveryCodesLeft: (userId) => countRecoveryCodesLeft(db, userId),
    removeTwoFactor: (userId) => removeTwoFactor(db, userId),
    insertChallenge: (row) => insertChallenge(db, row),
    findOpenChallenge: (tokenHash, now) => findOpenChallenge(db, tokenHash, now),
    claimChallenge: (tokenHash, now) => claimChallenge(db, tokenHash, now),
    transaction: (work) => db.transaction().execute((trx) => work(twoFactorStore(trx))),
  };
}
