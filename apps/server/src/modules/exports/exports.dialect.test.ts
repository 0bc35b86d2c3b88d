import { accountExportSchema, CSV_COLUMNS } from '@enlaza/shared/exports';
import type { LightMyRequestResponse } from 'fastify';
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

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** 23:30 on 23/11/2026 in Buenos Aires, already the 24th in UTC. */
const NOW = new Date('2026-11-24T02:30:00.000Z');
const PATHS = ['links.csv', 'events.csv', 'donations.csv', 'account.json'] as const;

/** The CSV's rows as cells (no cell here holds a line break or a quoted ';'). */
function rows(body: string): string[][] {
  return body
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}

describe('exports', () => {
  let t: TestApp;
  let ana: Creator;
  let beto: Creator;
  let carla: Creator;

  const download = (who: Creator, path: (typeof PATHS)[number]) =>
    t.app.inject({ method: 'GET', url: `/api/exports/${path}`, headers: who.headers });
  const post = async (who: Creator, url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: who.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  const expectCsvFile = (res: LightMyRequestResponse, name: string) => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="enlaza-${name}-2026-11-23.csv"`);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(NOW) });
    ana = await registerCreator(t.app, { full_name: 'Ana Núñez' });
    beto = await registerCreator(t.app, { full_name: 'Beto Ajeno' });
    await post(ana, '/api/links', { title: 'Canción; "nueva"', url: 'https://example.com/cancion' });
    await post(ana, '/api/links', { title: '=HYPERLINK("http://x")', url: 'https://example.com/f' });
    await post(ana, '/api/links', {
      title: 'Preventa',
      url: 'https://example.com/p',
      starts_at: '2026-12-01T10:00',
    });
    await post(ana, '/api/events', {
      title: 'Recital en Córdoba',
      location: 'Teatro Real',
      event_date: '2026-12-05',
      event_time: '21:30',
      is_free: false,
      price: 1500,
      description: 'Primera línea\nSegunda línea',
    });
    await post(beto, '/api/links', { title: 'Enlace de Beto', url: 'https://example.com/beto' });
    await post(beto, '/api/events', { title: 'Show de Beto', location: 'Rosario', event_date: '2026-12-06' });
    for (const [who, donor, amount] of [
      [ana, 'Carla Peña', 2500],
      [beto, 'Secreto de Beto', 9999],
    ] as const) {
      const seller = await connectCreator(t, who);
      const goalId = await createGoal(t, who.headers);
      const { donation_id } = await startDonation(t, goalId, amount, {
        donor_name: donor,
        message: '¡Vamos!',
      });
      const payment = await payQuietly(t, donation_id, 'approve');
      await notify(t, payment.id, seller);
    }
    carla = await registerCreator(t.app, { full_name: 'Carla Tres Pagos' });
    const carlaSeller = await connectCreator(t, carla);
    const carlaGoal = await createGoal(t, carla.headers);
    for (const [donor, outcome] of [
      ['Aprobada', 'approve'],
      ['Rechazada', 'reject'],
      ['Pendiente', 'pending'],
    ] as const) {
      const { donation_id } = await startDonation(t, carlaGoal, 1000, { donor_name: donor });
      const payment = await payQuietly(t, donation_id, outcome);
      await notify(t, payment.id, carlaSeller);
    }
  });
  afterAll(() => t.close());

  it('requires a session for every download', async () => {
    for (const path of PATHS) {
      const res = await t.app.inject({ method: 'GET', url: `/api/exports/${path}` });
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('exports links as es-AR CSV: BOM, ;, quoting, formula guard, Argentine dates', async () => {
    const res = await download(ana, 'links.csv');
    expectCsvFile(res, 'enlaces');
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.links.join(';'));
    expect(lines[1]).toBe('"Canción; ""nueva""";https://example.com/cancion;Activo;0;1;;;23/11/2026');
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://x"")";https://example.com/f;Activo;0;2;;;23/11/2026`);
    expect(lines[3]).toBe('Preventa;https://example.com/p;Activo;0;3;01/12/2026 10:00;;23/11/2026');
    expect(res.body).not.toContain('Beto');
  });

  it('exports events with dd/mm/aaaa dates, es-AR prices and multi-line descriptions quoted', async () => {
    const res = await download(ana, 'events.csv');
    expectCsvFile(res, 'eventos');
    expect(res.body.slice(1).split('\r\n')[0]).toBe(CSV_COLUMNS.events.join(';'));
    expect(res.body).toContain(
      'Recital en Córdoba;Otro;Publicado;05/12/2026;21:30;;;Teatro Real;;No;;;1.500,00;;No;"Primera línea\nSegunda línea"',
    );
    expect(res.body).not.toContain('Beto');
  });

  it('exports donations with their Argentine day and time and es-AR amounts', async () => {
    const res = await download(ana, 'donations.csv');
    expectCsvFile(res, 'donaciones');
    const [header, ...data] = rows(res.body);
    expect(header).toEqual([...CSV_COLUMNS.donations]);
    expect(data).toHaveLength(1);
    const row = data[0] ?? [];
    expect(row.slice(0, 5)).toEqual(['23/11/2026', '23:30', 'Carla Peña', '¡Vamos!', '2.500,00']);
    expect(row[8]).toBe('Aprobado');
    expect(res.body).not.toContain('Secreto');
  });

  it('leaves commission and net empty for donations that were not approved', async () => {
    const res = await download(carla, 'donations.csv');
    expectCsvFile(res, 'donaciones');
    const byDonor = new Map(rows(res.body).map((row) => [row[2], row]));
    const approved = byDonor.get('Aprobada') ?? [];
    expect(approved.slice(4, 9)).toEqual(['1.000,00', '20,00', '980,00', 'ARS', 'Aprobado']);
    for (const [donor, label] of [
      ['Rechazada', 'Rechazado'],
      ['Pendiente', 'Pendiente'],
    ]) {
      const row = byDonor.get(donor) ?? [];
      expect(row.slice(4, 9), donor).toEqual(['1.000,00', '', '', 'ARS', label]);
    }
  });

  it("exports the whole account as JSON, without secrets or another creator's rows", async () => {
    // Her posts (issue 35), whatever their audience or status: the export is hers.
    for (const payload of [
      { title: 'Novedad de Ana', body: 'Hola **a todos**', audience: { kind: 'public' } },
      { title: 'Solo para fans', body: 'Adelanto', audience: { kind: 'fans' }, draft: true },
    ]) {
      const post = await t.app.inject({ method: 'POST', url: '/api/posts', headers: ana.headers, payload });
      expect(post.statusCode, post.body).toBe(201);
    }
    const res = await download(ana, 'account.json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="enlaza-cuenta-2026-11-23.json"');
    const account = accountExportSchema.parse(json(res));
    expect(account.profile).toMatchObject({ id: ana.user.id, full_name: 'Ana Núñez' });
    expect(account.links.map((l) => l.title)).toEqual([
      'Canción; "nueva"',
      '=HYPERLINK("http://x")',
      'Preventa',
    ]);
    expect(account.links[2]?.starts_at).toBe('2026-12-01T13:00:00.000Z');
    expect(account.events.map((e) => e.title)).toEqual(['Recital en Córdoba']);
    expect(account.goals).toHaveLength(1);
    expect(account.goals[0]?.current_amount).toBe(2500);
    expect(account.donations.map((d) => d.donor_name)).toEqual(['Carla Peña']);
    expect(account.posts.map((p) => [p.title, p.body, p.audience.kind, p.status])).toEqual([
      ['Solo para fans', 'Adelanto', 'fans', 'draft'],
      ['Novedad de Ana', 'Hola **a todos**', 'public', 'published'],
    ]);
    expect(res.body).not.toMatch(/Beto|Secreto/);
    expect(res.body).not.toMatch(/password|hash|token|secret|access_|refresh_/i);
    const stored = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', ana.user.id)
      .executeTakeFirstOrThrow();
    expect(res.body).not.toContain(stored.password_hash);
  });

  it("gives another creator only their own rows (Beto's exports never hold Ana's)", async () => {
    for (const path of PATHS) {
      const res = await download(beto, path);
      expect(res.statusCode).toBe(200);
      expect(res.body, path).not.toMatch(/Ana|Carla|Córdoba|Canción|Preventa/);
    }
  });
});
