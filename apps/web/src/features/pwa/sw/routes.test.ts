import { describe, expect, it } from 'vitest';
import { isHashedAsset, isKeptPage, isOneTimePage, type RouteFacts } from './routes';

const ORIGIN = 'https://enlaza.ar';

function req(
  path: string,
  init: { method?: string; mode?: string; auth?: boolean; keep?: boolean } = {},
): RouteFacts {
  const url = new URL(path, ORIGIN);
  return {
    url,
    request: {
      method: init.method ?? 'GET',
      mode: init.mode ?? 'cors',
      headers: new Headers({
        ...(init.auth ? { Authorization: 'Bearer x' } : {}),
        ...(init.keep ? { 'x-enlaza-keep': 'page' } : {}),
      }),
    },
    sameOrigin: url.origin === ORIGIN,
  };
}

const routeOf = (facts: RouteFacts) =>
  [isKeptPage, isOneTimePage, isHashedAsset].filter((matches) => matches(facts)).map((m) => m.name);

describe('service worker routes', () => {
  it('keeps plain pages for offline reading, and answers pages with a query from the network only', () => {
    expect(routeOf(req('/dashboard', { mode: 'navigate' }))).toEqual(['isKeptPage']);
    expect(routeOf(req('/u/demo', { mode: 'navigate' }))).toEqual(['isKeptPage']);
    expect(routeOf(req('/reset-password?token=secreto', { mode: 'navigate' }))).toEqual(['isOneTimePage']);
    expect(routeOf(req('/dashboard?mp_success=1', { mode: 'navigate' }))).toEqual(['isOneTimePage']);
  });

  it('keeps the copy a page loaded before the worker took control asks for, but never the API', () => {
    expect(routeOf(req('/u/demo', { keep: true }))).toEqual(['isKeptPage']);
    expect(routeOf(req('/dashboard/links', { keep: true }))).toEqual(['isKeptPage']);
    expect(routeOf(req('/api/auth/me', { keep: true }))).toEqual([]);
    expect(routeOf(req('/u/demo?x=1', { keep: true }))).toEqual([]);
  });

  it('serves hashed assets cache first', () => {
    expect(routeOf(req('/assets/index-abc123.js'))).toEqual(['isHashedAsset']);
  });

  it('never takes the API, uploads, the worker itself or authorised requests', () => {
    for (const facts of [
      req('/api/auth/me'),
      req('/api'),
      req('/api/public/demo', { mode: 'navigate' }),
      req('/uploads/avatars/a.webp'),
      req('/uploads/avatars/a.webp', { mode: 'navigate' }),
      req('/sw.js'),
      req('/sw.js', { mode: 'navigate' }),
      req('/assets/index-abc123.js', { auth: true }),
      req('/dashboard', { mode: 'navigate', auth: true }),
    ]) {
      expect(routeOf(facts), facts.url.pathname).toEqual([]);
    }
  });

  it('leaves other methods, other origins and unknown files alone', () => {
    expect(routeOf(req('/assets/x.js', { method: 'POST' }))).toEqual([]);
    expect(routeOf(req('https://open.spotify.com/track/1', { mode: 'navigate' }))).toEqual([]);
    expect(routeOf(req('https://cdn.example.com/assets/x.js'))).toEqual([]);
    expect(routeOf(req('/robots.txt'))).toEqual([]);
  });
});
