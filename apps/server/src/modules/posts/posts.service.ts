import { argentinaToday } from '@enlaza/shared/events';
import {
  type LockedPost,
  POST_MESSAGES as M,
  POST_MAILS_PER_DAY,
  type PostCreateValues,
  type PostListEntry,
  type PostUpdateValues,
  PUBLIC_POSTS_PAGE_SIZE,
  type PublicPost,
  type PublicPostSummary,
} from '@enlaza/shared/posts';
import { fieldError, notFound } from '../../http/errors';
import { argentinaDayBounds } from './mailing-day';
import { presentLockedPost, presentPublicPost, presentPublicPostSummary } from './post.presenter';
import { type MailingCounts, mailingProgress, mailingsPlannedBetween } from './post-mailings.repository';
import {
  deleteCreatorPost,
  findCreatorPost,
  insertPost,
  listCreatorPosts,
  type PostRow,
  publishDuePosts,
  publishedPostAudience,
  publishedPostFor,
  publishedPostsFor,
  updateCreatorPost,
} from './posts.repository';
import type { PostsDeps } from './posts-deps';

type Audience = PostCreateValues['audience'];

/** Whether visitors see the post: public ones whole, monthly supporters' ones locked on the list. */
function shownPublicly(row: Pick<PostRow, 'status' | 'audience_kind'>): boolean {
  return row.status === 'published' && row.audience_kind !== 'fans';
}

/** Where a post goes from its choice: a draft, published now, or scheduled for a future instant. */
interface Placement {
  status: PostRow['status'];
  publish_at: string | null;
  published_at: string | null;
}

/**
 * A creator's posts ('Novedades', issue 35). Every query is scoped by user_id: another creator's
 * post is simply not found. Visitors read published public posts only.
 */
