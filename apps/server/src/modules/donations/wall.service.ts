import {
  DONATION_MESSAGES,
  type DonationUpdateInput,
  SUPPORTERS_LIMITS,
  type SupporterEntry,
  type SupportersPage,
  WALL_MODERATION_MESSAGES,
  type WallSettings,
  type WallSettingsUpdate,
} from '@enlaza/shared/donations';
import { conflict, fieldError, notFound, tooManyRequests } from '../../http/errors';
import { deriveKey, keyedHashHex } from '../../lib/crypto';
import type { SupportersWall } from '../../ports/supporters-wall';
import { parseBlockedWords } from './blocked-words';
import type { DonationsDeps } from './donations-deps';
import { WallRepository } from './wall.repository';
import { presentSupporter } from './wall-entry.presenter';
import { WallEntryIds } from './wall-entry-id';

const REPORTS_PER_WINDOW = 5;
const REPORT_WINDOW_MS = 10 * 60_000;

/**
 * The supporters' wall (issue 20): what visitors read of approved donations, their reports, and the
 * creator's moderation (hide or show a message, one reply, amounts shown, blocked words). Every
 * change tells the public pages at once: the cached reads go and the open pages get the new wall.
 */
export class WallService implements SupportersWall {
  private readonly rows: WallRepository;
  private readonly entryIds: WallEntryIds;
  private readonly ipKey: Buffer;

  constructor(private readonly deps: DonationsDeps) {
    this.rows = new WallRepository(deps.database.db);
    this.entryIds = new WallEntryIds(deps.config.encryptionKey);
    this.ipKey = deriveKey(deps.config.encryptionKey, 'enlaza report address');
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  private async entries(userId: number, limit: number, offset: number): Promise<SupporterEntry[]> {
    const rows = await this.rows.wall(userId, limit, offset);
    return rows.map((row) => presentSupporter(row, this.entryIds.encode(row.id)));
  }

  async latest(userId: number): Promise<{ supporters: SupporterEntry[]; has_more: boolean }> {
    const rows = await this.entries(userId, SUPPORTERS_LIMITS.latest + 1, 0);
    return {
      supporters: rows.slice(0, SUPPORTERS_LIMITS.latest),
      has_more: rows.length > SUPPORTERS_LIMITS.latest,
    };
  }

  async page(userId: number, page: number): Promise<SupportersPage> {
    const size = SUPPORTERS_LIMITS.pageSize;
    const [supporters, total] = await Promise.all([
      this.entries(userId, size, (page - 1) * size),
      this.rows.count(userId),
    ]);
    const totalPages = Math.max(1, Math.ceil(total / size));
    return {
      supporters,
      pagination: { current_page: page, total_pages: totalPages, total, has_more: page < totalPages },
    };
  }

  async report(userId: number, entryId: string, reason: string, ip: string): Promise<boolean> {
    const donationId = this.entryIds.decode(entryId);
    if (!donationId || !(await this.rows.approvedOne(userId, donationId))) return false;
    if (!(await this.deps.rateLimiter.take(`wall-report:${ip}`, REPORTS_PER_WINDOW, REPORT_WINDOW_MS))) {
      throw tooManyRequests();
    }
    await this.rows.insertReport({
      donation_id: donationId,
      user_id: userId,
      reason,
      ip_hash: keyedHashHex(this.ipKey, ip),
      created_at: this.now(),
    });
    return true;
  }

  /** PATCH /donations/{id}: the creator's own donation only (another's is 404). */
  async update(creatorId: number, donationId: string, input: DonationUpdateInput): Promise<void> {
    const row = await this.rows.owned(creatorId, donationId);
    if (!row) throw notFound(DONATION_MESSAGES.notFound);
    if (input.reply !== undefined) {
      if (row.mp_status !== 'approved') throw conflict(WALL_MODERATION_MESSAGES.replyNeedsApproved);
      if (row.reply !== null) throw fieldError('reply', WALL_MODERATION_MESSAGES.replyOnce, 409);
    }
    const now = this.now();
    if (input.message_hidden !== undefined) {
      await this.rows.setMessageHidden(creatorId, donationId, input.message_hidden, now);
    }
    if (
      input.reply !== undefined &&
      !(await this.rows.setReplyOnce(creatorId, donationId, input.reply, now))
    ) {
      throw fieldError('reply', WALL_MODERATION_MESSAGES.replyOnce, 409);
    }
    await this.wallChanged(creatorId);
  }

  async settings(userId: number): Promise<WallSettings> {
    const row = await this.rows.wallSettings(userId);
    return {
      show_amounts: Number(row?.show_amounts ?? 1) === 1,
      blocked_words: parseBlockedWords(row?.blocked_words),
    };
  }

  async updateSettings(userId: number, input: WallSettingsUpdate): Promise<WallSettings> {
    await this.rows.updateWallSettings(
      userId,
      {
        ...(input.show_amounts !== undefined ? { show_amounts: input.show_amounts ? 1 : 0 } : {}),
        ...(input.blocked_words !== undefined ? { blocked_words: JSON.stringify(input.blocked_words) } : {}),
      },
      this.now(),
    );
    if (input.show_amounts !== undefined) await this.wallChanged(userId);
    return this.settings(userId);
  }

  /** The cached public reads go, and the open pages get the wall again (with the goal). */
  private async wallChanged(userId: number): Promise<void> {
    await this.deps.pageChanges.creatorChanged(userId);
    await this.deps.pageChanges.goalChanged(userId);
  }
}
