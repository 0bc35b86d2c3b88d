import type {
  ChallengeRow,
  TwoFactorRow,
  TwoFactorStore,
} from '../../src/modules/auth/two-factor.repository';
import { inMemoryTransaction, snapshotRows } from './in-memory-transaction';

interface RecoveryCodeRow {
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** two_factor, its recovery codes and login challenges in memory, with two-factor.repository's conditions. */
export class FakeTwoFactorStore implements TwoFactorStore {
  readonly secrets: TwoFactorRow[] = [];
  readonly codes: RecoveryCodeRow[] = [];
  readonly challenges: ChallengeRow[] = [];

  async findTwoFactor(userId: number) {
    const row = this.secrets.find((r) => r.user_id === userId);
    return row && { ...row };
  }

  async saveSetup(userId: number, secretSealed: string, now: string) {
    const row = this.secrets.find((r) => r.user_id === userId);
    if (row?.enabled_at) return false;
    if (row) Object.assign(row, { secret_sealed: secretSealed, last_time_step: null, created_at: now });
    else
      this.secrets.push({
        user_id: userId,
        secret_sealed: secretSealed,
        enabled_at: null,
        last_time_step: null,
        created_at: now,
      });
    return true;
  }

  async claimTimeStep(userId: number, step: number, enabled: boolean) {
    const row = this.secrets.find((r) => r.user_id === userId);
    if (!row || (row.enabled_at !== null) !== enabled) return false;
    if (row.last_time_step !== null && row.last_time_step >= step) return false;
    row.last_time_step = step;
    return true;
  }

  async markEnabled(userId: number, now: string) {
    const row = this.secrets.find((r) => r.user_id === userId && r.enabled_at === null);
    if (!row) return false;
    row.enabled_at = now;
    return true;
  }

  async replaceRecoveryCodes(userId: number, hashes: string[]) {
    this.removeWhere(this.codes, (c) => c.user_id === userId);
    this.codes.push(...hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })));
  }

  async spendRecoveryCode(userId: number, hash: string, now: string) {
    const code = this.codes.find((c) => c.user_id === userId && c.code_hash === hash && c.used_at === null);
    if (!code) return false;
    code.used_at = now;
    return true;
  }

  async countRecoveryCodesLeft(userId: number) {
    return this.codes.filter((c) => c.user_id === userId && c.used_at === null).length;
  }

  async removeTwoFactor(userId: number) {
    this.removeWhere(this.challenges, (c) => c.user_id === userId);
    this.removeWhere(this.codes, (c) => c.user_id === userId);
    this.removeWhere(this.secrets, (r) => r.user_id === userId);
  }

  async insertChallenge(row: ChallengeRow) {
    this.removeWhere(this.challenges, (c) => c.user_id === row.user_id && c.expires_at <= row.created_at);
    this.challenges.push({ ...row });
  }

  async findOpenChallenge(tokenHash: string, now: string) {
    const row = this.open(tokenHash, now);
    return row && { ...row };
  }

  async claimChallenge(tokenHash: string, now: string) {
    const row = this.open(tokenHash, now);
    if (!row) return false;
    row.used_at = now;
    return true;
  }

  transaction<T>(work: (tx: TwoFactorStore) => Promise<T>): Promise<T> {
    const tables = [this.secrets, this.codes, this.challenges].map((rows) => ({
      snapshot: () => snapshotRows<unknown>(rows),
    }));
    return inMemoryTransaction(tables, () => work(this));
  }

  private open(tokenHash: string, now: string) {
    return this.challenges.find(
      (c) => c.token_hash === tokenHash && c.used_at === null && c.expires_at > now,
    );
  }

  private removeWhere<T>(rows: T[], drop: (row: T) => boolean): void {
    const kept = rows.filter((row) => !drop(row));
    rows.splice(0, rows.length, ...kept);
  }
}
