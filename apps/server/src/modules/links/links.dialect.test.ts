import { LINK_MESSAGES, LINKS_MAX_PER_CREATOR } from '@enlaza/shared/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';

type Headers = Record<string, string>;
interface LinkBody {
  id: number;
  title: string;
  url: string;
  icon: string;
  is_active: boolean;
  click_count: number;
  order_position: number;
}
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

const URL_MESSAGE = 'Por favor ingresa una URL válida (ej: https://instagram.com/tu-usuario)';

describe('links API', () => {
  let t: TestApp;
  let headers: Headers;

  const create = (payload: unknown, h: Headers = headers) =>
    t.app.inject({ method: 'POST', url: '/api/links', headers: h, payload: payload as object });
  const list = async (h: Headers = headers) =>
    json<{ data: { links: LinkBody[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/links', headers: h }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    headers = (await registerCreator(t.app)).headers;
  });
  afterAll(() => t.close());

  it('requires a session for every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/links'],
      ['POST', '/api/links'],
      ['PUT', '/api/links/1'],
      ['DELETE', '/api/links/1'],
      ['PUT', '/api/links/reorder'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a link at the end of the list and presents it with its aliases', async () => {
    const res = await create({
      title: 'Mi Instagram',
      url: 'https://instagram.com/lucia',
      icon: 'pi pi-instagram',
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ success: boolean; message: string; data: { link: LinkBody } }>(res);
    expect(body.message).toBe('Enlace agregado correctamente');
    expect(body.data.link).toMatchObject({
      title: 'Mi Instagram',
      url: 'https://instagram.com/lucia',
      icon: 'pi pi-instagram',
      is_active: true,
      click_count: 0,
      order_position: 1,
    });
    const second = json<{ data: { link: LinkBody } }>(await create({ title: 'Web', url: 'lucia.com.ar' }));
    expect(second.data.link.order_position).toBe(2);
  });

  it('normalises a bare address to https and guesses the icon when none is given', async () => {
    const res = await create({ title: 'Canal', url: 'youtube.com/@lucia' });
    const link = json<{ data: { link: LinkBody } }>(res).data.link;
    expect(link.url).toBe('https://youtube.com/@lucia');
    expect(link.icon).toBe('pi pi-youtube');
    const shop = json<{ data: { link: LinkBody } }>(
      await create({ title: 'Tienda de remeras', url: 'https://lucia.com.ar/x', icon: '' }),
    );
    expect(shop.data.link.icon).toBe('pi pi-shopping-cart');
    const plain = json<{ data: { link: LinkBody } }>(
      await create({ title: 'Novedades', url: 'https://lucia.com.ar/n' }),
    );
    expect(plain.data.link.icon).toBe('pi pi-link');
  });

  it('accepts mailto and tel links', async () => {
    const mail = json<{ data: { link: LinkBody } }>(
      await create({ title: 'Escribime', url: 'mailto:hola@lucia.com.ar' }),
    );
    expect(mail.data.link).toMatchObject({ url: 'mailto:hola@lucia.com.ar', icon: 'pi pi-envelope' });
    const tel = json<{ data: { link: LinkBody } }>(
      await create({ title: 'Llamame', url: 'tel:+54 11 2233-4455' }),
    );
    expect(tel.data.link).toMatchObject({ url: 'tel:+541122334455', icon: 'pi pi-phone' });
  });

  it('requires title and URL with the spec message', async () => {
    const before = (await list()).data.links.length;
    for (const payload of [{ title: '', url: 'https://a.com' }, { title: 'Hola', url: '   ' }, {}]) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      const body = json<ErrorBody>(res);
      expect(body.errors?.[0]?.message).toBe('El título y la URL son requeridos');
    }
    expect((await list()).data.links.length).toBe(before);
  });

  it('limits the title to 50 characters', async () => {
    const res = await create({ title: 'x'.repeat(51), url: 'https://a.com' });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).errors).toEqual([
      { field: 'title', message: 'El título no puede tener más de 50 caracteres' },
    ]);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://lucia.com.ar/archivo',
    'no es una url',
    'https://sinpunto',
  ])('refuses %s with the URL message', async (url) => {
    const res = await create({ title: 'Malo', url });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).errors).toEqual([{ field: 'url', message: URL_MESSAGE }]);
  });

  it('refuses an icon outside the 16 choices', async () => {
    const res = await create({ title: 'Hola', url: 'https://a.com', icon: 'pi pi-bomb' });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).errors).toEqual([{ field: 'icon', message: LINK_MESSAGES.iconInvalid }]);
  });

  it('answers wrong types and malformed bodies with 400, never 500', async () => {
    for (const payload of [
      { title: 5, url: 'https://a.com' },
      { title: 'a', url: ['https://a.com'] },
      { title: 'a', url: 'https://a.com', is_active: 'si' },
      { title: 'a', url: 'https://a.com', icon: 7 },
      [1, 2],
    ]) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/links',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(text.statusCode).toBe(400);
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/links',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nul.statusCode).toBe(400);
  });

  it('edits title, URL, icon and visibility; fields left out keep their value', async () => {
    const link = json<{ data: { link: LinkBody } }>(
      await create({ title: 'Viejo', url: 'https://viejo.com' }),
    ).data.link;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/links/${link.id}`,
      headers,
      payload: { title: 'Nuevo', url: 'https://github.com/lucia', icon: 'pi pi-github', is_active: false },
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; data: { link: LinkBody } }>(res);
    expect(body.message).toBe('Enlace actualizado correctamente');
    expect(body.data.link).toMatchObject({
      title: 'Nuevo',
      url: 'https://github.com/lucia',
      icon: 'pi pi-github',
      is_active: false,
      order_position: link.order_position,
    });
    const toggled = json<{ data: { link: LinkBody } }>(
      await t.app.inject({
        method: 'PUT',
        url: `/api/links/${link.id}`,
        headers,
        payload: { is_active: true },
      }),
    );
    expect(toggled.data.link).toMatchObject({ title: 'Nuevo', is_active: true, icon: 'pi pi-github' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/links/${link.id}`,
      headers,
      payload: { url: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).errors?.[0]?.message).toBe(URL_MESSAGE);
    const after = (await list()).data.links.find((l) => l.id === link.id);
    expect(after?.url).toBe('https://github.com/lucia');
  });

  it('deletes a link', async () => {
    const link = json<{ data: { link: LinkBody } }>(await create({ title: 'Borrar', url: 'https://b.com' }))
      .data.link;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/links/${link.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Enlace eliminado correctamente' });
    expect((await list()).data.links.some((l) => l.id === link.id)).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/links/${link.id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(json<ErrorBody>(again).message).toBe('Enlace no encontrado');
  });

  it.each(['abc', '-1', '0', '1e309', '1.5', '99999999999', '2147483648', '%00', '007'])(
    'answers a malformed id %s with 404',
    async (id) => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: `/api/links/${id}`, headers, payload: { title: 'x' } });
        expect(res.statusCode, `${method} ${id}`).toBe(404);
      }
    },
  );

  it('reorders: positions become 1..n in the given order', async () => {
    const fresh = (await registerCreator(t.app)).headers;
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C']) {
      ids.push(
        json<{ data: { link: LinkBody } }>(await create({ title, url: 'https://a.com' }, fresh)).data.link.id,
      );
    }
    const [a, b, c] = ids as [number, number, number];
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/links/reorder',
      headers: fresh,
      payload: {
        links: [
          { id: c, order_position: 1 },
          { id: a, order_position: 2 },
          { id: b, order_position: 3 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; data: { links: LinkBody[] } }>(res);
    expect(body.message).toBe('Orden actualizado correctamente');
    expect(body.data.links.map((l) => [l.title, l.order_position])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expect((await list(fresh)).data.links.map((l) => l.title)).toEqual(['C', 'A', 'B']);

    // Without positions, the list order counts.
    await t.app.inject({
      method: 'PUT',
      url: '/api/links/reorder',
      headers: fresh,
      payload: { links: [{ id: b }, { id: c }, { id: a }] },
    });
    expect((await list(fresh)).data.links.map((l) => [l.title, l.order_position])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);

    for (const links of [
      [{ id: a }, { id: b }],
      [{ id: a }, { id: b }, { id: c }, { id: c }],
      [{ id: a }, { id: a }, { id: b }],
    ]) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/links/reorder',
        headers: fresh,
        payload: { links },
      });
      expect(bad.statusCode).toBe(400);
      expect(json<ErrorBody>(bad).message).toBe(LINK_MESSAGES.reorderInvalid);
    }
    for (const payload of [
      {},
      { links: 'x' },
      { links: [{ id: 'a' }] },
      { links: [{ id: 1.5 }] },
      { links: [{ id: -1 }] },
    ]) {
      const bad = await t.app.inject({ method: 'PUT', url: '/api/links/reorder', headers: fresh, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const infinite = await t.app.inject({
      method: 'PUT',
      url: '/api/links/reorder',
      headers: { ...fresh, 'content-type': 'application/json' },
      payload: '{"links":[{"id":1e309}]}',
    });
    expect(infinite.statusCode).toBe(400);
    expect((await list(fresh)).data.links.map((l) => l.title)).toEqual(['B', 'C', 'A']);
  });

  it(`allows at most ${LINKS_MAX_PER_CREATOR} links per creator`, async () => {
    const fresh = (await registerCreator(t.app)).headers;
    const userId = json<{ data: { user: { id: number } } }>(
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: fresh }),
    ).data.user.id;
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('links')
      .values(
        Array.from({ length: LINKS_MAX_PER_CREATOR - 1 }, (_, i) => ({
          user_id: userId,
          title: `L${i}`,
          url: 'https://a.com/',
          icon: 'pi pi-link',
          is_active: 1,
          order_position: i + 1,
          click_count: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect((await create({ title: 'Última', url: 'https://a.com' }, fresh)).statusCode).toBe(201);
    const over = await create({ title: 'Una más', url: 'https://a.com' }, fresh);
    expect(over.statusCode).toBe(400);
    expect(json<ErrorBody>(over).message).toBe(
      'Alcanzaste el máximo de 50 enlaces. Elimina alguno para agregar otro.',
    );
    expect((await list(fresh)).data.links).toHaveLength(LINKS_MAX_PER_CREATOR);
  });

  it('lists only the own links, by position', async () => {
    const body = await list();
    const positions = body.data.links.map((l) => l.order_position);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
  });
});
