import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

describe('GET /api/categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the eight categories in order without logging in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const body = json<{ success: boolean; data: { categories: unknown[] } }>(res);
    expect(body.success).toBe(true);
    expect(body.data.categories).toEqual(DEFAULT_CATEGORIES);
  });

  it('follows order_position, not insertion order', async () => {
    await t.database.db.updateTable('categories').set({ order_position: 0 }).where('id', '=', 8).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const names = json<{ data: { categories: { name: string }[] } }>(res).data.categories.map((c) => c.name);
    expect(names[0]).toBe('Gastronomía');
    expect(names).toHaveLength(8);
  });
});
