import { randomUUID } from 'node:crypto';
import type { CapPlace, CapsWrites } from './tracking-caps.repository';
import type { TrackingStore } from './tracking-store';

/**
 * What one IP address may add to one creator's counts per hour: generous for a mobile network where
 * many people share an address (CGNAT), useless for a script.
 */
export const IP_CAPS_PER_HOUR = { visitors: 10, clicks: 10 } as const;

/**
 * A visitor's views of one page within this long after a counted one are the same visit (a session,
 * as analytics tools count): they add no view and write no row.
 */
export const VIEW_SESSION_MS = 30 * 60_000;

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

/** A visitor's view of one page (`eventId` null: not an event's page), about to be counted. */
export interface SessionClaim {
  creatorId: number;
  page: string;
  eventId: number | null;
  visitorHash: string;
  /** ISO time of the view. */
  at: string;
}

/** The session's row: one per visitor and page, its time the session's start. */
function sessionOf(claim: SessionClaim): { bucket: string; member: string } {
  return { bucket: `view:${claim.creatorId}:${claim.page}:${claim.eventId ?? 0}`, member: claim.visitorHash };
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

  constructor(private readonly store: Pick<TrackingStore, 'deleteCapPlacesBefore'>) {}

  /**
   * Whether this view or click may be counted. A visitor already counted from this address this
   * hour always may (their views add no unique visitor); a new visitor or a click takes one of the
   * hour's places for this address and creator, while places are left. Atomic per address and
   * creator: PostgreSQL takes a transaction lock on the bucket; SQLite runs one transaction at a time.
   */
  async admit(tx: CapsWrites, claim: CapClaim): Promise<boolean> {
    const bucket = bucketOf(claim);
    await tx.lockCapBucket(bucket);
    if (claim.kind === 'visitor') {
      if (await tx.hasCapMember(bucket, claim.visitorHash)) return true;
    }
    // Opening 'Aportar' again within the hour is not another opener.
    if (claim.kind === 'opener' && (await tx.hasCapMember(bucket, claim.visitorHash))) return false;
    const taken = await tx.countCapPlaces(bucket);
    const limit = claim.kind === 'click' ? IP_CAPS_PER_HOUR.clicks : IP_CAPS_PER_HOUR.visitors;
    if (taken >= limit) return false;
    await tx.takeCapPlace({
      bucket,
      member: claim.kind === 'click' ? randomUUID() : claim.visitorHash,
      created_at: claim.at,
    });
    return true;
  }

  /**
   * `admit` for a batch of views and openers, in one transaction and three statements whatever its
   * size (PostgreSQL: the buckets' locks in one; their places read in one; the new places written in
   * one), with `admit`'s answers: the claims are decided in their order against the places already
   * taken and those the batch took before them. The answers follow `claims`' order.
   */
  async admitAll(tx: CapsWrites, claims: readonly CapClaim[]): Promise<boolean[]> {
    const buckets = claims.map(bucketOf);
    const distinct = [...new Set(buckets)].sort();
    await tx.lockCapBuckets(distinct);
    const members = new Map<string, Set<string>>(distinct.map((bucket) => [bucket, new Set()]));
    for (const place of await tx.capPlacesIn(distinct)) members.get(place.bucket)?.add(place.member);
    const taken: CapPlace[] = [];
    const answers = claims.map((claim, index) => {
      const bucket = buckets[index] ?? bucketOf(claim);
      const places = members.get(bucket) ?? new Set<string>();
      if (claim.kind === 'visitor' && places.has(claim.visitorHash)) return true;
      if (claim.kind === 'opener' && places.has(claim.visitorHash)) return false;
      const limit = claim.kind === 'click' ? IP_CAPS_PER_HOUR.clicks : IP_CAPS_PER_HOUR.visitors;
      if (places.size >= limit) return false;
      const member = claim.kind === 'click' ? randomUUID() : claim.visitorHash;
      places.add(member);
      taken.push({ bucket, member, created_at: claim.at });
      return true;
    });
    await tx.takeCapPlaces(taken);
    return answers;
  }

  /**
   * Whether this view starts a visit: true unless the visitor's last counted view of the same page was
   * less than VIEW_SESSION_MS ago. Call it for views `admit` let in, in the same transaction: the
   * session's row lives in the same table (shared by every copy, purged with the places), so memory
   * holds nothing per visitor.
   */
  async startsSession(tx: CapsWrites, claim: SessionClaim): Promise<boolean> {
    const since = new Date(Date.parse(claim.at) - VIEW_SESSION_MS).toISOString();
    return tx.startSession({ ...sessionOf(claim), created_at: claim.at }, since);
  }

  /**
   * `startsSession` for a batch, after `admitAll` in the same transaction: one statement per wave, the
   * first view of each visitor and page in the first wave, a second one (the pixel beside the beacon, or
   * a test's moved clock) in the next, so each is decided after the one before it, as one at a time
   * would. A wave's rows go in sorted order, as the buckets do, so two copies' overlapping batches wait
   * for each other instead of deadlocking. The answers follow `claims`' order.
   */
  async startSessions(tx: CapsWrites, claims: readonly SessionClaim[]): Promise<boolean[]> {
    const keyOf = ({ bucket, member }: { bucket: string; member: string }) => `${bucket}\n${member}`;
    const waves: Map<string, number>[] = [];
    claims.forEach((claim, index) => {
      const key = keyOf(sessionOf(claim));
      let wave = waves.find((candidate) => !candidate.has(key));
      if (!wave) {
        wave = new Map();
        waves.push(wave);
      }
      wave.set(key, index);
    });
    const answers: boolean[] = new Array(claims.length).fill(false);
    for (const wave of waves) {
      const rows = [...wave.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .flatMap(([, index]) => {
          const claim = claims[index];
          return claim ? [{ ...sessionOf(claim), created_at: claim.at }] : [];
        });
      for (const row of await tx.startSessions(rows, VIEW_SESSION_MS / 60_000)) {
        const index = wave.get(keyOf(row));
        if (index !== undefined) answers[index] = true;
      }
    }
    return answers;
  }

  /** Forgets places of past hours; runs at most every ten minutes in this process. */
  async purgeNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS && now.getTime() >= this.lastPurge) return;
    this.lastPurge = now.getTime();
    const before = new Date(now.getTime() - 2 * HOUR_MS).toISOString();
    await this.store.deleteCapPlacesBefore(before);
  }
}
