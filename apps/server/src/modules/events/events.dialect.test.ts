import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

type Headers = Record<string, string>;
interface EventBody {
  id: number;
  title: string;
  description: string | null;
  category: string;
  status: string;
  event_date: string;
  event_time: string | null;
  end_date: string | null;
  end_time: string | null;
  event_datetime: string;
  location: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  is_online: boolean;
  meeting_url: string | null;
  ticket_url: string | null;
  is_free: boolean;
  price: number;
  formatted_price: string;
  currency: string;
  max_attendees: number | null;
  duration_hours: number | null;
  is_featured: boolean;
  is_upcoming: boolean;
}
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}
interface ListBody {
  data: {
    events: EventBody[];
    pagination: { current_page: number; total_pages: number; total_events: number; has_more: boolean };
  };
}

// 12:00 in Buenos Aires on 10 March 2026; 23:30 in Buenos Aires is already the 11th in UTC.
const NOW = new Date('2026-03-10T15:00:00.000Z');
const base = { title: 'Show acústico', location: 'Teatro Colón', event_date: '2026-03-20' };

describe('events API', () => {
  let t: TestApp;
  let clock: TestClock;
  let headers: Headers;

  const create = (payload: unknown, h: Headers = headers) =>
    t.app.inject({ method: 'POST', url: '/api/events', headers: h, payload: payload as object });
  const update = (id: number | string, payload: unknown, h: Headers = headers) =>
    t.app.inject({ method: 'PUT', url: `/api/events/${id}`, headers: h, payload: payload as object });
  const created = async (payload: object, h: Headers = headers) => {
    const res = await create(payload, h);
    if (res.statusCode !== 201) throw new Error(res.body);
    return json<{ data: { event: EventBody } }>(res).data.event;
  };
  const fieldErrors = async (payload: object) => {
    const res = await create(payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    return json<ErrorBody>(res).errors ?? [];
  };

  beforeAll(async () => {
    clock = new TestClock(NOW);
    t = await createTestApp({ clock });
    headers = (await registerCreator(t.app)).headers;
  });
  afterAll(() => t.close());

  it('requires a session for every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/events'],
      ['GET', '/api/events/1'],
      ['POST', '/api/events'],
      ['PUT', '/api/events/1'],
      ['DELETE', '/api/events/1'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates an event with the defaults: other, published, ARS, free of charge', async () => {
    const res = await create(base);
    expect(res.statusCode).toBe(201);
    const body = json<{ message: string; data: { event: EventBody } }>(res);
    expect(body.message).toBe('Evento creado correctamente');
    expect(body.data.event).toMatchObject({
      title: 'Show acústico',
      location: 'Teatro Colón',
      category: 'other',
      status: 'published',
      currency: 'ARS',
      event_date: '2026-03-20',
      event_time: null,
      event_datetime: '2026-03-20T00:00:00-03:00',
      price: 0,
      formatted_price: 'Gratis',
      is_free: false,
      is_online: false,
      is_upcoming: true,
      description: null,
      max_attendees: null,
    });
  });

  it('stores every field and formats the price in pesos', async () => {
    const event = await created({
      ...base,
      description: '  Guitarra y voz  ',
      category: 'concert',
      status: 'published',
      event_time: '21:00',
      end_date: '2026-03-20',
      end_time: '23:30',
      address: 'Cerrito 628, CABA',
      latitude: -34.6011,
      longitude: -58.3835,
      geocoded_address: 'Teatro Colón, Cerrito 628, Buenos Aires',
      ticket_url: 'https://entradas.example.com/show',
      price: 3500,
      max_attendees: '150',
      duration_hours: 2.5,
      is_featured: true,
      image_url: 'https://img.example.com/a.jpg',
    });
    expect(event).toMatchObject({
      description: 'Guitarra y voz',
      category: 'concert',
      event_time: '21:00',
      end_time: '23:30',
      event_datetime: '2026-03-20T21:00:00-03:00',
      latitude: -34.6011,
      longitude: -58.3835,
      price: 3500,
      max_attendees: 150,
      duration_hours: 2.5,
      is_featured: true,
      ticket_url: 'https://entradas.example.com/show',
    });
    expect(event.formatted_price.replace(/\s/g, ' ')).toBe('$ 3.500');
    const got = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers });
    expect(json<{ data: { event: EventBody } }>(got).data.event).toEqual(event);
  });

  it('takes only the date part of an ISO date-time', async () => {
    const event = await created({
      ...base,
      event_date: '2026-04-02T03:00:00.000Z',
      end_date: '2026-04-03T10:00:00Z',
    });
    expect(event.event_date).toBe('2026-04-02');
    expect(event.end_date).toBe('2026-04-03');
  });

  it.each([
    [{ ...base, title: '' }, 'title', 'El título es requerido'],
    [{ ...base, title: 'x'.repeat(101) }, 'title', 'El título no puede tener más de 100 caracteres'],
    [{ ...base, location: ' ' }, 'location', 'El lugar es requerido'],
    [{ ...base, location: 'x'.repeat(201) }, 'location', 'El lugar no puede tener más de 200 caracteres'],
    [{ ...base, event_date: '' }, 'event_date', 'La fecha es requerida'],
    [{ ...base, event_date: undefined }, 'event_date', 'La fecha es requerida'],
    [{ ...base, event_date: '2026-02-30' }, 'event_date', 'La fecha no es válida'],
    [{ ...base, event_date: 'mañana' }, 'event_date', 'La fecha no es válida'],
    [{ ...base, event_date: '2026-03-09' }, 'event_date', 'La fecha debe ser futura'],
    [
      { ...base, description: 'x'.repeat(2001) },
      'description',
      'La descripción no puede tener más de 2000 caracteres',
    ],
    [{ ...base, address: 'x'.repeat(301) }, 'address', 'La dirección no puede tener más de 300 caracteres'],
    [{ ...base, price: -100 }, 'price', 'El precio no puede ser negativo'],
    [{ ...base, price: 1550 }, 'price', 'El precio debe ser múltiplo de 100'],
    [{ ...base, price: 'caro' }, 'price', 'El precio debe ser un número'],
    [{ ...base, price: '0x64' }, 'price', 'El precio debe ser un número'],
    [{ ...base, price: '1e3' }, 'price', 'El precio debe ser un número'],
    [{ ...base, price: 1500.5 }, 'price', 'El precio debe ser múltiplo de 100'],
    [{ ...base, max_attendees: 0 }, 'max_attendees', 'El cupo debe ser de al menos 1 persona'],
    [{ ...base, max_attendees: 2.5 }, 'max_attendees', 'El cupo debe ser de al menos 1 persona'],
    [{ ...base, duration_hours: 0 }, 'duration_hours', 'La duración debe ser mayor a 0 horas'],
    [{ ...base, duration_hours: 1000 }, 'duration_hours', 'La duración no puede superar las 720 horas'],
    [
      { ...base, ticket_url: 'javascript:alert(1)' },
      'ticket_url',
      'Ingresa una URL válida que empiece con http:// o https://',
    ],
    [
      { ...base, ticket_url: 'ftp://a.com/x' },
      'ticket_url',
      'Ingresa una URL válida que empiece con http:// o https://',
    ],
    [{ ...base, category: 'party' }, 'category', 'La categoría no es válida'],
    [{ ...base, status: 'archived' }, 'status', 'El estado no es válido'],
    [{ ...base, currency: 'USD' }, 'currency', 'La moneda no es válida (solo ARS)'],
    [{ ...base, latitude: 95, longitude: 0 }, 'latitude', 'La latitud debe ser un número entre -90 y 90'],
    [
      { ...base, latitude: 0, longitude: -181 },
      'longitude',
      'La longitud debe ser un número entre -180 y 180',
    ],
    [{ ...base, latitude: -34.6 }, 'longitude', 'La latitud y la longitud deben indicarse juntas'],
    [{ ...base, event_time: '25:00' }, 'event_time', 'La hora no es válida (usa HH:MM)'],
    [{ ...base, is_free: 'sí' }, 'is_free', 'El valor debe ser verdadero o falso'],
    [{ ...base, image_url: 'data:image/png;base64,AAAA' }, 'image_url', 'La URL de la imagen no es válida'],
  ])('reports %j with the Spanish message', async (payload, field, message) => {
    const errors = await fieldErrors(payload);
    expect(errors.find((e) => e.field === field)?.message).toBe(message);
  });

  it('rejects an end before the start', async () => {
    expect(await fieldErrors({ ...base, end_date: '2026-03-19' })).toEqual([
      { field: 'end_date', message: 'La fecha de fin no puede ser anterior a la fecha de inicio' },
    ]);
    expect(await fieldErrors({ ...base, event_time: '21:00', end_time: '20:00' })).toEqual([
      { field: 'end_time', message: 'La hora de fin no puede ser anterior a la hora de inicio' },
    ]);
    // Ending the next day earlier in the clock is fine.
    await created({ ...base, event_time: '23:00', end_date: '2026-03-21', end_time: '02:00' });
  });

  it('accepts today in Argentina even when UTC is already tomorrow', async () => {
    clock.advance(11.5 * 3_600_000); // 23:30 in Buenos Aires, 02:30 of the 11th in UTC
    try {
      const event = await created({ ...base, event_date: '2026-03-10' });
      expect(event.event_date).toBe('2026-03-10');
      expect(event.is_upcoming).toBe(true);
      expect(await fieldErrors({ ...base, event_date: '2026-03-09' })).toEqual([
        { field: 'event_date', message: 'La fecha debe ser futura' },
      ]);
    } finally {
      clock.advance(-11.5 * 3_600_000);
    }
  });

  it("reads the price as every typed amount: '3.500' is 3500 pesos", async () => {
    const event = await created({ ...base, price: '3.500' });
    expect(event).toMatchObject({ price: 3500, is_free: false });
  });

  it('makes a free event cost 0', async () => {
    const event = await created({ ...base, is_free: true, price: 5000 });
    expect(event).toMatchObject({ is_free: true, price: 0, formatted_price: 'Gratis' });
  });

  it('requires a meeting link for online events and may use Online as the place', async () => {
    expect(await fieldErrors({ ...base, location: '', is_online: true })).toEqual([
      { field: 'meeting_url', message: 'El enlace de la reunión es requerido para eventos online' },
    ]);
    expect(
      (await fieldErrors({ ...base, is_online: true, meeting_url: 'javascript:alert(1)' })).map(
        (e) => e.field,
      ),
    ).toEqual(['meeting_url']);
    const online = await created({
      ...base,
      location: '',
      is_online: true,
      meeting_url: 'https://meet.jit.si/taller',
    });
    expect(online).toMatchObject({
      location: 'Online',
      is_online: true,
      meeting_url: 'https://meet.jit.si/taller',
    });
    // Not online: the meeting link is dropped.
    const res = await update(online.id, { is_online: false, location: 'Club Atlético' });
    expect(json<{ data: { event: EventBody } }>(res).data.event).toMatchObject({
      is_online: false,
      meeting_url: null,
      location: 'Club Atlético',
    });
    const offline = await created({ ...base, meeting_url: 'https://meet.jit.si/x' });
    expect(offline.meeting_url).toBeNull();
  });

  it('edits an event; fields left out keep their value', async () => {
    const event = await created({ ...base, category: 'workshop', price: 1000 });
    const res = await update(event.id, { title: 'Taller intensivo', event_date: '2026-04-01T00:00:00.000Z' });
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; data: { event: EventBody } }>(res);
    expect(body.message).toBe('Evento actualizado correctamente');
    expect(body.data.event).toMatchObject({
      title: 'Taller intensivo',
      event_date: '2026-04-01',
      category: 'workshop',
      price: 1000,
    });
    const bad = await update(event.id, { title: '' });
    expect(json<ErrorBody>(bad).errors).toEqual([{ field: 'title', message: 'El título es requerido' }]);
  });

  it('lets a past event be edited without moving it, but not to another past day', async () => {
    const event = await created({ ...base, event_date: '2026-03-12' });
    clock.advance(5 * 86_400_000);
    try {
      const done = await update(event.id, { status: 'completed' });
      expect(done.statusCode).toBe(200);
      expect(json<{ data: { event: EventBody } }>(done).data.event).toMatchObject({
        status: 'completed',
        is_upcoming: false,
      });
      const moved = await update(event.id, { event_date: '2026-03-13' });
      expect(moved.statusCode).toBe(400);
      expect(json<ErrorBody>(moved).errors).toEqual([
        { field: 'event_date', message: 'La fecha debe ser futura' },
      ]);
    } finally {
      clock.advance(-5 * 86_400_000);
    }
  });

  it('deletes an event, but not a cancelled one', async () => {
    const event = await created(base);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Evento eliminado correctamente' });
    const gone = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers });
    expect(gone.statusCode).toBe(404);
    expect(json<ErrorBody>(gone).message).toBe('Evento no encontrado');

    const cancelled = await created({ ...base, status: 'cancelled' });
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/events/${cancelled.id}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).message).toBe('Un evento cancelado no se puede eliminar');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${cancelled.id}`, headers })).statusCode,
    ).toBe(200);
  });

  it('lists with filters and pages', async () => {
    const { headers: own } = await registerCreator(t.app);
    await created({ ...base, title: 'Hoy más tarde', event_date: '2026-03-10', event_time: '20:00' }, own);
    await created({ ...base, title: 'Hoy temprano', event_date: '2026-03-10', event_time: '09:00' }, own);
    await created({ ...base, title: 'Concierto', event_date: '2026-03-25', category: 'concert' }, own);
    await created({ ...base, title: 'Borrador', event_date: '2026-03-30', status: 'draft' }, own);
    await created({ ...base, title: 'Próximo mes', event_date: '2026-04-15' }, own);
    const get = async (query: string) =>
      json<ListBody>(await t.app.inject({ method: 'GET', url: `/api/events${query}`, headers: own })).data;

    const all = await get('');
    expect(all.events.map((e) => e.title)).toEqual([
      'Hoy temprano',
      'Hoy más tarde',
      'Concierto',
      'Borrador',
      'Próximo mes',
    ]);
    expect(all.pagination).toEqual({ current_page: 1, total_pages: 1, total_events: 5, has_more: false });

    const upcoming = await get('?upcoming=true');
    expect(upcoming.events.map((e) => e.title)).toEqual(['Hoy más tarde', 'Concierto', 'Próximo mes']);
    expect(upcoming.events.every((e) => e.is_upcoming)).toBe(true);
    expect((await get('?upcoming=false')).events.map((e) => e.title)).toEqual(['Hoy temprano']);
    expect((await get('?status=draft')).events.map((e) => e.title)).toEqual(['Borrador']);
    expect((await get('?category=concert')).events.map((e) => e.title)).toEqual(['Concierto']);

    const page2 = await get('?page=2&limit=2');
    expect(page2.events.map((e) => e.title)).toEqual(['Concierto', 'Borrador']);
    expect(page2.pagination).toEqual({ current_page: 2, total_pages: 3, total_events: 5, has_more: true });
  });

  it('answers bad filters with 400 and malformed ids with 404, never 500', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?limit=1000',
      '?limit=-1',
      '?status=x',
      '?category=x',
      '?upcoming=maybe',
      '?page=1e309',
      '?page=1&page=2',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/events${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(json<ErrorBody>(res).errors?.[0]?.message).toBe('Los filtros de búsqueda no son válidos');
    }
    for (const id of ['abc', '-1', '1e309', '0', '99999999999']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: `/api/events/${id}`, headers, payload: base });
        expect(res.statusCode, `${method} ${id}`).toBe(404);
      }
    }
    for (const payload of [[], { ...base, title: 7 }, { ...base, price: [1] }, { ...base, latitude: {} }]) {
      expect((await create(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const infinite = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"title":"x","location":"y","event_date":"2026-03-20","price":1e309}',
    });
    expect(infinite.statusCode).toBe(400);
    expect(json<ErrorBody>(infinite).errors).toEqual([
      { field: 'price', message: 'El precio debe ser un número' },
    ]);
  });
});
