import type { ReportStatus } from '@enlaza/shared/admin';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { AdminAuditTable, DB } from '../../db/schema';

/** The columns a console creator row reads: never a token, a password hash or a session. */
const CREATOR_COLUMNS = [
  'u.id',
  'u.username',
  'u.email',
  'u.full_name',
  'u.role',
  'u.created_at',
  'u.suspended_at',
  'u.suspension_reason',
  'pc.status as payment_status',
  'mc.status as music_status',
] as const;

export type AdminCreatorRow = {
  id: number;
  username: string;
  email: string;
  full_name: string;
  role: string;
  created_at: string;
  suspended_at: string | null;
  suspension_reason: string | null;
  payment_status: string | null;
  music_status: string | null;
  approved_count: number | string;
  approved_cents: number | string | null;
};

/** What the operator console reads and writes (issue 22). */
export class AdminRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async counts(monthStart: string) {
    const [creators, active, reports, money] = await Promise.all([
      this.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('suspended_at', 'is', null)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('page_reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('donations')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number | string | null>('amount_cents').as('amount'),
          eb.fn.sum<number | string | null>('platform_commission_cents').as('commission'),
        ])
        .where('mp_status', '=', 'approved')
        .where((eb) => eb(eb.fn.coalesce('processed_at', 'created_at'), '>=', monthStart))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      creators: Number(creators.n),
      activePages: Number(active.n),
      openReports: Number(reports.n),
      approvedCount: Number(money.n),
      approvedCents: Number(money.amount ?? 0),
      commissionCents: Number(money.commission ?? 0),
    };
  }

  /**
   * Accounts with a verified email, once users.email_verified_at exists (another migration adds it);
   * null until then. Plain SQL: the column is not in this branch's table types.
   */
  async verifiedCount(): Promise<number | null> {
    try {
      const result = await sql<{ n: number | string }>`
        select count(*) as n from users where email_verified_at is not null`.execute(this.db);
      return Number(result.rows[0]?.n ?? 0);
    } catch {
      return null;
    }
  }

  /** Creators whose username or email holds `q` (any case), newest first; all when `q` is blank. */
  async creators(q: string, limit: number, id?: number): Promise<AdminCreatorRow[]> {
    let query = this.db
      .selectFrom('users as u')
      .leftJoin('payment_connections as pc', 'pc.user_id', 'u.id')
      .leftJoin('music_connections as mc', 'mc.user_id', 'u.id')
      .select(CREATOR_COLUMNS)
      .select((eb) => [
        eb
          .selectFrom('donations as d')
          .select((d) => d.fn.countAll<number>().as('n'))
          .whereRef('d.user_id', '=', 'u.id')
          .where('d.mp_status', '=', 'approved')
          .as('approved_count'),
        eb
          .selectFrom('donations as d')
          .select((d) => d.fn.sum<number | string | null>('d.amount_cents').as('s'))
          .whereRef('d.user_id', '=', 'u.id')
          .where('d.mp_status', '=', 'approved')
          .as('approved_cents'),
      ]);
    if (id !== undefined) query = query.where('u.id', '=', id);
    if (q) {
      const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['u.username']), 'like', sql<string>`${pattern} escape '\\'`),
          eb(eb.fn('lower', ['u.email']), 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    const rows = await query.orderBy('u.id', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      ...row,
      approved_count: row.approved_count ?? 0,
      approved_cents: row.approved_cents ?? 0,
    }));
  }

  creatorById(id: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'full_name', 'role', 'suspended_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Whether the account may use the console now: the 'admin' role, not suspended, not deleted. */
  async hasConsole(userId: number, adminRole: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('role', '=', adminRole)
      .where('suspended_at', 'is', null)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The queue, one row per page: how many reports it has in `status`, the first and the last. The
   * open queue starts with the page waiting longest; the resolved one with the latest.
   */
  reportedPages(status: ReportStatus, limit: number) {
    return this.db
      .selectFrom('page_reports as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select((eb) => [
        'u.id as creator_id',
        'u.username',
        'u.full_name',
        'u.suspended_at',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min<string>('r.created_at').as('first_at'),
        eb.fn.max<string>('r.created_at').as('last_at'),
      ])
      .where('r.status', '=', status)
      .groupBy(['u.id', 'u.username', 'u.full_name', 'u.suspended_at'])
      .orderBy(
        status === 'open' ? sql`min(r.created_at)` : sql`max(r.created_at)`,
        status === 'open' ? 'asc' : 'desc',
      )
      .orderBy('u.id')
      .limit(limit)
      .execute();
  }

  /** How many reports in `status` each of these pages has for each reason. */
  reasonCounts(status: ReportStatus, userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('page_reports')
      .select((eb) => ['user_id', 'reason', eb.fn.countAll<number | string>().as('n')])
      .where('status', '=', status)
      .where('user_id', 'in', userIds)
      .groupBy(['user_id', 'reason'])
      .execute();
  }

  /** The newest `perPage` reports in `status` of each of these pages. */
  latestReports(status: ReportStatus, userIds: readonly number[], perPage: number) {
    if (userIds.length === 0) return Promise.resolve([]);
    const ranked = this.db
      .selectFrom('page_reports')
      .select([
        'id',
        'user_id',
        'reason',
        'details',
        'contact_email',
        'status',
        'resolution',
        'created_at',
        'resolved_at',
        sql<number>`row_number() over (partition by user_id order by created_at desc, id desc)`.as('rank'),
      ])
      .where('status', '=', status)
      .where('user_id', 'in', userIds);
    return this.db
      .selectFrom(ranked.as('ranked'))
      .selectAll()
      .where('rank', '<=', perPage)
      .orderBy('user_id')
      .orderBy('rank')
      .execute();
  }

  report(id: number) {
    return this.db
      .selectFrom('page_reports as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.status', 'r.user_id', 'u.username'])
      .where('r.id', '=', id)
      .executeTakeFirst();
  }

  /** Resolves one open report; answers whether it was still open. */
  async resolveReport(trx: Kysely<DB>, id: number, resolution: string, now: string): Promise<boolean> {
    const result = await trx
      .updateTable('page_reports')
      .set({ status: 'resolved', resolution, resolved_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Resolves every open report on the creator's page (a suspension, or 'Descartar' on the page's row); answers how many. */
  async resolveReportsOf(trx: Kysely<DB>, userId: number, resolution: string, now: string): Promise<number> {
    const result = await trx
      .updateTable('page_reports')
      .set({ status: 'resolved', resolution, resolved_at: now })
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Suspends a page that is not suspended yet; answers whether it changed. */
  async suspend(trx: Kysely<DB>, userId: number, reason: string, now: string): Promise<boolean> {
    const result = await trx
      .updateTable('users')
      .set({ suspended_at: now, suspension_reason: reason })
      .where('id', '=', userId)
      .where('suspended_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async reactivate(trx: Kysely<DB>, userId: number): Promise<boolean> {
    const result = await trx
      .updateTable('users')
      .set({ suspended_at: null, suspension_reason: null })
      .where('id', '=', userId)
      .where('suspended_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

/** The audit log: rows are only ever added (no route or query here updates or deletes one). */
export async function appendAudit(db: Kysely<DB>, row: Insertable<AdminAuditTable>): Promise<void> {
  await db.insertInto('admin_audit').values(row).execute();
}

export function auditEntries(db: Kysely<DB>, limit?: number) {
  let query = db
    .selectFrom('admin_audit')
    .select(['id', 'actor_email', 'action', 'target_user_id', 'target_label', 'reason', 'created_at'])
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** The account's email and role, or undefined. */
export function accountByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'role'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export async function setRole(db: Kysely<DB>, userId: number, role: string, now: string): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: now }).where('id', '=', userId).execute();
}

export function accountEmail(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select(['email']).where('id', '=', userId).executeTakeFirst();
}
