import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, GorraOrdersTable, GorraPlacesTable, GorraPointsTable } from '../../db/schema';

export type GorraOrderRow = Selectable<GorraOrdersTable>;
export type GorraPointRow = Selectable<GorraPointsTable>;
export type GorraPlaceRow = Selectable<GorraPlacesTable>;

/** 'Modo gorra''s SQL: the creator's point of sale, their QR orders, and what creating one checks. */
export class GorraOrdersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  pointOf(userId: number): Promise<GorraPointRow | undefined> {
    return this.db.selectFrom('gorra_points').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  placeOf(userId: number): Promise<GorraPlaceRow | undefined> {
    return this.db.selectFrom('gorra_places').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** The creator's one place: a second save replaces the first. */
  async savePlace(values: Insertable<GorraPlacesTable>): Promise<void> {
    const { user_id: _user, ...changes } = values;
    await this.db
      .insertInto('gorra_places')
      .values(values)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  }

  /** Keeps the first copy's row when two create it at once (primary key on the creator). */
  async savePoint(values: Insertable<GorraPointsTable>): Promise<GorraPointRow> {
    await this.db
      .insertInto('gorra_points')
      .values(values)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return this.db
      .selectFrom('gorra_points')
      .selectAll()
      .where('user_id', '=', values.user_id)
      .executeTakeFirstOrThrow();
  }

  async emailVerified(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row !== undefined && row.email_verified_at !== null;
  }

  async displayName(userId: number): Promise<string> {
    const row = await this.db
      .selectFrom('users')
      .select(['full_name', 'username'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.full_name?.trim() || row?.username || 'Enlazá';
  }

  async ownsEvent(userId: number, eventId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('events')
      .select('id')
      .where('id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(values: Insertable<GorraOrdersTable>): Promise<void> {
    await this.db.insertInto('gorra_orders').values(values).execute();
  }

  /** The creator's own order; another creator's is not found. */
  findOwned(userId: number, id: string): Promise<GorraOrderRow | undefined> {
    return this.db
      .selectFrom('gorra_orders')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  findOnEvent(eventId: number, id: string): Promise<GorraOrderRow | undefined> {
    return this.db
      .selectFrom('gorra_orders')
      .selectAll()
      .where('id', '=', id)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
  }

  byProviderId(providerOrderId: string): Promise<GorraOrderRow | undefined> {
    return this.db
      .selectFrom('gorra_orders')
      .selectAll()
      .where('mp_order_id', '=', providerOrderId)
      .executeTakeFirst();
  }

  /** The order, its row locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  lock(trx: Transaction<DB>, id: string, postgres: boolean): Promise<GorraOrderRow | undefined> {
    return trx
      .selectFrom('gorra_orders')
      .selectAll()
      .where('id', '=', id)
      .$if(postgres, (q) => q.forUpdate())
      .executeTakeFirst();
  }

  async update(trx: Kysely<DB>, id: string, changes: Updateable<GorraOrdersTable>): Promise<void> {
    await trx.updateTable('gorra_orders').set(changes).where('id', '=', id).execute();
  }
}
