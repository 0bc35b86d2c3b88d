import type { UserRow } from '../../src/accounts/users.repository';
import { PageSuspendedError } from '../../src/http/errors';
import type { PublicCreatorRow, PublicReads } from '../../src/ports/public-reads';

/** The creator a public page is, read from users rows the test adds; a suspended page answers 403. */
export class FakePublicReads implements Pick<PublicReads, 'creator'> {
  private readonly creators = new Map<string, PublicCreatorRow>();

  add(user: UserRow): void {
    this.creators.set(user.username, {
      ...user,
      category_icon: null,
      category_name: null,
      suspended: user.suspended_at !== null,
    });
  }

  async creator(rawUsername: string): Promise<PublicCreatorRow | null> {
    const creator = this.creators.get(rawUsername.trim().toLowerCase()) ?? null;
    if (creator?.suspended) throw new PageSuspendedError();
    return creator;
  }
}
