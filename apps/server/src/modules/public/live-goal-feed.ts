import type { LiveGoal, LiveGoalEvent } from '@enlaza/shared/live';
import type { AppDeps } from '../../app-deps';
import type { MonthlyGoalReads } from '../../ports/monthly-tiers';
import type { RaisedAmounts } from '../../ports/raised-amounts';
import type { SupportersWall } from '../../ports/supporters-wall';
import { presentPublicGoal } from './public.presenter';
import type { ActiveGoalRow } from './public.repository';

const CHANNEL = 'live-goal';

export type LiveGoalListener = (event: LiveGoalEvent) => void;

/** Where the feed reads a creator's active goal (the public repository). */
export interface ActiveGoalReader {
  activeGoal(userId: number): Promise<ActiveGoalRow | undefined>;
}

export type LiveGoalFeedDeps = Pick<AppDeps, 'bus' | 'log'> & {
  raised: RaisedAmounts;
  goals: ActiveGoalReader;
  supporters: Pick<SupportersWall, 'latest'>;
  /** 'Meta mensual' (issue 34): its bar moves with the same events. */
  monthlyGoals?: MonthlyGoalReads;
};

interface Announcement {
  userId: number;
  event: LiveGoalEvent;
}

function isAnnouncement(value: unknown): value is Announcement {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Announcement>;
  return (
    typeof candidate.userId === 'number' && typeof candidate.event === 'object' && candidate.event !== null
  );
}

/**
 * The goal bars that move live. After a donation's change commits, the copy that applied it reads
 * the creator's active goal once and announces it on the bus (Redis with several copies, memory with
 * one); every copy hands it to the streams open on that creator's page.
 */
export class LiveGoalFeed {
  private readonly listeners = new Map<number, Set<LiveGoalListener>>();
  private readonly reads = new Map<number, Promise<LiveGoalEvent>>();

  constructor(private readonly deps: LiveGoalFeedDeps) {
    deps.bus.subscribe(CHANNEL, (message) => this.deliver(message));
  }

  /** The creator's active goal as the bar shows it (or null without one), and the latest wall entries. */
  async current(userId: number): Promise<LiveGoalEvent> {
    const [row, wall, monthlyGoal] = await Promise.all([
      this.deps.goals.activeGoal(userId),
      this.deps.supporters.latest(userId),
      this.deps.monthlyGoals?.monthlyGoal(userId) ?? null,
    ]);
    // Only when the creator has one: no monthly goal, no field (the bar is not shown).
    const monthly = monthlyGoal ? { monthly_goal: monthlyGoal } : {};
    if (!row) return { goal: null, supporters: wall.supporters, ...monthly };
    const [raised, transfers] = await Promise.all([
      this.deps.raised.raisedFor(row.id),
      this.deps.raised.confirmedTransfersFor(row.id),
    ]);
    const { id, current_amount, target_amount, percentage, confirmed_transfers_amount } = presentPublicGoal(
      row,
      raised,
      transfers,
    );
    const goal: LiveGoal = { id, current_amount, target_amount, percentage, confirmed_transfers_amount };
    return { goal, supporters: wall.supporters, ...monthly };
  }

  /** What this creator's goal raised may have changed (called after the change committed). Never throws. */
  async changed(userId: number): Promise<void> {
    try {
      const event = await this.current(userId);
      await this.deps.bus.publish(CHANNEL, JSON.stringify({ userId, event } satisfies Announcement));
    } catch (error) {
      this.deps.log.error({ err: error, userId }, 'live goal update not sent');
    }
  }

  /** Calls `listener` with every update of this creator's goal; the answer stops it. */
  listen(userId: number, listener: LiveGoalListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /**
   * A new listener (a page opening or reconnecting): the current value first, then every update.
   * Updates announced while the current value is read are held and sent after it, so a read that
   * began before a donation committed never has the last word. `first` rejects when the current
   * value cannot be read; `stop` ends it.
   */
  follow(userId: number, send: LiveGoalListener): { stop: () => void; first: Promise<void> } {
    let held: LiveGoalEvent[] | null = [];
    const stop = this.listen(userId, (event) => {
      if (held) held.push(event);
      else send(event);
    });
    const first = this.nextRead(userId).then(
      (event) => {
        send(event);
        for (const later of held ?? []) send(later);
        held = null;
      },
      (error: unknown) => {
        stop();
        throw error;
      },
    );
    return { stop, first };
  }

  /**
   * One read of the current value for every listener that arrives before it starts (a crowd joining
   * at once asks the database once per turn of the event loop, not once each). It starts after they
   * all listen, so no change can fall between their listening and the value they get.
   */
  private nextRead(userId: number): Promise<LiveGoalEvent> {
    const waiting = this.reads.get(userId);
    if (waiting) return waiting;
    const read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.reads.delete(userId);
      return this.current(userId);
    });
    this.reads.set(userId, read);
    return read;
  }

  private deliver(message: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (!isAnnouncement(parsed)) return;
    for (const listener of this.listeners.get(parsed.userId) ?? []) listener(parsed.event);
  }
}
