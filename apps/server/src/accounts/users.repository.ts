import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, UsersTable } from '../db/schema';

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
