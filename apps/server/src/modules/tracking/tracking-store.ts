import type { Insertable, Transaction } from 'kysely';
import { type Database, type Dialect, unsyncedTransaction } from '../../db/database';
import type { DB, LinkClicksTable, PageViewsTable } from '../../db/schema';
import { addDonateOpener, type DailyRollupWrites, dailyRollupWrites } from './daily-stats.repository';
import {
  type ClickTarget,
  findCreatorIdByUsername,
  findShownLink,
  findSocialLink,
  hasClickSince,
  incrementLinkClickCount,
  incrementSocialClickCount,
  insertLinkClick,
  insertPageViews,
  isCreatorsEvent,
} from './tracking.repository';
import {
  type CapsWrites,
  capPlacesIn,
  countCapPlaces,
  deleteCapPlacesBefore,
  hasCapMember,
  lockCapBucket,
  lockCapBuckets,
  startSession,
  startSessions,
  takeCapPlace,
  takeCapPlaces,
} from './tracking-caps.repository';

/** The writes of one tracking transaction: the raw rows, the caps' places and the daily roll-ups. */
export interface TrackingWrites extends CapsWrites, DailyRollupWrites {
  insertPageViews(views: Insertable<PageViewsTable>[]): Promise<void>;
  insertLinkClick(click: Insertable<LinkClicksTable>): Promise<void>;
  incrementLinkClickCount(linkId: number): Promise<void>;
  incrementSocialClickCount(socialId: number): Promise<void>;
  /** Answers whether this was the visitor's first opening of 'Aportar' that day. */
  addDonateOpener(opener: {
    user_id: number;
    event_id: number;
    visitor_hash: string;
    day: string;
  }): Promise<boolean>;
}

type ShownLink = Awaited<ReturnType<typeof findShownLink>>;
type SocialLink = Awaited<ReturnType<typeof findSocialLink>>;

/**
 * What tracking reads and writes: trackingStore(database) in production (tracking.repository,
 * tracking-caps.repository, daily-stats.repository), an in-memory fake in unit tests.
 */
export interface TrackingStore {
  isCreatorsEvent(userId: number, eventId: number): Promise<boolean>;
  findCreatorIdByUsername(username: string): Promise<number | undefined>;
  hasClickSince(click: {
    userId: number;
    visitorHash: string;
    since: string;
    target: ClickTarget;
  }): Promise<boolean>;
  findShownLink(linkId: number, now: Date): Promise<ShownLink>;
  findSocialLink(username: string, network: string): Promise<SocialLink>;
  deleteCapPlacesBefore(before: string): Promise<void>;
  /** Runs `work` in one transaction, the writes it gets bound to it. */
  transaction<T>(work: (tx: TrackingWrites) => Promise<T>): Promise<T>;
  /** `transaction` for the view buffer's batches: its commit does not wait for the disk (unsyncedTransaction). */
  unsyncedTransaction<T>(work: (tx: TrackingWrites) => Promise<T>): Promise<T>;
  /**
   * The most views the buffer writes in one transaction, and how many start one at once. SQLite writes on
   * the event loop, every request waiting: a fifth of a second of a crowd's views (≈ 225 at 1,000 a
   * second) in one transaction held them for 15–45 ms (issue 38), so it writes them in small batches, each
   * as soon as it is full. PostgreSQL's wait is on the network, which holds no request: one larger batch
   * takes fewer round trips.
   */
  readonly viewsPerTransaction: number;
}

function trackingWrites(trx: Transaction<DB>, dialect: Dialect): TrackingWrites {
  return {
    ...dailyRollupWrites(trx),
    lockCapBucket: (bucket) => lockCapBucket(trx, dialect, bucket),
    hasCapMember: (bucket, member) => hasCapMember(trx, bucket, member),
    countCapPlaces: (bucket) => countCapPlaces(trx, bucket),
    takeCapPlace: (place) => takeCapPlace(trx, place),
    startSession: (session, since) => startSession(trx, session, since),
    lockCapBuckets: (buckets) => lockCapBuckets(trx, dialect, buckets),
    capPlacesIn: (buckets) => capPlacesIn(trx, buckets),
    takeCapPlaces: (places) => takeCapPlaces(trx, places),
    startSessions: (sessions, windowMinutes) => startSessions(trx, dialect, sessions, windowMinutes),
    insertPageViews: (views) => insertPageViews(trx, views),
    insertLinkClick: (click) => insertLinkClick(trx, click),
    incrementLinkClickCount: (linkId) => incrementLinkClickCount(trx, linkId),
    incrementSocialClickCount: (socialId) => incrementSocialClickCount(trx, socialId),
    addDonateOpener: (opener) => addDonateOpener(trx, opener),
  };
}

export function trackingStore(database: Pick<Database, 'db' | 'dialect'>): TrackingStore {
  const { db, dialect } = database;
  return {
    isCreatorsEvent: (userId, eventId) => isCreatorsEvent(db, userId, eventId),
    findCreatorIdByUsername: (username) => findCreatorIdByUsername(db, username),
    hasClickSince: (click) => hasClickSince(db, click),
    findShownLink: (linkId, now) => findShownLink(db, linkId, now),
    findSocialLink: (username, network) => findSocialLink(db, username, network),
    deleteCapPlacesBefore: (before) => deleteCapPlacesBefore(db, before),
    transaction: (work) => db.transaction().execute((trx) => work(trackingWrites(trx, dialect))),
    unsyncedTransaction: (work) => unsyncedTransaction(database, (trx) => work(trackingWrites(trx, dialect))),
    viewsPerTransaction: dialect === 'sqlite' ? 64 : 500,
  };
}
