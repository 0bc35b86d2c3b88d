import type { DonationsPage } from '@enlaza/shared/donations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';

type Headers = Record<string, string>;

describe('donation history and status', () => {
  let t: TestApp;
  let ana: { headers: Headers; user: { id: number; username: string }; goalId: number; seller: string };
  let beto: { headers: Headers; user: { id: number; username: string }; goalId: number; seller: string };
  const anaDonations: Record<string, string> = {};

  const donate = async (
    who: typeof ana,
    amount: number,
    outcome: 'approve' | 'reject' | 'pending' | null,
    extra: object = {},
  ) => {
    const { donation_id } = await startDonation(t, who.goalId, amount, extra);
    if (outcome) {
      const payment = await payQuietly(t, donation_id, outcome);
      await notify(t, payment.id, who.seller);
    }
    return donation_id;
  };

  const received = async (headers: Headers, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/donations/received${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ success: boolean; data: DonationsPage }>(res).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const setup = async (fullName: string) => {
      const creator = await registerCreator(t.app, { full_name: fullName });
      const seller = await connectCreator(t, creator);
      return {
        headers: creator.headers,
        user: creator.user,
        goalId: await createGoal(t, creator.headers),
        seller,
      };
    };
    ana = await setup('Ana Creadora');
    beto = await setup('Beto Creador');
    anaDonations.approvedBig = await donate(ana, 3000, 'approve', {
      donor_name: 'Carla',
      message: '¡Vamos!',
    });
    anaDonations.approvedSmall = await donate(ana, 1000, 'approve');
    anaDonations.rejected = await donate(ana, 500, 'reject', { donor_name: 'Dani' });
    anaDonations.pending = await donate(ana, 800, 'pending');
    anaDonations.open = await donate(ana, 200, null);
    await donate(beto, 9999, 'approve', { donor_name: 'Secreto', message: 'solo para Beto' });
  });
  afterAll(() => t.close());

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/donations/received' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/donations/goal/${ana.goalId}` })).statusCode).toBe(
      401,
    );
  });

  it("lists only the creator's own donations, newest first, with their real status", async () => {
    const data = await received(ana.headers);
    expect(data.donations).toHaveLength(5);
    expect(data.donations.map((d) => d.id)).not.toContain(undefined);
    expect(JSON.stringify(data)).not.toContain('Secreto');
    expect(JSON.stringify(data)).not.toContain('solo para Beto');

    const big = data.donations.find((d) => d.id === anaDonations.approvedBig);
    expect(big).toEqual({
      id: anaDonations.approvedBig,
      amount: 3000,
      currency: 'ARS',
      mp_status: 'approved',
      status_label: 'Aprobado',
      donor_name: 'Carla',
      donor_email: null,
      message: '¡Vamos!',
      message_public: true,
      show_name: true,
      hide_amount: false,
      message_hidden: false,
      reply: null,
      replied_at: null,
      report_count: 0,
      payment_method: 'credit_card',
      created_at: expect.any(String),
      processed_at: expect.any(String),
      creator_amount: 2940,
      platform_commission: 60,
      goal: { id: ana.goalId, title: 'Grabar el disco' },
      event: null,
      evidence_deadline: null,
      refundable: true,
      kind: 'one_off',
    });
    const labels = Object.fromEntries(
      data.donations.map((d) => [d.id, [d.mp_status, d.status_label, d.donor_name]]),
    );
    expect(labels[anaDonations.rejected as string]).toEqual(['rejected', 'Rechazado', 'Dani']);
    expect(labels[anaDonations.pending as string]).toEqual(['pending', 'Pendiente', 'Anónimo']);
    expect(labels[anaDonations.open as string]).toEqual(['pending', 'Pendiente', 'Anónimo']);

    expect(data.stats).toEqual({ total_received: 4000, approved_count: 2, average: 2000 });
    expect(data.pagination).toEqual({ current_page: 1, total_pages: 1, total_donations: 5, has_more: false });

    const bData = await received(beto.headers);
    expect(bData.donations.map((d) => d.donor_name)).toEqual(['Secreto']);
    expect(bData.stats).toEqual({ total_received: 9999, approved_count: 1, average: 9999 });
  });

  it('filters by status and pages, while the statistics keep counting approved only', async () => {
    const approved = await received(ana.headers, '?status=approved');
    expect(approved.donations.map((d) => d.mp_status)).toEqual(['approved', 'approved']);
    expect(approved.stats).toEqual({ total_received: 4000, approved_count: 2, average: 2000 });
    expect((await received(ana.headers, '?status=pending')).pagination.total_donations).toBe(2);
    expect((await received(ana.headers, '?status=rejected')).donations.map((d) => d.id)).toEqual([
      anaDonations.rejected,
    ]);
    expect((await received(ana.headers, '?status=cancelled')).donations).toEqual([]);
    expect((await received(ana.headers, '?status=all')).pagination.total_donations).toBe(5);

    const page1 = await received(ana.headers, '?limit=2&page=1');
    const page3 = await received(ana.headers, '?limit=2&page=3');
    expect(page1.pagination).toEqual({ current_page: 1, total_pages: 3, total_donations: 5, has_more: true });
    expect(page3.pagination).toEqual({
      current_page: 3,
      total_pages: 3,
      total_donations: 5,
      has_more: false,
    });
    expect(page3.donations).toHaveLength(1);
    const all = (await received(ana.headers)).donations.map((d) => d.id);
    const paged = [
      ...page1.donations,
      ...(await received(ana.headers, '?limit=2&page=2')).donations,
      ...page3.donations,
    ].map((d) => d.id);
    expect(paged).toEqual(all);
    expect((await received(ana.headers, '?limit=2&page=9')).donations).toEqual([]);
  });

  it('refuses bad paging and filters in Spanish', async () => {
    const cases: [string, string, string][] = [
      ['?limit=51', 'limit', 'limit debe ser un número entero entre 1 y 50'],
      ['?limit=0', 'limit', 'limit debe ser un número entero entre 1 y 50'],
      ['?page=0', 'page', 'page debe ser un número entero mayor a 0'],
      ['?page=abc', 'page', 'page debe ser un número entero mayor a 0'],
      ['?page=1&page=2', 'page', 'page debe ser un número entero mayor a 0'],
      ['?status=perdidas', 'status', 'El estado no es válido'],
    ];
    for (const [query, field, message] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/donations/received${query}`,
        headers: ana.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(json<{ errors: unknown[] }>(res).errors).toEqual([{ field, message }]);
    }
  });

  it("lists a goal's donations for its owner only", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/donations/goal/${ana.goalId}?limit=10`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(200);
    const data = json<{ data: DonationsPage }>(res).data;
    expect(data.donations).toHaveLength(5);
    expect(data.stats.total_received).toBe(4000);
    for (const url of [
      `/api/donations/goal/${beto.goalId}`,
      '/api/donations/goal/abc',
      '/api/donations/goal/0',
    ]) {
      const other = await t.app.inject({ method: 'GET', url, headers: ana.headers });
      expect(other.statusCode, url).toBe(404);
      expect(json<{ message: string }>(other).message).toBe('Objetivo no encontrado');
    }
  });

  it('shows a donation whose goal row is gone without its goal', async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    const who = { headers: creator.headers, user: creator.user, goalId, seller };
    await donate(who, 400, 'approve');
    await t.database.db.deleteFrom('goals').where('id', '=', goalId).execute();
    const data = await received(creator.headers);
    expect(data.donations[0]?.goal).toBeNull();
    expect(data.stats.total_received).toBe(400);
  });

  it('tells anyone holding the id only the status, amount, goal and creator', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${anaDonations.approvedBig}/status`,
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ success: boolean; data: { donation: Record<string, unknown> } }>(res);
    expect(body).toEqual({
      success: true,
      data: {
        donation: {
          id: anaDonations.approvedBig,
          status: 'approved',
          amount: 3000,
          goal_title: 'Grabar el disco',
          creator: { username: ana.user.username, full_name: 'Ana Creadora' },
        },
      },
    });
    for (const leak of [
      'Carla',
      '¡Vamos!',
      '@example.com',
      'APP_USR',
      'TG-',
      'password',
      ana.seller,
      'commission',
    ]) {
      expect(res.body, leak).not.toContain(leak);
    }
    expect(
      json<{ data: { donation: { status: string } } }>(
        await t.app.inject({ method: 'GET', url: `/api/donations/${anaDonations.pending}/status` }),
      ).data.donation.status,
    ).toBe('pending');

    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'no-es-un-id',
      '1',
      "'; drop table donations; --",
    ]) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/donations/${encodeURIComponent(id)}/status`,
      });
      expect(missing.statusCode, id).toBe(404);
      expect(json<{ message: string }>(missing).message).toBe('Donación no encontrada');
    }
  });
});
