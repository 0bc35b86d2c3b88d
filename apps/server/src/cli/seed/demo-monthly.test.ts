import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDemo } from '../../db/seed';
import { seedDemoPaymentConnection } from './demo-connection';
import { seedDemoMonthly } from './demo-monthly';

describe('the demo seed of monthly support (simulator)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { now: new Date(), passwordHashCost: 10 });
    await seedDemoPaymentConnection(t.database.db, {
      now: new Date(),
      encryptionKey: t.deps.config.encryptionKey,
    });
  });
  afterAll(() => t.close());

  it('gives the demo two tiers and three active supporters, with their months in the history', async () => {
    expect(await seedDemoMonthly(t.deps)).toBe(3);
    // Seeding again (every start) changes nothing.
    expect(await seedDemoMonthly(t.deps)).toBe(0);
    const db = t.database.db;
    const tiers = await db
      .selectFrom('monthly_tiers')
      .select(['name', 'amount_cents', 'mp_plan_id'])
      .execute();
    expect(tiers.map((tier) => [tier.name, tier.amount_cents])).toEqual([
      ['Amigo del disco', 200_000],
      ['Productor asociado', 500_000],
    ]);
    expect(tiers.every((tier) => tier.mp_plan_id)).toBe(true);
    const subscriptions = await db.selectFrom('monthly_subscriptions').select('status').execute();
    expect(subscriptions.map((s) => s.status)).toEqual(['authorized', 'authorized', 'authorized']);
    const months = await db
      .selectFrom('donations')
      .select(['mp_status', 'amount_cents', 'mp_invoice_id'])
      .where('kind', '=', 'monthly')
      .execute();
    expect(months).toHaveLength(4);
    expect(months.every((m) => m.mp_status === 'approved' && m.mp_invoice_id)).toBe(true);
    expect(months.reduce((sum, m) => sum + Number(m.amount_cents), 0)).toBe(1_100_000);
  });
});
