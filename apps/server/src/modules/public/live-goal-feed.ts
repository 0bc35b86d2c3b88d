import type { LiveGoal, LiveGoalEvent } from '@enlaza/shared/live';
import type { AppDeps } from '../../app-deps';
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

  constructor(private readonly deps: LiveGoalFeedDeps) {
    deps.bus.subscribe(CHANNEL, (message) => this.deliver(message));
  }

  /** The creator's active goal as the bar shows it (or null without one), and the latest wall entries. */
  async current(userId: number): Promise<LiveGoalEvent> {
    const [row, wall] = await Promise.all([
      this.deps.goals.activeGoal(userId),
      this.deps.supporters.latest(userId),
    ]);
    if (!row) return { goal: null, supporters: wall.supporters };
    const { id, current_amount, target_amount, percentage } = presentPublicGoal(
      row,
      await this.deps.raised.raisedFor(row.id),
    );
    const goal: LiveGoal = { id, current_amount, target_amount, percentage };
    return { goal, supporters: wall.supporters };
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
