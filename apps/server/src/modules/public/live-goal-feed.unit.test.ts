import type { LiveGoalEvent } from '@enlaza/shared/live';
import { Money } from '@enlaza/shared/money';
import { describe, expect, it } from 'vitest';
import { InProcessBus } from '../../integrations/bus/message-bus';
import type { Logger } from '../../lib/logger';
import type { RaisedAmounts } from '../../ports/raised-amounts';
import { type ActiveGoalReader, LiveGoalFeed } from './live-goal-feed';
import type { ActiveGoalRow } from './public.repository';

/** The live goal feed built from fakes of its ports: no database, no donations module. */
function feedWith(goals: Record<number, ActiveGoalRow>, raised: Partial<RaisedAmounts>) {
  const errors: unknown[] = [];
  const log: Logger = { info() {}, warn() {}, error: (fields) => errors.push(fields) };
  const reader: ActiveGoalReader = { activeGoal: async (userId) => goals[userId] };
  const amounts: RaisedAmounts = {
    raisedFor: async () => Money.zero,
    raisedAtEvent: async () => Money.zero,
    confirmedTransfersFor: async () => Money.zero,
    ...raised,
  };
  const entry = {
    id: 'e1',
    name: 'Caro',
    amount: null,
    message: '¡Vamos!',
    reply: null,
    replied_at: null,
    created_at: '2026-03-10T12:00:00.000Z',
    monthly: false,
  };
  const supporters = {
    latest: async (userId: number) => ({ supporters: userId === 7 ? [entry] : [], has_more: false }),
  };
  const feed = new LiveGoalFeed({ bus: new InProcessBus(), log, raised: amounts, goals: reader, supporters });
  return { feed, errors };
}

const goal = (id: number, targetPesos: number): ActiveGoalRow => ({
  id,
  title: 'Micrófono nuevo',
  description: '',
  target_amount_cents: targetPesos * 100,
  is_active: 1,
  index_key: null,
  base_target_cents: null,
  base_day: null,
});

describe('LiveGoalFeed with fake ports', () => {
  it('reads the active goal, what the raised-amounts port says it raised, and the latest wall entries', async () => {
    const { feed } = feedWith(
      { 7: goal(3, 20_000) },
      { raisedFor: async (goalId) => Money.fromPesos(goalId === 3 ? 5_000 : 0) },
    );
    expect(await feed.current(7)).toEqual({
      goal: {
        id: 3,
        current_amount: 5_000,
        target_amount: 20_000,
        percentage: 25,
        confirmed_transfers_amount: 0,
      },
      supporters: [expect.objectContaining({ id: 'e1', name: 'Caro', amount: null })],
    });
    expect(await feed.current(8)).toEqual({ goal: null, supporters: [] });
  });

  it("hands a change to the creator's listeners only, until they stop", async () => {
    const { feed } = feedWith(
      { 7: goal(3, 1_000), 8: goal(4, 1_000) },
      {
        raisedFor: async () => Money.fromPesos(1_000),
      },
    );
    const seen: LiveGoalEvent[] = [];
    const others: LiveGoalEvent[] = [];
    const stop = feed.listen(7, (event) => seen.push(event));
    feed.listen(8, (event) => others.push(event));

    await feed.changed(7);
    expect(seen).toEqual([
      {
        goal: {
          id: 3,
          current_amount: 1_000,
          target_amount: 1_000,
          percentage: 100,
          confirmed_transfers_amount: 0,
        },
        supporters: [expect.objectContaining({ id: 'e1' })],
      },
    ]);
    expect(others).toEqual([]);

    stop();
    await feed.changed(7);
    expect(seen).toHaveLength(1);
  });

  it('logs and swallows a failing port: a committed donation is never undone by the live bar', async () => {
    const { feed, errors } = feedWith(
      { 7: goal(3, 1_000) },
      {
        raisedFor: async () => {
          throw new Error('database gone');
        },
      },
    );
    const seen: LiveGoalEvent[] = [];
    feed.listen(7, (event) => seen.push(event));
    await expect(feed.changed(7)).resolves.toBeUndefined();
    expect(seen).toEqual([]);
    expect(errors).toEqual([expect.objectContaining({ userId: 7 })]);
  });

  it('gives a listener that (re)connects the current total at once; a change announced meanwhile comes after it', async () => {
    let raised = 1_000;
    let reads = 0;
    let release = () => {};
    const firstReadWaits = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { feed } = feedWith(
      { 7: goal(3, 10_000) },
      {
        raisedFor: async () => {
          const now = raised;
          reads += 1;
          if (reads === 1) await firstReadWaits;
          return Money.fromPesos(now);
        },
      },
    );
    const amounts = (events: LiveGoalEvent[]) => events.map((event) => event.goal?.current_amount);
    const seen: LiveGoalEvent[] = [];
    const { stop, first } = feed.follow(7, (event) => seen.push(event));
    // A donation commits while the new listener's current value is still being read.
    while (reads === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    raised = 2_500;
    await feed.changed(7);
    expect(seen).toEqual([]);
    release();
    await first;
    expect(amounts(seen)).toEqual([1_000, 2_500]);
    stop();

    // Reconnecting: the total as it is now, first, without waiting for the next donation; a crowd
    // arriving together shares one read.
    const again: LiveGoalEvent[][] = [[], [], []];
    await Promise.all(again.map((seen) => feed.follow(7, (event) => seen.push(event)).first));
    expect(again.map(amounts)).toEqual([[2_500], [2_500], [2_500]]);
    expect(reads).toBe(3);
  });
});
