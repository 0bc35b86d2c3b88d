import { GOAL_MESSAGES } from '@enlaza/shared/goals';
import { Money } from '@enlaza/shared/money';
import { describe, expect, it } from 'vitest';
import { FakeGoalsStore } from '../../../test/fakes/fake-goals-store';
import { FakePageChanges } from '../../../test/fakes/fake-page-changes';
import { FakeRaisedAmounts } from '../../../test/fakes/fake-raised-amounts';
import { noDatabase } from '../../../test/fakes/no-database';
import { TestClock } from '../../../test/test-clock';
import { GoalsService } from './goals.service';

function build() {
  const store = new FakeGoalsStore();
  const raised = new FakeRaisedAmounts();
  const pageChanges = new FakePageChanges();
  const clock = new TestClock(new Date('2026-11-20T12:00:00Z'));
  // Indexed targets are tested over the stored series (goal-indexing.dialect.test.ts).
  const indexSeries = { storedSeries: async () => [], latestPoint: async () => null };
  const goals = new GoalsService({ database: noDatabase, clock, raised, pageChanges, indexSeries }, store);
  return { goals, store, raised, pageChanges, clock };
}

const input = { title: 'Micrófono', description: 'Para el podcast', target_amount: 80_000, is_active: true };

describe('GoalsService (fakes, no database)', () => {
  it('stores the target in centavos, logs the creation and tells the public page', async () => {
    const { goals, store, pageChanges } = build();
    const goal = await goals.create(7, input);
    expect(goal.target_amount_cents).toBe(8_000_000);
    expect(goal.is_active).toBe(1);
    expect(store.activity.kinds(7)).toEqual(['goal_created']);
    expect(pageChanges.creators.map((c) => c.userId)).toEqual([7]);
  });

  it('refuses a second active goal and leaves nothing behind', async () => {
    const { goals, store } = build();
    await goals.create(7, input);
    await expect(goals.create(7, { ...input, title: 'Otro' })).rejects.toMatchObject({
      statusCode: 409,
      message: GOAL_MESSAGES.alreadyActive,
    });
    expect(store.rows).toHaveLength(1);
    expect(store.activity.kinds(7)).toEqual(['goal_created']);
    // Another creator has goals of their own.
    await expect(goals.create(8, input)).resolves.toMatchObject({ user_id: 8 });
  });

  it('turns a race on the unique index into the same refusal, leaving nothing behind', async () => {
    const { goals, store } = build();
    await goals.create(7, input);
    // The check passed for both writers; the index stops the second one inside its transaction.
    store.hasOtherActive = async () => false;
    await expect(goals.create(7, input)).rejects.toMatchObject({ message: GOAL_MESSAGES.alreadyActive });
    expect(store.rows).toHaveLength(1);
    expect(store.activity.kinds(7)).toEqual(['goal_created']);
  });

  it('deactivating deletes (goal_deleted, bars told); reactivating is refused while another is active', async () => {
    const { goals, store, pageChanges } = build();
    const first = await goals.create(7, input);
    await goals.update(7, first.id, { is_active: false });
    expect(store.activity.kinds(7)).toEqual(['goal_created', 'goal_deleted']);
    expect(pageChanges.goals).toEqual([7]);
    await goals.create(7, { ...input, title: 'Segundo' });
    await expect(goals.update(7, first.id, { is_active: true })).rejects.toMatchObject({
      message: GOAL_MESSAGES.alreadyActive,
    });
  });

  it('keeps fields left out; a new target moves the live bars, a new title does not', async () => {
    const { goals, pageChanges } = build();
    const goal = await goals.create(7, input);
    const renamed = await goals.update(7, goal.id, { title: 'Micrófono nuevo' });
    expect(renamed).toMatchObject({ description: 'Para el podcast', target_amount_cents: 8_000_000 });
    expect(pageChanges.goals).toEqual([]);
    await goals.update(7, goal.id, { target_amount: 100_000 });
    expect(pageChanges.goals).toEqual([7]);
  });

  it("another creator's goal is not found", async () => {
    const { goals } = build();
    const goal = await goals.create(7, input);
    await expect(goals.get(8, goal.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(goals.update(8, goal.id, { title: 'x' })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('presents what donations raised, the active goal first', async () => {
    const { goals, raised, clock } = build();
    const old = await goals.create(7, input);
    await goals.update(7, old.id, { is_active: false });
    clock.advance(60_000);
    const current = await goals.create(7, { ...input, title: 'Actual', target_amount: 1_000 });
    raised.approve({ goalId: current.id, cents: Money.fromPesos(250).cents });
    const list = await goals.list(7);
    expect(list.map((g) => g.title)).toEqual(['Actual', 'Micrófono']);
    expect(list[0]).toMatchObject({ current_amount: 250, target_amount: 1_000, progress: 25 });
  });
});
