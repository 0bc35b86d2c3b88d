import {
  type DonationsPage,
  type ReceivedDonation,
  SUPPORTERS_MESSAGES,
  type SupportersPage,
  WALL_MODERATION_MESSAGES,
  type WallSettings,
} from '@enlaza/shared/donations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

/** Issue 20: the supporters' wall, its moderation, blocked words and reports. */
describe('the supporters’ wall', () => {
  let t: TestApp;
  let ana: Creator;
  let beto: Creator;
  let seller: string;
  let goalId: number;
  const ids: Record<string, string> = {};
  let ip = 0;

  const donate = async (amount: number, extra: object, outcome: 'approve' | 'reject' | 'pending' | null) => {
    const { donation_id } = await startDonation(t, goalId, amount, extra);
    if (outcome) {
      const payment = await payQuietly(t, donation_id, outcome);
      await notify(t, payment.id, seller);
    }
    return donation_id;
  };
  const wall = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/${ana.user.username}/supporters${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ data: SupportersPage }>(res).data;
  };
  const profileWall = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/${ana.user.username}` });
    return json<{
      data: { user: { supporters: SupportersPage['supporters']; has_more_supporters: boolean } };
    }>(res).data.user;
  };
  const patch = (who: Creator, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/donations/${id}`, headers: who.headers, payload });
  const report = (entryId: string, payload: object, remoteAddress?: string) => {
    ip += 1;
    return t.app.inject({
      method: 'POST',
      url: `/api/public/${ana.user.username}/supporters/${entryId}/reports`,
      payload,
      remoteAddress: remoteAddress ?? `203.0.113.${ip}`,
    });
  };
  const history = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/donations/received', headers: ana.headers });
    return json<{ data: DonationsPage }>(res).data.donations;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ana = await registerCreator(t.app, { full_name: 'Ana Creadora' });
    beto = await registerCreator(t.app, { full_name: 'Beto Creador' });
    seller = await connectCreator(t, ana);
    goalId = await createGoal(t, ana.headers);
    ids.named = await donate(
      1500,
      { donor_name: 'Caro', donor_email: 'caro@example.com', message: '¡Vamos!' },
      'approve',
    );
    ids.anonymous = await donate(
      2000,
      { donor_name: 'Oculta', show_name: false, message: 'Hola' },
      'approve',
    );
    ids.hiddenAmount = await donate(
      3000,
      { donor_name: 'Lu', hide_amount: true, message: 'Fuerza' },
      'approve',
    );
    ids.private = await donate(
      900,
      { donor_name: 'Pri', message_public: false, message: 'Solo a vos' },
      'approve',
    );
    ids.rejected = await donate(700, { donor_name: 'Rechazo', message: 'no' }, 'reject');
    ids.pending = await donate(800, { donor_name: 'Pendiente', message: 'espera' }, 'pending');
  });
  afterAll(() => t.close());

  it('shows approved donations only, newest first, as the donor chose: no email, no donation id', async () => {
    const page = await wall();
    expect(page.pagination).toEqual({ current_page: 1, total_pages: 1, total: 4, has_more: false });
    expect(page.supporters.map((s) => [s.name, s.amount, s.message])).toEqual([
      ['Pri', 900, null],
      ['Lu', null, 'Fuerza'],
      [SUPPORTERS_MESSAGES.anonymous, 2000, 'Hola'],
      ['Caro', 1500, '¡Vamos!'],
    ]);
    const body = JSON.stringify(page);
    for (const secret of [
      'caro@example.com',
      'Oculta',
      'Solo a vos',
      'Rechazo',
      'Pendiente',
      ...Object.values(ids),
    ]) {
      expect(body).not.toContain(secret);
    }
    for (const entry of page.supporters) {
      expect(entry.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Number.isNaN(Date.parse(entry.created_at))).toBe(false);
    }
    const profile = await profileWall();
    expect(profile.supporters).toEqual(page.supporters);
    expect(profile.has_more_supporters).toBe(false);
  });

  it('pages by 20 and refuses a bad page or an unknown creator', async () => {
    expect((await wall('?page=2')).supporters).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/public/${ana.user.username}/supporters?page=0`,
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).errors?.[0]).toEqual({
      field: 'page',
      message: SUPPORTERS_MESSAGES.pageInvalid,
    });
    const nobody = await t.app.inject({ method: 'GET', url: '/api/public/nadie-existe/supporters' });
    expect(nobody.statusCode).toBe(404);
  });

  it("hides amounts everywhere when the creator turns off 'Mostrar montos en la página'", async () => {
    const put = (payload: object, who = ana) =>
      t.app.inject({ method: 'PUT', url: '/api/donations/wall-settings', headers: who.headers, payload });
    const off = await put({ show_amounts: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(json<{ data: WallSettings }>(off).data).toEqual({ show_amounts: false, blocked_words: [] });
    expect((await wall()).supporters.every((s) => s.amount === null)).toBe(true);
    expect((await profileWall()).supporters.every((s) => s.amount === null)).toBe(true);
    expect((await put({ show_amounts: true })).statusCode).toBe(200);
    expect((await wall()).supporters.map((s) => s.amount)).toEqual([900, null, 2000, 1500]);

    const refused: [object, string, string][] = [
      [{ show_amounts: 'sí' }, 'show_amounts', WALL_MODERATION_MESSAGES.showAmountsInvalid],
      [{ blocked_words: ['x'.repeat(41)] }, 'blocked_words', WALL_MODERATION_MESSAGES.blockedWordMax],
      [
        { blocked_words: Array.from({ length: 51 }, (_, i) => `p${i}`) },
        'blocked_words',
        WALL_MODERATION_MESSAGES.blockedWordsMax,
      ],
      [{ blocked_words: 'tonto' }, 'blocked_words', WALL_MODERATION_MESSAGES.blockedWordsInvalid],
    ];
    for (const [payload, field, message] of refused) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<ErrorBody>(res).errors?.[0]).toEqual({ field, message });
    }
    expect((await put({})).statusCode).toBe(400);
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/donations/wall-settings',
      headers: ana.headers,
    });
    expect(json<{ data: WallSettings }>(get).data).toEqual({ show_amounts: true, blocked_words: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/donations/wall-settings' })).statusCode).toBe(401);
  });

  it('lets the creator hide and show a message and reply once; another creator gets 404', async () => {
    const hide = await patch(ana, ids.named as string, { message_hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(json<{ data: { donation: ReceivedDonation } }>(hide).data.donation).toMatchObject({
      id: ids.named,
      message_hidden: true,
      donor_email: 'caro@example.com',
    });
    const caro = (await wall()).supporters.find((s) => s.name === 'Caro');
    expect(caro).toMatchObject({ message: null, amount: 1500 });
    expect((await profileWall()).supporters.find((s) => s.name === 'Caro')?.message).toBeNull();

    const reply = await patch(ana, ids.named as string, {
      reply: '  ¡Gracias, Caro!  ',
      message_hidden: false,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const shown = (await wall()).supporters.find((s) => s.name === 'Caro');
    expect(shown).toMatchObject({ message: '¡Vamos!', reply: '¡Gracias, Caro!' });
    expect(shown?.replied_at).toEqual(expect.any(String));

    const twice = await patch(ana, ids.named as string, { reply: 'Otra' });
    expect(twice.statusCode).toBe(409);
    expect(json<ErrorBody>(twice).errors?.[0]).toEqual({
      field: 'reply',
      message: WALL_MODERATION_MESSAGES.replyOnce,
    });

    const refused: [object, string, string][] = [
      [{ reply: '   ' }, 'reply', WALL_MODERATION_MESSAGES.replyRequired],
      [{ reply: 'x'.repeat(281) }, 'reply', WALL_MODERATION_MESSAGES.replyMax],
      [{ message_hidden: 'sí' }, 'message_hidden', WALL_MODERATION_MESSAGES.messageHiddenInvalid],
    ];
    for (const [payload, field, message] of refused) {
      const res = await patch(ana, ids.anonymous as string, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<ErrorBody>(res).errors?.[0]).toEqual({ field, message });
    }
    expect((await patch(ana, ids.anonymous as string, {})).statusCode).toBe(400);
    expect((await patch(ana, ids.pending as string, { reply: 'Gracias' })).statusCode).toBe(409);

    const foreign = await patch(beto, ids.anonymous as string, { message_hidden: true, reply: 'mío' });
    expect(foreign.statusCode).toBe(404);
    expect((await wall()).supporters.find((s) => s.message === 'Hola')?.reply).toBeNull();
    expect(
      (await patch(ana, '00000000-0000-4000-8000-000000000000', { message_hidden: true })).statusCode,
    ).toBe(404);
    const anonymousPatch = await t.app.inject({
      method: 'PATCH',
      url: `/api/donations/${ids.anonymous}`,
      payload: { message_hidden: true },
    });
    expect(anonymousPatch.statusCode).toBe(401);
  });

  it('stores a message with a blocked word hidden until the creator shows it', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/donations/wall-settings',
      headers: ana.headers,
      payload: { blocked_words: [' Tonto ', 'mala onda', 'tonto', ''] },
    });
    expect(json<{ data: WallSettings }>(put).data.blocked_words).toEqual(['Tonto', 'mala onda']);
    const blocked = await donate(500, { donor_name: 'Troll', message: 'Sos un TONTÓ!' }, 'approve');
    const fine = await donate(500, { donor_name: 'Amable', message: 'Qué tontería más linda' }, 'approve');
    const entries = (await wall()).supporters;
    expect(entries.find((s) => s.name === 'Troll')).toMatchObject({ message: null });
    expect(entries.find((s) => s.name === 'Amable')?.message).toBe('Qué tontería más linda');
    const rows = await history();
    expect(rows.find((d) => d.id === blocked)?.message_hidden).toBe(true);
    expect(rows.find((d) => d.id === fine)?.message_hidden).toBe(false);
    expect((await patch(ana, blocked, { message_hidden: false })).statusCode).toBe(200);
    expect((await wall()).supporters.find((s) => s.name === 'Troll')?.message).toBe('Sos un TONTÓ!');
  });

  it("takes reports ('Denunciar'): stored with a hashed address, hiding nothing, counted for the creator", async () => {
    const entry = (await wall()).supporters.find((s) => s.name === 'Lu');
    const res = await report(entry?.id as string, { reason: 'Es spam' }, '198.51.100.77');
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ message: string }>(res).message).toBe(SUPPORTERS_MESSAGES.reported);
    const stored = await t.database.db.selectFrom('donation_reports').selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({ donation_id: ids.hiddenAmount, user_id: ana.user.id, reason: 'Es spam' }),
    ]);
    expect(stored[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('198.51.100.77');
    expect((await wall()).supporters.find((s) => s.name === 'Lu')?.message).toBe('Fuerza');
    expect((await history()).find((d) => d.id === ids.hiddenAmount)?.report_count).toBe(1);

    const refused: [object, string][] = [
      [{}, SUPPORTERS_MESSAGES.reasonRequired],
      [{ reason: '  ' }, SUPPORTERS_MESSAGES.reasonRequired],
      [{ reason: 'x'.repeat(501) }, SUPPORTERS_MESSAGES.reasonMax],
    ];
    for (const [payload, message] of refused) {
      const bad = await report(entry?.id as string, payload);
      expect(bad.statusCode).toBe(400);
      expect(json<ErrorBody>(bad).errors?.[0]).toEqual({ field: 'reason', message });
    }
    expect((await report('AAAAAAAAAAAAAAAAAAAAAA', { reason: 'x' })).statusCode).toBe(404);
    expect((await report('no válido', { reason: 'x' })).statusCode).toBe(404);
    // Another creator's username with this entry: not found.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/public/${beto.user.username}/supporters/${entry?.id}/reports`,
      payload: { reason: 'x' },
    });
    expect(elsewhere.statusCode).toBe(404);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await report(entry?.id as string, { reason: `vez ${i}` }, '198.51.100.200')).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
