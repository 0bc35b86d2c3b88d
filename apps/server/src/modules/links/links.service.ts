import { guessLinkIcon } from '@enlaza/shared/link-icons';
import {
  LINK_MESSAGES,
  LINKS_MAX_PER_CREATOR,
  type LinkUpdateValues,
  type LinkValues,
  type ReorderLinksValues,
} from '@enlaza/shared/links';
import { sql, type Transaction } from 'kysely';
import { logActivity } from '../../db/activity-log';
import type { DB } from '../../db/schema';
import { badRequest, fieldError, notFound } from '../../http/errors';
import type { LinkRow } from './link.presenter';
import type { LinksDeps } from './links-deps';

/** A creator's links. Every query is scoped by user_id: another creator's link is simply not found. */
export class LinksService {
  constructor(private readonly deps: LinksDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /** Serialises a creator's link writes on PostgreSQL (SQLite transactions already are). */
  private async lockCreator(trx: Transaction<DB>, userId: number): Promise<void> {
    if (this.deps.database.dialect === 'postgres') {
      await sql`select id from users where id = ${userId} for update`.execute(trx);
    }
  }

  list(userId: number): Promise<LinkRow[]> {
    return this.db
      .selectFrom('links')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('order_position')
      .orderBy('id')
      .execute();
  }

  async get(userId: number, id: number): Promise<LinkRow> {
    const row = await this.db
      .selectFrom('links')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound(LINK_MESSAGES.notFound);
    return row;
  }

  async create(userId: number, input: LinkValues): Promise<LinkRow> {
    const now = this.now();
    const link = await this.db.transaction().execute(async (trx) => {
      await this.lockCreator(trx, userId);
      const stats = await trx
        .selectFrom('links')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('order_position').as('last')])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(stats.n) >= LINKS_MAX_PER_CREATOR) throw badRequest(LINK_MESSAGES.tooMany);
      const created = await trx
        .insertInto('links')
        .values({
          user_id: userId,
          title: input.title,
          url: input.url,
          icon: input.icon ?? guessLinkIcon(input.url, input.title),
          is_active: input.is_active === false ? 0 : 1,
          order_position: Number(stats.last ?? 0) + 1,
          click_count: 0,
          starts_at: input.starts_at ?? null,
          ends_at: input.ends_at ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await logActivity(trx, { userId, kind: 'link_created', title: created.title, at: now });
      return created;
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return link;
  }

  /** Fields left out keep their value; a blank icon is guessed again from the address and title. */
  async update(userId: number, id: number, changes: LinkUpdateValues): Promise<LinkRow> {
    const current = await this.get(userId, id);
    const title = changes.title ?? current.title;
    const url = changes.url ?? current.url;
    const icon = changes.icon === undefined ? current.icon : (changes.icon ?? guessLinkIcon(url, title));
    const isActive = changes.is_active ?? current.is_active === 1;
    const startsAt = changes.starts_at === undefined ? current.starts_at : changes.starts_at;
    const endsAt = changes.ends_at === undefined ? current.ends_at : changes.ends_at;
    if (startsAt && endsAt && endsAt <= startsAt) throw fieldError('ends_at', LINK_MESSAGES.endsBeforeStart);
    const now = this.now();
    const saved = await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('links')
        .set({
          title,
          url,
          icon,
          is_active: isActive ? 1 : 0,
          starts_at: startsAt,
          ends_at: endsAt,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw notFound(LINK_MESSAGES.notFound);
      await logActivity(trx, { userId, kind: 'link_updated', title: updated.title, at: now });
      return updated;
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return saved;
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('links')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('title')
        .executeTakeFirst();
      if (!deleted) throw notFound(LINK_MESSAGES.notFound);
      await logActivity(trx, { userId, kind: 'link_deleted', title: deleted.title, at: this.now() });
    });
    await this.deps.pageChanges.creatorChanged(userId);
  }

  /**
   * Positions become 1..n in the order given (by order_position when sent, else list order). The
   * list must hold every link of the creator exactly once; an id that is not theirs is not found.
   */
  async reorder(userId: number, input: ReorderLinksValues): Promise<LinkRow[]> {
    const ordered = input.links
      .map((link, index) => ({ id: link.id, key: link.order_position ?? index + 1, index }))
      .sort((a, b) => a.key - b.key || a.index - b.index)
      .map((l) => l.id);
    await this.db.transaction().execute(async (trx) => {
      await this.lockCreator(trx, userId);
      const own = await trx.selectFrom('links').select('id').where('user_id', '=', userId).execute();
      const ownIds = new Set(own.map((l) => l.id));
      if (ordered.some((linkId) => !ownIds.has(linkId))) throw notFound(LINK_MESSAGES.notFound);
      if (new Set(ordered).size !== ordered.length || ordered.length !== ownIds.size) {
        throw badRequest(LINK_MESSAGES.reorderInvalid);
      }
      for (const [index, linkId] of ordered.entries()) {
        // updated_at is left alone: a new order is not an edit of the link itself.
        await trx
          .updateTable('links')
          .set({ order_position: index + 1 })
          .where('id', '=', linkId)
          .where('user_id', '=', userId)
          .execute();
      }
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return this.list(userId);
  }
}
