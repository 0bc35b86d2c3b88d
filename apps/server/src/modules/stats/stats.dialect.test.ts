import type { LatestDonation } from '@enlaza/shared/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';

interface StatsBody {
  success: boolean;
  data: {
    clicksTotales: { value: number; percentage: number | null; trend: string | null };
    donaciones: { count: number; amount: number; percentage: number | null; trend: string | null };
    visitasPerfil: {
      value: number;
      visitantesUnicos: number;
      percentage: number | null;
      trend: string | null;
    };
    goal: { title?: string; current: number; target: number; percent: number } | null;
    topLinks: { id: number; title: string; click_count: number }[];
    latestDonations: LatestDonation[];
    recentActivities: { type: string; action: string; description: string; date: string }[];
    period: { current: { start: string; end: string }; previous: { start: string; end: string } };
  };
}

const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('GET /api/stats/dashboard', () => {
  let t: TestApp;
  let clock: TestClock;
  const stats = async (headers: Record<string, string>, query = '?period=30d') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/stats/dashboard${query}`, headers });
    expect(res.statusCode).toBe(200);
    return json<StatsBody>(res).data;
  };

  /** Sessions last 7 days: after the clock jumps a month the creator logs in again. */
  const freshSession = async (body: { email: string; password: string }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${json<{ data: { token: string } }>(res).data.token}` };
  };

  beforeAll(async () => {
    clock = new TestClock(NOW);
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stats/dashboard' })).statusCode).toBe(401);
  });

  it('reports zeros and nulls, not invented numbers, for a new creator', async () => {
    const { headers } = await registerCreator(t.app);
    expect(await stats(headers)).toEqual({
      clicksTotales: { value: 0, percentage: null, trend: null },
      donaciones: { count: 0, amount: 0, percentage: null, trend: null },
      transferencias: { count: 0, amount: 0 },
      visitasPerfil: { value: 0, visitantesUnicos: 0, percentage: null, trend: null },
      goal: null,
      topLinks: [],
      latestDonations: [],
      recentActivities: [],
      period: {
        // Whole Argentine days: 9 Feb to 10 Mar, and the 30 days before (midnight in Argentina = 03:00 UTC).
        current: { start: '2026-02-09T03:00:00.000Z', end: '2026-03-11T03:00:00.000Z' },
        previous: { start: '2026-01-10T03:00:00.000Z', end: '2026-02-09T03:00:00.000Z' },
      },
    });
  });

  it('sums clicks, ranks the top 5 links, shows the goal and the latest activity', async () => {
    const { headers, user } = await registerCreator(t.app);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
    const ids: number[] = [];
    for (const title of ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis']) {
      clock.advance(60_000);
      const res = await post('/api/links', { title, url: `https://example.com/${title}` });
      ids.push(json<{ data: { link: { id: number } } }>(res).data.link.id);
    }
    const clicks = [5, 40, 0, 12, 7, 3];
    for (const [i, id] of ids.entries()) {
      await t.database.db
        .updateTable('links')
        .set({ click_count: clicks[i] ?? 0 })
        .where('id', '=', id)
        .execute();
    }
    clock.advance(60_000);
    const goal = json<{ data: { goal: { id: number } } }>(
      await post('/api/goals', { title: 'Disco', description: 'Grabación', target_amount: 80000 }),
    ).data.goal;
    clock.advance(60_000);
    await post('/api/events', { title: 'Show', location: 'Rosario', event_date: '2026-04-01' });
    clock.advance(60_000);
    await t.app.inject({
      method: 'PUT',
      url: `/api/links/${ids[0]}`,
      headers,
      payload: { title: 'Uno editado' },
    });

    const data = await stats(headers);
    expect(data.clicksTotales).toEqual({ value: 67, percentage: null, trend: null });
    expect(data.topLinks.map((l) => [l.title, l.click_count])).toEqual([
      ['Dos', 40],
      ['Cuatro', 12],
      ['Cinco', 7],
      ['Uno editado', 5],
      ['Seis', 3],
    ]);
    expect(data.goal).toEqual({ title: 'Disco', current: 0, target: 80000, percent: 0 });
    expect(data.recentActivities.slice(0, 4).map((a) => [a.type, a.action, a.description])).toEqual([
      ['link', 'updated', 'Actualizaste el enlace "Uno editado"'],
      ['event', 'created', 'Creaste el evento "Show"'],
      ['goal', 'created', 'Creaste el objetivo "Disco"'],
      ['link', 'created', 'Creaste el enlace "Seis"'],
    ]);
    // Six links created, the goal, the event and the edit: the log keeps each change.
    expect(data.recentActivities).toHaveLength(9);
    const dates = data.recentActivities.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());

    clock.advance(60_000);
    await t.app.inject({
      method: 'PUT',
      url: `/api/goals/${goal.id}`,
      headers,
      payload: { is_active: false },
    });
    const after = await stats(headers);
    expect(after.goal).toBeNull();
    expect(after.recentActivities[0]).toMatchObject({
      type: 'goal',
      action: 'deleted',
      description: 'Eliminaste el objetivo "Disco"',
    });
    // Only the creator's own figures.
    const other = await registerCreator(t.app);
    expect((await stats(other.headers)).clicksTotales.value).toBe(0);
    expect(user.id).not.toBe(other.user.id);
  });

  it('leaves hidden links out of the most visited ones', async () => {
    const { headers } = await registerCreator(t.app);
    for (const [title, clicks, active] of [
      ['Oculto', 90, 0],
      ['Visible', 10, 1],
      ['Otro', 4, 1],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/links',
        headers,
        payload: { title, url: `https://example.com/${title}` },
      });
      const id = json<{ data: { link: { id: number } } }>(res).data.link.id;
      await t.database.db
        .updateTable('links')
        .set({ click_count: clicks, is_active: active })
        .where('id', '=', id)
        .execute();
    }
    const data = await stats(headers);
    expect(data.topLinks.map((l) => l.title)).toEqual(['Visible', 'Otro']);
  });

  it('counts approved donations of the month against the previous one and lists the latest 3', async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers, 20_000);
    const donate = async (amount: number, outcome: 'approve' | 'reject' | 'pending', extra: object = {}) => {
      clock.advance(60_000);
      const { donation_id } = await startDonation(t, goalId, amount, extra);
      await notify(t, (await payQuietly(t, donation_id, outcome)).id, seller);
      return donation_id;
    };

    // Previous month: one approved donation of 2.000 and a rejected one.
    await donate(2000, 'approve', { donor_name: 'Antes' });
    await donate(9000, 'reject');
    clock.advance(31 * 86_400_000);
    // This month: four approved (4.000 in all), one pending, one rejected.
    await donate(500, 'approve', { donor_name: 'Uno' });
    const second = await donate(1000, 'approve', { message: 'Sin nombre' });
    await donate(700, 'pending', { donor_name: 'Pendiente' });
    const third = await donate(1500, 'approve', { donor_name: '  Carla  ', message: '¡Vamos!' });
    await donate(4000, 'reject', { donor_name: 'Rechazo' });
    const fourth = await donate(1000, 'approve', { donor_name: 'Dani' });

    const data = await stats(await freshSession(creator.body));
    expect(data.donaciones).toEqual({ count: 4, amount: 4000, percentage: 100, trend: 'up' });
    expect(data.latestDonations).toHaveLength(3);
    expect(data.latestDonations.map((d) => [d.id, d.donor_name, d.amount, d.message])).toEqual([
      [fourth, 'Dani', 1000, null],
      [third, 'Carla', 1500, '¡Vamos!'],
      [second, 'Anónimo', 1000, 'Sin nombre'],
    ]);
    expect(Object.keys(data.latestDonations[0] ?? {}).sort()).toEqual([
      'amount',
      'created_at',
      'donor_name',
      'id',
      'message',
    ]);
    // The goal counts every approved donation, whichever month.
    expect(data.goal).toEqual({ title: 'Grabar el disco', current: 6000, target: 20000, percent: 30 });

    // A month with fewer donations than the one before goes down.
    clock.advance(31 * 86_400_000);
    await donate(1000, 'approve');
    const later = await stats(await freshSession(creator.body));
    expect(later.donaciones).toEqual({ count: 1, amount: 1000, percentage: -75, trend: 'down' });
    // Someone else's figures stay their own.
    const other = await registerCreator(t.app);
    expect((await stats(other.headers)).donaciones).toEqual({
      count: 0,
      amount: 0,
      percentage: null,
      trend: null,
    });
  });

  it('keeps at most 10 recent activities', async () => {
    const { headers } = await registerCreator(t.app);
    for (let i = 0; i < 12; i++) {
      clock.advance(1_000);
      await t.app.inject({
        method: 'POST',
        url: '/api/links',
        headers,
        payload: { title: `Enlace ${i}`, url: 'https://example.com' },
      });
    }
    const data = await stats(headers);
    expect(data.recentActivities).toHaveLength(10);
    expect(data.recentActivities[0]?.description).toBe('Creaste el enlace "Enlace 11"');
  });

  it('defaults to 30 days and refuses a malformed period', async () => {
    const { headers } = await registerCreator(t.app);
    const data = await stats(headers, '');
    expect(Date.parse(data.period.current.end) - Date.parse(data.period.current.start)).toBe(30 * 86_400_000);
    const week = await stats(headers, '?period=7d');
    expect(Date.parse(week.period.current.end) - Date.parse(week.period.current.start)).toBe(7 * 86_400_000);
    for (const query of ['?period=0d', '?period=abc', '?period=9999d', '?period=30d&period=7d']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/stats/dashboard${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(json<{ errors: unknown }>(res).errors).toEqual([
        { field: 'period', message: 'El período no es válido (usa por ejemplo 7d, 30d o 90d)' },
      ]);
    }
  });
});