export class PostsService {
  constructor(private readonly deps: PostsDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  list(userId: number): Promise<PostRow[]> {
    return listCreatorPosts(this.db, userId);
  }

  /** How many of each post's mails were sent and given up (its creator's own posts only). */
  async mailingCounts(rows: PostRow[]): Promise<Map<number, MailingCounts>> {
    const ids = rows.filter((row) => row.mail_status === 'queued').map((row) => row.id);
    const counts = new Map<number, MailingCounts>();
    for (const { post_id, status, n } of await mailingProgress(this.db, ids)) {
      if (post_id === null) continue;
      const entry = counts.get(post_id) ?? { sent: 0, failed: 0 };
      if (status === 'sent') entry.sent += Number(n);
      if (status === 'failed') entry.failed += Number(n);
      counts.set(post_id, entry);
    }
    return counts;
  }

  async get(userId: number, id: number): Promise<PostRow> {
    const row = await findCreatorPost(this.db, userId, id);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async create(userId: number, input: PostCreateValues): Promise<PostRow> {
    await this.checkTier(userId, input.audience);
    const now = this.now();
    const placement = input.draft
      ? { status: 'draft' as const, publish_at: null, published_at: null }
      : this.publishing(input.publish_at ?? null, now);
    if (input.send_email) await this.checkMailCap(userId, placement, null);
    const row = await insertPost(this.db, {
      user_id: userId,
      title: input.title,
      body: input.body,
      audience_kind: input.audience.kind,
      min_tier_id: input.audience.min_tier_id,
      send_email: input.send_email ? 1 : 0,
      ...placement,
      created_at: now,
      updated_at: now,
    });
    await this.announce(userId, row, null);
    return row;
  }

  /**
   * Fields left out keep their value. `draft: true` takes the post back to draft; `draft: false` or a
   * `publish_at` places a post not yet published (scheduled when a time is given, else published
   * now); a published post cannot be scheduled.
   */
  async update(userId: number, id: number, changes: PostUpdateValues): Promise<PostRow> {
    const current = await this.get(userId, id);
    if (changes.audience) await this.checkTier(userId, changes.audience);
    const now = this.now();
    const placement = this.replacement(current, changes, now);
    const mails = changes.send_email ?? current.send_email === 1;
    if (mails && current.mail_status === null) {
      await this.checkMailCap(userId, { ...current, ...placement }, current.id);
    }
    const saved = await updateCreatorPost(this.db, userId, id, {
      title: changes.title,
      body: changes.body,
      audience_kind: changes.audience?.kind,
      min_tier_id: changes.audience ? changes.audience.min_tier_id : undefined,
      send_email: changes.send_email === undefined ? undefined : changes.send_email ? 1 : 0,
      ...placement,
      updated_at: now,
    });
    if (!saved) throw notFound(M.notFound);
    await this.announce(userId, saved, current);
    return saved;
  }

  async remove(userId: number, id: number): Promise<void> {
    const deleted = await deleteCreatorPost(this.db, userId, id);
    if (!deleted) throw notFound(M.notFound);
    if (shownPublicly(deleted)) await this.deps.pageChanges.creatorChanged(userId, { postIds: [id] });
    await this.dropFile(deleted.image_url);
  }

  /** Sets or clears the post's image; the file it replaces is deleted from the upload store. */
  async setImage(userId: number, id: number, url: string | null): Promise<PostRow> {
    const current = await this.get(userId, id);
    const saved = await updateCreatorPost(this.db, userId, id, { image_url: url, updated_at: this.now() });
    if (!saved) throw notFound(M.notFound);
    await this.announce(userId, saved, current);
    if (current.image_url !== url) await this.dropFile(current.image_url);
    return saved;
  }

  private async dropFile(url: string | null): Promise<void> {
    if (url && this.deps.storage.owns(url)) await this.deps.storage.delete(url);
  }

  /**
   * Publishes the scheduled posts whose time has come (the job's round); each moves once, and its
   * creator's pages are purged. Returns the posts published by this call.
   */
  async publishDue(): Promise<{ id: number; user_id: number }[]> {
    const published = await publishDuePosts(this.db, this.now());
    const byCreator = new Map<number, number[]>();
    for (const post of published)
      byCreator.set(post.user_id, [...(byCreator.get(post.user_id) ?? []), post.id]);
    for (const [userId, postIds] of byCreator)
      await this.deps.pageChanges.creatorChanged(userId, { postIds });
    return published;
  }

  /** The newest published public posts' titles and dates. */
  async latestPublic(userId: number, limit: number): Promise<PublicPostSummary[]> {
    return (await publishedPostsFor(this.db, userId, ['public'], limit, 0)).map(presentPublicPostSummary);
  }

  /** One page (1-based) of published public posts, with their bodies rendered. */
  async publicPage(userId: number, page: number): Promise<{ posts: PublicPost[]; has_more: boolean }> {
    const size = PUBLIC_POSTS_PAGE_SIZE;
    const rows = await publishedPostsFor(this.db, userId, ['public'], size + 1, (page - 1) * size);
    return { posts: rows.slice(0, size).map(presentPublicPost), has_more: rows.length > size };
  }

  /** One page of the public list: public posts whole, monthly supporters' ones locked (no body). */
  async publicListing(
    userId: number,
    page: number,
  ): Promise<{ entries: PostListEntry[]; has_more: boolean }> {
    const size = PUBLIC_POSTS_PAGE_SIZE;
    const rows = await publishedPostsFor(this.db, userId, ['public', 'monthly'], size + 1, (page - 1) * size);
    const shown = rows.slice(0, size);
    const tiers = shown.some((row) => row.audience_kind === 'monthly')
      ? await this.deps.monthly.publicTiers(userId)
      : [];
    const entries = shown.map(
      (row): PostListEntry =>
        row.audience_kind === 'public'
          ? { kind: 'public', post: presentPublicPost(row) }
          : { kind: 'locked', post: presentLockedPost(row, tiers) },
    );
    return { entries, has_more: rows.length > size };
  }

  /** A published post for monthly supporters as everyone sees it, or null. */
  async lockedPost(userId: number, id: number): Promise<LockedPost | null> {
    const row = await publishedPostFor(this.db, userId, id, 'monthly');
    return row ? presentLockedPost(row, await this.deps.monthly.publicTiers(userId)) : null;
  }

  async publicPost(userId: number, id: number): Promise<PublicPost | null> {
    const row = await publishedPostFor(this.db, userId, id, 'public');
    return row ? presentPublicPost(row) : null;
  }

  /** Who a published post of this creator is for, or null when there is none (its body is not read). */
  async publishedAudience(userId: number, id: number): Promise<PostRow['audience_kind'] | null> {
    return (await publishedPostAudience(this.db, userId, id)) ?? null;
  }

  /** Published now, or scheduled for a future time (a past one is refused). */
  private publishing(publishAt: string | null, now: string): Placement {
    if (publishAt === null) return { status: 'published', publish_at: null, published_at: now };
    if (publishAt <= now) throw fieldError('publish_at', M.publishAtPast);
    return { status: 'scheduled', publish_at: publishAt, published_at: null };
  }

  private replacement(current: PostRow, changes: PostUpdateValues, now: string): Partial<Placement> {
    if (changes.draft === true) return { status: 'draft', publish_at: null, published_at: null };
    if (changes.draft === undefined && changes.publish_at === undefined) return {};
    if (current.status === 'published') {
      if (changes.publish_at) throw fieldError('publish_at', M.alreadyPublished);
      return {};
    }
    const kept = current.status === 'scheduled' ? current.publish_at : null;
    return this.publishing(changes.publish_at === undefined ? kept : changes.publish_at, now);
  }

  /**
   * 'Puedes enviar hasta 3 novedades por email por día': a post to be mailed on an Argentine day
   * that already has 3 mailings (queued, or published or scheduled to be) is refused. The job
   * enforces the cap again when it queues the mails.
   */
  private async checkMailCap(userId: number, placement: Placement, exceptId: number | null): Promise<void> {
    const when = placement.published_at ?? placement.publish_at;
    if (placement.status === 'draft' || !when) return;
    const { from, to } = argentinaDayBounds(argentinaToday(new Date(when)));
    const planned = await mailingsPlannedBetween(this.db, userId, from, to, exceptId);
    if (planned >= POST_MAILS_PER_DAY) throw fieldError('send_email', M.dailyMailLimit);
  }

  /** A lowest tier must be one of the creator's open tiers. */
  private async checkTier(userId: number, audience: Audience): Promise<void> {
    if (audience.kind !== 'monthly' || audience.min_tier_id === null) return;
    const tiers = await this.deps.monthly.publicTiers(userId);
    if (!tiers.some((tier) => tier.id === audience.min_tier_id)) {
      throw fieldError('audience.min_tier_id', M.tierInvalid);
    }
  }

  /** Visitors' pages are purged when the post was or is now shown to them. */
  private async announce(userId: number, after: PostRow, before: PostRow | null): Promise<void> {
    if (shownPublicly(after) || (before && shownPublicly(before))) {
      await this.deps.pageChanges.creatorChanged(userId, { postIds: [after.id] });
    }
  }
}
