import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

export class UsersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  /** Whether the database holds any account at all (a new install has none). */
  async hasAny(): Promise<boolean> {
    return (await this.db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  async insert(values: Insertable<UsersTable>): Promise<UserRow> {
    return this.db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  }
}

/** True for a unique-constraint violation on `column` (alone or within a composite key) in either dialect. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: string; constraint?: string; detail?: string };
  // PostgreSQL: detail reads 'Key (email)=(…) already exists.'; the value must not be searched.
  if (e.code === '23505') {
    const keys = /^Key \(([^)]*)\)=/.exec(e.detail ?? '')?.[1];
    return keys ? keys.split(', ').includes(column) : false;
  }
  // SQLite: 'UNIQUE constraint failed: users.email' or 'links.user_id, links.slug'.
  const failed = /UNIQUE constraint failed: (.*)$/.exec(e.message)?.[1];
  return failed ? failed.split(', ').some((c) => c.endsWith(`.${column}`)) : false;
}
