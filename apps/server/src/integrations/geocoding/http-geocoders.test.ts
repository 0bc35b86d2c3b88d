import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CachedThrottledGeocoder } from './cached-throttled-geocoder';
import { GeocoderUnavailableError } from './geocoder-port';
import { NominatimGeocoder } from './nominatim-geocoder';
import { ARGENTINA_BBOX, PhotonGeocoder } from './photon-geocoder';

interface Received {
  at: number;
  url: URL;
  userAgent: string | undefined;
}

/** A local stand-in for Nominatim and Photon that records every request it gets. */
class FakeGeocodingServer {
  readonly received: Received[] = [];
  respond: (url: URL) => { status: number; body: unknown; delayMs?: number } = () => ({
    status: 200,
    body: [],
  });
  private server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    this.received.push({ at: performance.now(), url, userAgent: req.headers['user-agent'] });
    const answer = this.respond(url);
    setTimeout(() => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    }, answer.delayMs ?? 0);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const USER_AGENT = 'Enlaza/1.0 (+https://enlaza.example)';

const obelisco = {
  place_id: 1,
  osm_type: 'node',
  osm_id: 2,
  lat: '-34.6037389',
  lon: '-58.3815704',
  display_name: 'Obelisco, Avenida 9 de Julio, San Nicolás, Buenos Aires, Argentina',
  address: {
    tourism: 'Obelisco',
    road: 'Avenida 9 de Julio',
    suburb: 'San Nicolás',
    city: 'Buenos Aires',
    state: 'Ciudad Autónoma de Buenos Aires',
    postcode: 'C1035',
    country: 'Argentina',
    country_code: 'ar',
  },
};

