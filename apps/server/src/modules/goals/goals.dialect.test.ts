import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';

type Headers = Record<string, string>;
interface GoalBody {
  id: number;
  title: string;
  description: string;
  target_amount: number;
  current_amount: number;
  progress: number;
  is_active: boolean;
}
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

const valid = {
  title: 'Grabar el disco',
  description: 'Estudio y mezcla de 8 canciones',
  target_amount: 50000,
};

describe('goals API', () => {
  let t: TestApp;

  const create = (headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/goals', headers, payload: payload as object });
  const update = (headers: Headers, id: number | string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/goals/${id}`, headers, payload: payload as object });
  const list = async (headers: Headers) =>
    json<{ data: { goals: GoalBody[]; goal: GoalBody | null } }>(
      await t.app.inject({ method: 'GET', url: '/api/goals', headers }),
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/goals' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/goals', payload: valid })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/goals/1', payload: valid })).statusCode).toBe(401);
  });

  it('creates the goal in pesos, stores centavos, and reports what it raised', async () => {
    const { headers, user } = await registerCreator(t.app);
    expect((await list(headers)).data.goal).toBeNull();
    const res = await create(headers, { ...valid, target_amount: 1234 });
    expect(res.statusCode).toBe(201);
    const body = json<{ message: string; data: { goal: GoalBody } }>(res);
    expect(body.message).toBe('Objetivo creado correctamente');
    expect(body.data.goal).toMatchObject({
      title: 'Grabar el disco',
      target_amount: 1234,
      current_amount: 0,
      progress: 0,
      is_active: true,
    });
    const row = await t.database.db
      .selectFrom('goals')
      .select('target_amount_cents')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.target_amount_cents).toBe(123_400);
    const listed = await list(headers);
    expect(listed.data.goal?.id).toBe(body.data.goal.id);
  });

  it('uses 1000 as the target when it is empty or absent', async () => {
    for (const target of [undefined, '', null]) {
      const { headers } = await registerCreator(t.app);
      const res = await create(headers, { title: 'Meta', description: 'Algo', target_amount: target });
      expect(res.statusCode).toBe(201);
      expect(json<{ data: { goal: GoalBody } }>(res).data.goal.target_amount).toBe(1000);
    }
  });

  it("reads the target as every typed amount: '80.000' is 80000 pesos", async () => {
    const { headers } = await registerCreator(t.app);
    const res = await create(headers, { ...valid, target_amount: '80.000' });
    expect(res.statusCode).toBe(201);
    expect(json<{ data: { goal: GoalBody } }>(res).data.goal.target_amount).toBe(80_000);
  });

  it('reports each rule with its Spanish message', async () => {
    const { headers } = await registerCreator(t.app);
    const cases: [object, string, string][] = [
      [{ ...valid, title: '  ' }, 'title', 'El título es requerido'],
      [{ ...valid, title: 'x'.repeat(101) }, 'title', 'El título no puede tener más de 100 caracteres'],
      [{ ...valid, description: '' }, 'description', 'La descripción es requerida'],
      [
        { ...valid, description: 'x'.repeat(301) },
        'description',
        'La descripción no puede tener más de 300 caracteres',
      ],
      [{ ...valid, target_amount: 0 }, 'target_amount', 'El monto objetivo debe ser mayor a 0'],
      [{ ...valid, target_amount: -5 }, 'target_amount', 'El monto objetivo debe ser mayor a 0'],
      [{ ...valid, target_amount: 'mucho' }, 'target_amount', 'El monto objetivo debe ser un número'],
      [{ ...valid, target_amount: '0x64' }, 'target_amount', 'El monto objetivo debe ser un número'],
      [{ ...valid, target_amount: 2e9 }, 'target_amount', 'El monto objetivo es demasiado alto'],
      [{ ...valid, target_amount: 10.5 }, 'target_amount', 'Ingresa un monto en pesos, sin centavos'],
      [{ ...valid, target_amount: '1.500,50' }, 'target_amount', 'Ingresa un monto en pesos, sin centavos'],
      [{ ...valid, target_amount: '-1.500' }, 'target_amount', 'El monto objetivo debe ser mayor a 0'],
      [{ ...valid, target_amount: '1e3' }, 'target_amount', 'El monto objetivo debe ser un número'],
      [{ ...valid, target_amount: { a: 1 } }, 'target_amount', 'El monto objetivo debe ser un número'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(headers, payload);
      expect(res.statusCode, message).toBe(400);
      expect(json<ErrorBody>(res).errors).toEqual([{ field, message }]);
    }
    // 1e309 parses to Infinity: it must be refused, not stored or turned into the default.
    const infinite = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"title":"Meta","description":"Algo","target_amount":1e309}',
    });
    expect(infinite.statusCode).toBe(400);
    expect(json<ErrorBody>(infinite).errors).toEqual([
      { field: 'target_amount', message: 'El monto objetivo debe ser un número' },
    ]);
    expect((await list(headers)).data.goals).toEqual([]);
  });

  it('allows only one active goal', async () => {
    const { headers } = await registerCreator(t.app);
    expect((await create(headers, valid)).statusCode).toBe(201);
    const second = await create(headers, { ...valid, title: 'Otra' });
    expect(second.statusCode).toBe(409);
    expect(json<ErrorBody>(second).message).toBe(
      'Ya tienes un objetivo activo. Edítalo o elimínalo antes de crear otro.',
    );
    expect((await list(headers)).data.goals).toHaveLength(1);
  });

  it('lets the database settle two creations racing', async () => {
    const { headers } = await registerCreator(t.app);
    const results = await Promise.all([
      create(headers, valid),
      create(headers, valid),
      create(headers, valid),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('edits the goal; fields left out keep their value', async () => {
    const { headers } = await registerCreator(t.app);
    const goal = json<{ data: { goal: GoalBody } }>(await create(headers, valid)).data.goal;
    const res = await update(headers, goal.id, { title: 'Nuevo título', target_amount: '75000' });
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; data: { goal: GoalBody } }>(res);
    expect(body.message).toBe('Objetivo actualizado correctamente');
    expect(body.data.goal).toMatchObject({
      title: 'Nuevo título',
      description: valid.description,
      target_amount: 75000,
      is_active: true,
    });
    const bad = await update(headers, goal.id, { description: 'x'.repeat(301) });
    expect(json<ErrorBody>(bad).errors).toEqual([
      { field: 'description', message: 'La descripción no puede tener más de 300 caracteres' },
    ]);
    expect((await list(headers)).data.goal?.description).toBe(valid.description);
  });

  it('deletes by deactivating, then allows a new goal', async () => {
    const { headers } = await registerCreator(t.app);
    const goal = json<{ data: { goal: GoalBody } }>(await create(headers, valid)).data.goal;
    const res = await update(headers, goal.id, { is_active: false });
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; data: { goal: GoalBody } }>(res);
    expect(body.message).toBe('Objetivo eliminado correctamente');
    expect(body.data.goal.is_active).toBe(false);
    const listed = await list(headers);
    expect(listed.data.goal).toBeNull();
    expect(listed.data.goals.map((g) => g.is_active)).toEqual([false]);

    const next = json<{ data: { goal: GoalBody } }>(await create(headers, { ...valid, title: 'Segunda' }))
      .data.goal;
    const after = await list(headers);
    expect(after.data.goals.map((g) => [g.id, g.is_active])).toEqual([
      [next.id, true],
      [goal.id, false],
    ]);
    // Bringing the old one back while another is active is refused.
    const revive = await update(headers, goal.id, { is_active: true });
    expect(revive.statusCode).toBe(409);
    expect((await list(headers)).data.goals.filter((g) => g.is_active)).toHaveLength(1);
  });

  it('refuses wrong types and malformed ids without a 500', async () => {
    const { headers } = await registerCreator(t.app);
    const goal = json<{ data: { goal: GoalBody } }>(await create(headers, valid)).data.goal;
    const wrong = await update(headers, goal.id, { is_active: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(json<ErrorBody>(wrong).errors).toEqual([
      { field: 'is_active', message: 'El estado del objetivo no es válido' },
    ]);
    expect((await update(headers, goal.id, [1])).statusCode).toBe(400);
    for (const id of ['abc', '-1', '1e309', '0', '4294967296']) {
      const res = await update(headers, id, valid);
      expect(res.statusCode, id).toBe(404);
      expect(json<ErrorBody>(res).message).toBe('Objetivo no encontrado');
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '"texto"',
    });
    expect(text.statusCode).toBe(400);
  });
});
