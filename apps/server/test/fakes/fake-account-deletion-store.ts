import type { UserRow } from '../../src/accounts/users.repository';
import type {
  AccountDeletionStore,
  AccountDeletionWrites,
  AccountFootprint,
} from '../../src/modules/account-deletion/account-deletion.repository';
import { FakeMailQueue } from './fake-mail-queue';
import { FakeUsers } from './fake-users';
import { inMemoryTransaction, snapshotRows } from './in-memory-transaction';

/** What an account owns outside its users row, as the footprint reads it. */
export interface OwnedByAccount {
  payment?: AccountFootprint['payment'];
  music?: AccountFootprint['music'];
  files?: string[];
  eventIds?: number[];
  formerUsernames?: string[];
}

/**
 * Accounts, what they own, the names reserved after an erasure and the mail queue, in memory. Erasing
 * drops what the account owns and leaves the users row as a blank tombstone with deleted_at.
 */
export class FakeAccountDeletionStore implements AccountDeletionStore, AccountDeletionWrites {
  readonly users = new FakeUsers();
  readonly owned = new Map<number, OwnedByAccount>();
  readonly reservedNames: { username: string; until: string }[] = [];

  constructor(readonly mails = new FakeMailQueue()) {}

  findUser(userId: number): Promise<UserRow | undefined> {
    return this.users.findById(userId);
  }

  async footprint(userId: number): Promise<AccountFootprint> {
    const user = this.users.rows.find((u) => u.id === userId);
    const owned = this.owned.get(userId) ?? {};
    const files = [user?.profile_image, user?.background_image, ...(owned.files ?? [])].filter(
      (url): url is string => typeof url === 'string',
    );
    return {
      payment: owned.payment ?? null,
      music: owned.music ?? null,
      files: [...new Set(files)],
      pages: {
        usernames: [...(user ? [user.username] : []), ...(owned.formerUsernames ?? [])],
        eventIds: owned.eventIds ?? [],
      },
    };
  }

  transaction<T>(work: (tx: AccountDeletionWrites) => Promise<T>): Promise<T> {
    const owned = this.owned;
    const parts = [
      { snapshot: () => snapshotRows(this.users.rows) },
      { snapshot: () => snapshotRows(this.reservedNames) },
      this.mails,
      {
        snapshot: () => {
          const copy = structuredClone([...owned]);
          return () => {
            owned.clear();
            for (const [id, value] of copy) owned.set(id, value);
          };
        },
      },
    ];
    return inMemoryTransaction(parts, () => work(this));
  }

  async reserveDeletedUsernames(userId: number, username: string, check: { now: Date }): Promise<void> {
    const until = new Date(check.now.getTime() + 30 * 24 * 60 * 60_000).toISOString();
    for (const name of new Set([username, ...(this.owned.get(userId)?.formerUsernames ?? [])])) {
      this.reservedNames.push({ username: name, until });
    }
  }

  async eraseAccount(userId: number, now: string): Promise<void> {
    this.owned.delete(userId);
    const user = this.users.rows.find((u) => u.id === userId);
    if (user)
      Object.assign(user, {
        email: `deleted-${userId}@invalid`,
        full_name: '',
        bio: '',
        profile_image: null,
        background_image: null,
        deleted_at: now,
      });
  }

  enqueueMail: AccountDeletionWrites['enqueueMail'] = (mail, now) => this.mails.enqueueMail(mail, now);
}
