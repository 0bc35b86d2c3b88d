import type { DonationsPage, DonationsQuery, ReceivedDonation } from '@enlaza/shared/donations';
import { Money } from '@enlaza/shared/money';
import type { Kysely } from 'kysely';
import { creatorOwns } from '../../db/creator-owns.repository';
import type { DB } from '../../db/schema';
import { type PublicDonationRow, presentReceivedDonation } from './donation.presenter';

/** The columns of a row of the creator's history (presentReceivedDonation). */
const RECEIVED_COLUMNS = [
  'donations.id',
  'donations.amount_cents',
  'donations.platform_commission_cents',
  'donations.creator_amount_cents',
  'donations.currency',
  'donations.mp_status',
  'donations.donor_name',
  'donations.donor_email',
  'donations.message',
  'donations.message_public',
  'donations.show_name',
  'donations.hide_amount',
  'donations.message_hidden',
  'donations.reply',
  'donations.replied_at',
  'donations.payment_method',
  'donations.created_at',
  'donations.processed_at',
  'donations.goal_id',
  'goals.title as goal_title',
  'donations.event_id',
  'events.title as event_title',
  'donations.mp_payment_id',
  'donations.evidence_deadline',
  'donations.kind',
] as const;

export interface DonationScope {
  creatorId: number;
  goalId?: number;
  eventId?: number;
}

/** Reads of donations for their creator and for the donor's status page. */
export class DonationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private scoped(scope: DonationScope) {
    let query = this.db.selectFrom('donations').where('donations.user_id', '=', scope.creatorId);
    if (scope.goalId !== undefined) query = query.where('donations.goal_id', '=', scope.goalId);
    if (scope.eventId !== undefined) query = query.where('donations.event_id', '=', scope.eventId);
    return query;
  }

  /** One page of the creator's donations, newest first, with approved-only statistics of the scope. */
  async page(scope: DonationScope, query: DonationsQuery): Promise<DonationsPage> {
    const filtered =
      query.status === 'all' ? this.scoped(scope) : this.scoped(scope).where('mp_status', '=', query.status);
    const [rows, counted, approved] = await Promise.all([
      this.withReceivedColumns(filtered)
        .orderBy('donations.created_at', 'desc')
        .orderBy('donations.id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.scoped(scope)
        .where('mp_status', '=', 'approved')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(counted.n);
    const totalPages = Math.ceil(total / query.limit);
    const approvedCount = Number(approved.n);
    const received = Money.fromCents(approved.total);
    return {
      donations: rows.map(presentReceivedDonation),
      pagination: {
        current_page: query.page,
        total_pages: totalPages,
        total_donations: total,
        has_more: query.page < totalPages,
      },
      stats: {
        total_received: received.pesos,
        approved_count: approvedCount,
        average: received.averageOver(approvedCount).pesos,
      },
    };
  }

  /** Every donation of the creator, any status, newest first (the export). */
  private withReceivedColumns(query: ReturnType<DonationsRepository['scoped']>) {
    return query
      .leftJoin('goals', 'goals.id', 'donations.goal_id')
      .leftJoin('events', 'events.id', 'donations.event_id')
      .select(RECEIVED_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('donation_reports')
          .select((r) => r.fn.countAll<number | string>().as('n'))
          .whereRef('donation_reports.donation_id', '=', 'donations.id')
          .as('report_count'),
      );
  }

  /** One of the creator's donations as the history shows it (another creator's is not found). */
  async receivedOne(creatorId: number, donationId: string): Promise<ReceivedDonation | null> {
    const row = await this.withReceivedColumns(this.scoped({ creatorId }))
      .where('donations.id', '=', donationId)
      .executeTakeFirst();
    return row ? presentReceivedDonation(row) : null;
  }

  async allReceived(creatorId: number): Promise<ReceivedDonation[]> {
    const rows = await this.withReceivedColumns(this.scoped({ creatorId }))
      .orderBy('donations.created_at', 'desc')
      .orderBy('donations.id', 'desc')
      .execute();
    return rows.map(presentReceivedDonation);
  }

  /** One of the creator's donations as the history shows it; another creator's is not found. */
  findReceived(creatorId: number, id: string) {
    return this.scoped({ creatorId })
      .leftJoin('goals', 'goals.id', 'donations.goal_id')
      .leftJoin('events', 'events.id', 'donations.event_id')
      .select(RECEIVED_COLUMNS)
      .where('donations.id', '=', id)
      .executeTakeFirst();
  }

  /** What a refund needs of one of the creator's donations. */
  findOwned(creatorId: number, id: string) {
    return this.scoped({ creatorId })
      .select(['donations.id', 'donations.mp_status', 'donations.mp_payment_id', 'donations.kind'])
      .where('donations.id', '=', id)
      .executeTakeFirst();
  }

  findPublic(id: string): Promise<PublicDonationRow | undefined> {
    return this.db
      .selectFrom('donations')
      .innerJoin('users', 'users.id', 'donations.user_id')
      .leftJoin('goals', 'goals.id', 'donations.goal_id')
      .select([
        'donations.id',
        'donations.mp_status',
        'donations.amount_cents',
        'goals.title as goal_title',
        'users.username',
        'users.full_name',
      ])
      .where('donations.id', '=', id)
      .executeTakeFirst();
  }

  findForSync(id: string) {
    return this.db
      .selectFrom('donations')
      .select(['id', 'external_reference', 'user_id', 'mp_status', 'mp_payment_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  ownsEvent(creatorId: number, eventId: number): Promise<boolean> {
    return creatorOwns(this.db, 'events', eventId, creatorId);
  }

  ownsGoal(creatorId: number, goalId: number): Promise<boolean> {
    return creatorOwns(this.db, 'goals', goalId, creatorId);
  }
}
