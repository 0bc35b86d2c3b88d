import type { ActivityPage } from '@enlaza/shared/activity';
import { formatARS } from '@enlaza/shared/format';
import type { RecentActivity } from '@enlaza/shared/stats';
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

describe('activity log', () => {
  let t: TestApp;
  let clock: TestClock;
  beforeAll(async () => {
    clock = new TestClock(new Date('2026-05-04T13:00:00.000Z'));
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const home = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/dashboard', headers });
    return json<{ data: { recentActivities: RecentActivity[] } }>(res).data.recentActivities;
  };
  const call = (
    headers: Record<string, string>,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    clock.advance(1_000);
    return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };

  it('shows an approved donation and a deleted link on the dashboard home, written once each', async () => {
    const creator = await registerCreator(t.app);
    const { headers } = creator;
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, headers, 30_000);
    const link = json<{ data: { link: { id: number } } }>(
      await call(headers, 'POST', '/api/links', { title: 'Tienda', url: 'https://tienda.example.com' }),
    ).data.link;
    clock.advance(1_000);
    const { donation_id } = await startDonation(t, goalId, 1500, { donor_name: 'Carla' });
    const payment = await payQuietly(t, donation_id, 'approve');
    await notify(t, payment.id, seller);
    // The same notification again (Mercado Pago retries): no second entry.
    await notify(t, payment.id, seller);
    const rejected = await startDonation(t, goalId, 800);
    await notify(t, (await payQuietly(t, rejected.donation_id, 'reject')).id, seller);
    expect((await call(headers, 'DELETE', `/api/links/${link.id}`)).statusCode).toBe(200);

    const activities = await home(headers);
    expect(activities.map((a) => [a.type, a.action, a.description])).toEqual([
      ['link', 'deleted', 'Eliminaste el enlace "Tienda"'],
      // formatARS writes a no-break space after the sign.
      ['donation', 'approved', `Recibiste una donación de ${formatARS(1500)} de Carla`],
      ['link', 'created', 'Creaste el enlace "Tienda"'],
      ['goal', 'created', 'Creaste el objetivo "Grabar el disco"'],
      ['payment', 'connected', 'Conectaste tu cuenta de Mercado Pago'],
    ]);
    // Someone else's log stays empty.
    expect(await home((await registerCreator(t.app)).headers)).toEqual([]);
  });

  it('records profile, theme, goal, event and disconnection changes', async () => {
    const creator = await registerCreator(t.app);
    const { headers } = creator;
    await connectCreator(t, creator);
    await call(headers, 'PUT', '/api/users/profile', { bio: 'Hola' });
    await call(headers, 'DELETE', '/api/users/profile-image');
    await call(headers, 'PUT', '/api/users/profile/theme', {
      primary_color: '#ec4899',
      accent_color: '#f59e0b',
      background_style: 'vibrant',
    });
    const goalId = await createGoal(t, headers, 1_000);
    await call(headers, 'PUT', `/api/goals/${goalId}`, { title: 'Disco nuevo' });
    await call(headers, 'PUT', `/api/goals/${goalId}`, { is_active: false });
    const event = json<{ data: { event: { id: number } } }>(
      await call(headers, 'POST', '/api/events', {
        title: 'Show',
        location: 'Rosario',
        event_date: '2026-06-01',
      }),
    ).data.event;
    await call(headers, 'PUT', `/api/events/${event.id}`, { title: 'Show grande' });
    await call(headers, 'DELETE', `/api/events/${event.id}`);
    await call(headers, 'POST', '/api/mercadopago/revoke');

    expect((await home(headers)).map((a) => a.description)).toEqual([
      'Desconectaste tu cuenta de Mercado Pago',
      'Eliminaste el evento "Show grande"',
      'Actualizaste el evento "Show grande"',
      'Creaste el evento "Show"',
      'Eliminaste el objetivo "Disco nuevo"',
      'Actualizaste el objetivo "Disco nuevo"',
      'Creaste el objetivo "Grabar el disco"',
      'Cambiaste los colores de tu página',
      'Actualizaste tu perfil',
      'Actualizaste tu perfil',
    ]);
    // The home shows the latest 10; the statistics screen reads further back.
    const log = json<{ data: ActivityPage }>(
      await t.app.inject({ method: 'GET', url: '/api/stats/activity', headers }),
    ).data;
    expect(log.activities.map((a) => a.kind).slice(-3)).toEqual([
      'profile_updated',
      'profile_updated',
      'payment_connected',
    ]);
  });

  it('pages further back through GET /stats/activity, for its owner only', async () => {
    const { headers } = await registerCreator(t.app);
    for (let i = 1; i <= 25; i++) {
      await call(headers, 'POST', '/api/links', { title: `Enlace ${i}`, url: 'https://example.com' });
    }
    expect(await home(headers)).toHaveLength(10);
    const first = json<{ data: ActivityPage }>(
      await t.app.inject({ method: 'GET', url: '/api/stats/activity', headers }),
    ).data;
    expect(first.activities).toHaveLength(20);
    expect(first.activities[0]).toMatchObject({
      kind: 'link_created',
      description: 'Creaste el enlace "Enlace 25"',
    });
    expect(first.nextCursor).toBe(first.activities.at(-1)?.id);
    const second = json<{ data: ActivityPage }>(
      await t.app.inject({ method: 'GET', url: `/api/stats/activity?before=${first.nextCursor}`, headers }),
    ).data;
    expect(second.activities.map((a) => a.description)).toEqual(
      [5, 4, 3, 2, 1].map((i) => `Creaste el enlace "Enlace ${i}"`),
    );
    expect(second.nextCursor).toBeNull();

    const bad = await t.app.inject({ method: 'GET', url: '/api/stats/activity?before=abc', headers });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: unknown }>(bad).errors).toEqual([
      { field: 'before', message: 'El cursor de la actividad no es válido' },
    ]);
    const other = await registerCreator(t.app);
    const theirs = json<{ data: ActivityPage }>(
      await t.app.inject({ method: 'GET', url: '/api/stats/activity', headers: other.headers }),
    ).data;
    expect(theirs).toEqual({ activities: [], nextCursor: null });
  });
});
