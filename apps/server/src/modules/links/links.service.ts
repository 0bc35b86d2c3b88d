import {
  guessLinkIcon,
  LINK_MESSAGES,
  LINKS_MAX_PER_CREATOR,
  type LinkUpdateValues,
  type LinkValues,
  type ReorderLinksValues,
} from '@enlaza/shared/links';
import type { Transaction } from 'kysely';
import { logActivity } from '../../db/activity-log.repository';
import type { DB } from '../../db/schema';
import { badRequest, fieldError, notFound } from '../../http/errors';
import type { LinkRow } from './link.presenter';
import {
  countCreatorLinks,
  creatorLinkIds,
  deleteCreatorLink,
  findCreatorLink,
  insertLink,
  listCreatorLinks,
  lockCreatorForLinks,
  setLinkPosition,
  updateCreatorLink,
} from './links.repository';
import type { LinksDeps } from './links-deps';

/** A page needs an active link to be complete, so adding, changing or removing one may move the featured lists. */
const FEATURED = { featured: true } as const;

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
    await lockCreatorForLinks(trx, this.deps.database.dialect, userId);
  }

  list(userId: number): Promise<LinkRow[]> {
    return listCreatorLinks(this.db, userId);
  }

  async get(userId: number, id: number): Promise<LinkRow> {
    const row = await findCreatorLink(this.db, userId, id);
    if (!row) throw notFound(LINK_MESSAGES.notFound);
    return row;
  }

  async create(userId: number, input: LinkValues): Promise<LinkRow> {
    const now = this.now();
    const link = await this.db.transaction().execute(async (trx) => {
      await this.lockCreator(trx, userId);
      const stats = await countCreatorLinks(trx, userId);
      if (Number(stats.n) >= LINKS_MAX_PER_CREATOR) throw badRequest(LINK_MESSAGES.tooMany);
      const created = await insertLink(trx, {
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
      });
      await logActivity(trx, { userId, kind: 'link_created', title: created.title, at: now });
      return created;
    });
    await this.deps.pageChanges.creatorChanged(userId, FEATURED);
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
      const updated = await updateCreatorLink(trx, userId, id, {
        title,
        url,
        icon,
        is_active: isActive ? 1 : 0,
        starts_at: startsAt,
        ends_at: endsAt,
        updated_at: now,
      });
      if (!updated) throw notFound(LINK_MESSAGES.notFound);
      await logActivity(trx, { userId, kind: 'link_updated', title: updated.title, at: now });
      return updated;
    });
    await this.deps.pageChanges.creatorChanged(userId, FEATURED);
    return saved;
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const deleted = await deleteCreatorLink(trx, userId, id);
      if (!deleted) throw notFound(LINK_MESSAGES.notFound);
      await logActivity(trx, { userId, kind: 'link_deleted', title: deleted.title, at: this.now() });
    });
    await this.deps.pageChanges.creatorChanged(userId, FEATURED);
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
      const ownIds = new Set(await creatorLinkIds(trx, userId));
      if (ordered.some((linkId) => !ownIds.has(linkId))) throw notFound(LINK_MESSAGES.notFound);
      if (new Set(ordered).size !== ordered.length || ordered.length !== ownIds.size) {
        throw badRequest(LINK_MESSAGES.reorderInvalid);
      }
      for (const [index, linkId] of ordered.entries()) {
        await setLinkPosition(trx, userId, linkId, index + 1);
      }
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return this.list(userId);
  }
}
