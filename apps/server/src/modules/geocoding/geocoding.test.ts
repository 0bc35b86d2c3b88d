import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GEOCODING_MESSAGES } from '@enlaza/shared/geocoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { GeocoderUnavailableError } from '../../integrations/geocoding/geocoder-port';

interface SearchBody {
  success: boolean;
  data: { results: { display_name: string; lat: number; lon: number; address: Record<string, string> }[] };
}
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

describe('GET /api/geocoding/search (built-in gazetteer)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const search = (query: string, h = headers) =>
    t.app.inject({ method: 'GET', url: `/api/geocoding/search${query}`, headers: h });

  beforeAll(async () => {
    t = await createTestApp();
    headers = (await registerCreator(t.app)).headers;
  });
  afterAll(() => t.close());

  it('requires a session', async () => {
    expect((await search('?q=obelisco', {})).statusCode).toBe(401);
  });

  it('finds Argentine places with coordinates and address parts', async () => {
    const res = await search(`?q=${encodeURIComponent('Usina del Arte')}`);
    expect(res.statusCode).toBe(200);
    const body = json<SearchBody>(res);
    expect(body.success).toBe(true);
    expect(body.data.results[0]).toMatchObject({
      lat: -34.6287,
      lon: -58.3569,
      address: { road: 'Agustín R. Caffarena', suburb: 'La Boca', country: 'Argentina' },
    });
    expect(body.data.results[0]?.display_name).toMatch(/^Usina del Arte, Agustín R. Caffarena 1, La Boca/);
  });

  it('honours the limit', async () => {
    expect(json<SearchBody>(await search('?q=buenos%20aires&limit=2')).data.results).toHaveLength(2);
    expect(json<SearchBody>(await search('?q=buenos%20aires')).data.results).toHaveLength(5);
  });

  it('answers an empty list when nothing matches (the client shows its message)', async () => {
    const res = await search('?q=zzzz%20inexistente');
    expect(res.statusCode).toBe(200);
    expect(json<SearchBody>(res).data.results).toEqual([]);
    expect(GEOCODING_MESSAGES.noResults).toBe('No se encontraron direcciones en Argentina');
  });

  it('limits each creator to 60 searches a minute', async () => {
    const { headers: own } = await registerCreator(t.app);
    for (let i = 0; i < 60; i++) expect((await search('?q=obelisco', own)).statusCode).toBe(200);
    const res = await search('?q=obelisco', own);
    expect(res.statusCode).toBe(429);
    expect(json<ErrorBody>(res).message).toBe('Demasiados intentos. Espera un momento y vuelve a intentar.');
  });

  it.each([
    ['', 'q', 'Escribe al menos 3 caracteres para buscar'],
    ['?q=ab', 'q', 'Escribe al menos 3 caracteres para buscar'],
    ['?q=%20%20ab%20%20', 'q', 'Escribe al menos 3 caracteres para buscar'],
    [`?q=${'a'.repeat(201)}`, 'q', 'La búsqueda no puede tener más de 200 caracteres'],
    ['?q=obelisco&q=colon', 'q', 'Escribe al menos 3 caracteres para buscar'],
    ['?q=obelisco&limit=0', 'limit', 'El límite debe ser un número entre 1 y 5'],
    ['?q=obelisco&limit=6', 'limit', 'El límite debe ser un número entre 1 y 5'],
    ['?q=obelisco&limit=1e309', 'limit', 'El límite debe ser un número entre 1 y 5'],
  ])('refuses %s with a Spanish message', async (query, field, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).errors).toEqual([{ field, message }]);
  });
});

describe('GET /api/geocoding/search through Nominatim (GEOCODER=nominatim)', () => {
  let t: TestApp;
  const seen: { url: string; userAgent: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify([{ display_name: 'Rosario, Santa Fe, Argentina', lat: '-32.9575', lon: '-60.6394' }]),
    );
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({ env: { GEOCODER: 'nominatim', GEOCODER_URL: `http://127.0.0.1:${port}/` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the search from the server, identified, and caches it', async () => {
    const { headers } = await registerCreator(t.app);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/geocoding/search?q=Rosario&limit=3',
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(json<SearchBody>(res).data.results).toEqual([
        { display_name: 'Rosario, Santa Fe, Argentina', lat: -32.9575, lon: -60.6394, address: {} },
      ]);
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toContain('/search?q=Rosario%2C+Argentina&format=jsonv2');
    expect(seen[0]?.userAgent).toBe('Enlaza/1.0 (+http://localhost:3000)');
  });
});

describe('GET /api/geocoding/search when the service fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      geocoder: {
        search: async () => {
          throw new GeocoderUnavailableError('HTTP 503');
        },
      },
    });
  });
  afterAll(() => t.close());

  it('answers 503 with a Spanish message', async () => {
    const { headers } = await registerCreator(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/geocoding/search?q=obelisco', headers });
    expect(res.statusCode).toBe(503);
    expect(json<ErrorBody>(res).message).toBe(
      'El servicio de direcciones no está disponible. Intenta de nuevo en unos minutos.',
    );
  });
});
