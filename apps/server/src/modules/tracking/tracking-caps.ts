import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import {
  countCapPlaces,
  deleteCapPlacesBefore,
  hasCapMember,
  lockCapBucket,
  takeCapPlace,
} from './tracking-caps.repository';

/**
 * What one IP address may add to one creator's counts per hour: generous for a mobile network where
 * many people share an address (CGNAT), useless for a script.
 */
export const IP_CAPS_PER_HOUR = { visitors: 10, clicks: 10 } as const;

const HOUR_MS = 3_600_000;
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * A view by a visitor (`visitorHash`), a click, or a visitor opening 'Aportar' ('opener': once per
 * visitor and hour), about to be counted for `creatorId`.
 */
export interface CapClaim {
  kind: 'visitor' | 'click' | 'opener';
  creatorId: number;
  /** Salted hash of the IP address (VisitorHasher.ipHash): the address itself is never stored. */
  ipHash: string;
  visitorHash: string;
  /** ISO time of the view or click; its UTC hour is the window. */
  at: string;
}

/** One address's places for one creator in one UTC hour. */
function bucketOf(claim: CapClaim): string {
  return `${claim.kind}:${claim.creatorId}:${claim.at.slice(0, 13)}:${claim.ipHash}`;
}

/**
 * The per-IP caps on views and clicks. Every view and click passes `admit` inside the transaction
 * that records it, so a count can never grow without its cap being checked.
 */
export class TrackingCaps {
  private lastPurge = 0;

  constructor(private readonly database: Database) {}

  /**
   * Whether this view or click may be counted. A visitor already counted from this address this
   * hour always may (their views add no unique visitor); a new visitor or a click takes one of the
   * hour's places for this address and creator, while places are left. Atomic per address and
   * creator: PostgreSQL takes a transaction lock on the bucket; SQLite runs one transaction at a time.
   */
  async admit(trx: Transaction<DB>, claim: CapClaim): Promise<boolean> {
    const bucket = bucketOf(claim);
    await lockCapBucket(trx, this.database.dialect, bucket);
    if (claim.kind === 'visitor') {
      if (await hasCapMember(trx, bucket, claim.visitorHash)) return true;
    }
    // Opening 'Aportar' again within the hour is not another opener.
    if (claim.kind === 'opener' && (await hasCapMember(trx, bucket, claim.visitorHash))) return false;
    const taken = await countCapPlaces(trx, bucket);
    const limit = claim.kind === 'click' ? IP_CAPS_PER_HOUR.clicks : IP_CAPS_PER_HOUR.visitors;
    if (taken >= limit) return false;
    await takeCapPlace(trx, {
      bucket,
      member: claim.kind === 'click' ? randomUUID() : claim.visitorHash,
      created_at: claim.at,
    });
    return true;
  }

  /**
   * `admit` for a batch, in one transaction. Buckets are taken in sorted order, so two copies
   * admitting overlapping batches on PostgreSQL cannot deadlock. The answers follow `claims`' order.
   */
  async admitAll(trx: Transaction<DB>, claims: readonly CapClaim[]): Promise<boolean[]> {
    const answers: boolean[] = new Array(claims.length).fill(false);
    const order = claims.map((claim, index) => ({ bucket: bucketOf(claim), index }));
    order.sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : a.index - b.index));
    for (const { index } of order) {
      const claim = claims[index];
      if (claim) answers[index] = await this.admit(trx, claim);
    }
    return answers;
  }

  /** Forgets places of past hours; runs at most every ten minutes in this process. */
  async purgeNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS && now.getTime() >= this.lastPurge) return;
    this.lastPurge = now.getTime();
    const before = new Date(now.getTime() - 2 * HOUR_MS).toISOString();
    await deleteCapPlacesBefore(this.database.db, before);
  }
}