describe('Nominatim adapter', () => {
  const fake = new FakeGeocodingServer();
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(() => fake.stop());
  afterEach(() => {
    fake.received.length = 0;
    fake.respond = () => ({ status: 200, body: [] });
  });

  it('asks /search in Spanish, for Argentina only, with our User-Agent', async () => {
    fake.respond = () => ({ status: 200, body: [obelisco, { broken: true }] });
    const geocoder = new NominatimGeocoder({ baseUrl, userAgent: USER_AGENT });
    const results = await geocoder.search('Obelisco', { limit: 5 });
    expect(results).toEqual([
      {
        display_name: obelisco.display_name,
        lat: -34.6037389,
        lon: -58.3815704,
        address: {
          road: 'Avenida 9 de Julio',
          suburb: 'San Nicolás',
          city: 'Buenos Aires',
          state: 'Ciudad Autónoma de Buenos Aires',
          postcode: 'C1035',
          country: 'Argentina',
          country_code: 'ar',
        },
      },
    ]);
    const [request] = fake.received;
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'Obelisco, Argentina',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
      countrycodes: 'ar',
      'accept-language': 'es',
    });
    expect(request?.userAgent).toBe(USER_AGENT);
  });

  it('does not repeat Argentina when the query already ends with it', async () => {
    await new NominatimGeocoder({ baseUrl, userAgent: USER_AGENT }).search('Rosario, Argentina', {
      limit: 1,
    });
    expect(fake.received[0]?.url.searchParams.get('q')).toBe('Rosario, Argentina');
    expect(fake.received[0]?.url.searchParams.get('limit')).toBe('1');
  });

  it.each([
    ['an error status', () => ({ status: 503, body: { error: 'busy' } })],
    ['something that is not JSON', () => ({ status: 200, body: '<html>' })],
    ['an object instead of a list', () => ({ status: 200, body: { error: 'x' } })],
  ])('reports the service unavailable on %s', async (_label, answer) => {
    fake.respond = answer;
    const geocoder = new NominatimGeocoder({ baseUrl, userAgent: USER_AGENT });
    await expect(geocoder.search('Obelisco', { limit: 5 })).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('gives up after its timeout', async () => {
    fake.respond = () => ({ status: 200, body: [], delayMs: 500 });
    const geocoder = new NominatimGeocoder({ baseUrl, userAgent: USER_AGENT, timeoutMs: 100 });
    await expect(geocoder.search('Obelisco', { limit: 5 })).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('serves a repeated query from the cache: the server sees it once', async () => {
    fake.respond = () => ({ status: 200, body: [obelisco] });
    const geocoder = new CachedThrottledGeocoder(new NominatimGeocoder({ baseUrl, userAgent: USER_AGENT }));
    const first = await geocoder.search('Obelisco', { limit: 5 });
    const again = await geocoder.search('  obelisco ', { limit: 5 });
    const sameTime = await Promise.all([
      geocoder.search('OBELISCO', { limit: 5 }),
      geocoder.search('Obelisco', { limit: 5 }),
    ]);
    expect(again).toEqual(first);
    expect(sameTime).toEqual([first, first]);
    expect(fake.received).toHaveLength(1);
  });

  it('forgets a cached answer after its time to live', async () => {
    fake.respond = () => ({ status: 200, body: [obelisco] });
    let now = 1_000_000;
    const geocoder = new CachedThrottledGeocoder(new NominatimGeocoder({ baseUrl, userAgent: USER_AGENT }), {
      ttlMs: 60_000,
      minIntervalMs: 0,
      now: () => now,
    });
    await geocoder.search('Obelisco', { limit: 5 });
    now += 59_000;
    await geocoder.search('Obelisco', { limit: 5 });
    expect(fake.received).toHaveLength(1);
    now += 2_000;
    await geocoder.search('Obelisco', { limit: 5 });
    expect(fake.received).toHaveLength(2);
  });

  it('does not cache failures', async () => {
    fake.respond = () => ({ status: 500, body: {} });
    const geocoder = new CachedThrottledGeocoder(new NominatimGeocoder({ baseUrl, userAgent: USER_AGENT }), {
      minIntervalMs: 0,
    });
    await expect(geocoder.search('Obelisco', { limit: 5 })).rejects.toBeInstanceOf(GeocoderUnavailableError);
    fake.respond = () => ({ status: 200, body: [obelisco] });
    expect(await geocoder.search('Obelisco', { limit: 5 })).toHaveLength(1);
    expect(fake.received).toHaveLength(2);
  });

  it('queues distinct queries fired at once to one request per second', async () => {
    fake.respond = () => ({ status: 200, body: [obelisco] });
    const geocoder = new CachedThrottledGeocoder(new NominatimGeocoder({ baseUrl, userAgent: USER_AGENT }));
    const results = await Promise.all(
      ['Obelisco', 'Teatro Colón', 'Movistar Arena'].map((q) => geocoder.search(q, { limit: 5 })),
    );
    expect(results.every((r) => r.length === 1)).toBe(true);
    expect(fake.received.map((r) => r.url.searchParams.get('q'))).toEqual([
      'Obelisco, Argentina',
      'Teatro Colón, Argentina',
      'Movistar Arena, Argentina',
    ]);
    const [a, b, c] = fake.received.map((r) => r.at) as [number, number, number];
    // Timers may fire a few milliseconds early relative to the server's clock.
    expect(b - a).toBeGreaterThanOrEqual(990);
    expect(c - b).toBeGreaterThanOrEqual(990);
  });

  it('refuses rather than queueing without end', async () => {
    fake.respond = () => ({ status: 200, body: [] });
    const geocoder = new CachedThrottledGeocoder(new NominatimGeocoder({ baseUrl, userAgent: USER_AGENT }), {
      minIntervalMs: 200,
      maxQueue: 2,
    });
    const outcomes = await Promise.allSettled(
      ['uno', 'dos', 'tres', 'cuatro'].map((q) => geocoder.search(q, { limit: 5 })),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    const last = outcomes[3];
    expect(last?.status === 'rejected' && last.reason).toBeInstanceOf(GeocoderUnavailableError);
  });
});

describe('Photon adapter', () => {
  const fake = new FakeGeocodingServer();
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(() => fake.stop());

  it('asks /api within Argentina and keeps only Argentine features', async () => {
    fake.respond = () => ({
      status: 200,
      body: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-58.3835, -34.6011] },
            properties: {
              name: 'Teatro Colón',
              street: 'Cerrito',
              housenumber: '628',
              city: 'Buenos Aires',
              state: 'Ciudad Autónoma de Buenos Aires',
              country: 'Argentina',
              countrycode: 'AR',
            },
          },
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-56.19, -34.9] },
            properties: { name: 'Teatro Solís', city: 'Montevideo', country: 'Uruguay', countrycode: 'UY' },
          },
          { type: 'Feature', geometry: { type: 'Point', coordinates: ['x', 1] }, properties: {} },
        ],
      },
    });
    const results = await new PhotonGeocoder({ baseUrl, userAgent: USER_AGENT }).search('teatro colon', {
      limit: 3,
    });
    expect(results).toEqual([
      {
        display_name: 'Teatro Colón, Cerrito 628, Buenos Aires, Ciudad Autónoma de Buenos Aires, Argentina',
        lat: -34.6011,
        lon: -58.3835,
        address: {
          road: 'Cerrito',
          house_number: '628',
          city: 'Buenos Aires',
          state: 'Ciudad Autónoma de Buenos Aires',
          country: 'Argentina',
          country_code: 'ar',
        },
      },
    ]);
    const [request] = fake.received;
    expect(request?.url.pathname).toBe('/api');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'teatro colon',
      limit: '3',
      bbox: ARGENTINA_BBOX,
    });
    expect(request?.userAgent).toBe(USER_AGENT);
  });
});
