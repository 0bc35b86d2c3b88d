import { describe, expect, it } from 'vitest';
import { STATIC_SHELL_FILES } from './precache-manifest';
import { keepsPageForOffline, type RequestFacts, strategyFor } from './request-strategy';

const ORIGIN = 'https://enlaza.ar';

function req(path: string, init: Partial<Omit<RequestFacts, 'url'>> & { auth?: boolean } = {}): RequestFacts {
  const headers = new Headers(init.auth ? { Authorization: 'Bearer x' } : {});
  return {
    method: init.method ?? 'GET',
    url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
    mode: init.mode ?? 'cors',
    headers,
  };
}

const strategy = (r: RequestFacts) => strategyFor(r, ORIGIN, STATIC_SHELL_FILES);

describe('service worker request strategy', () => {
  it('answers navigations network-first (with the offline fallback)', () => {
    expect(strategy(req('/dashboard', { mode: 'navigate' }))).toBe('navigation');
    expect(strategy(req('/u/demo?ref=ig', { mode: 'navigate' }))).toBe('navigation');
  });

  it('serves hashed assets cache-first and the small shell files network-first', () => {
    expect(strategy(req('/assets/index-abc123.js'))).toBe('cache-first');
    expect(strategy(req('/manifest.webmanifest'))).toBe('network-first');
    expect(strategy(req('/icons/icon-192.png'))).toBe('network-first');
  });

  it('never handles the API, uploads, the worker itself or authorised requests', () => {
    expect(strategy(req('/api/auth/me'))).toBeNull();
    expect(strategy(req('/api'))).toBeNull();
    expect(strategy(req('/api/public/demo', { mode: 'navigate' }))).toBeNull();
    expect(strategy(req('/uploads/avatars/a.webp'))).toBeNull();
    expect(strategy(req('/sw.js'))).toBeNull();
    expect(strategy(req('/assets/index-abc123.js', { auth: true }))).toBeNull();
    expect(strategy(req('/dashboard', { mode: 'navigate', auth: true }))).toBeNull();
  });

  it('leaves other methods, other origins and unknown files alone', () => {
    expect(strategy(req('/assets/x.js', { method: 'POST' }))).toBeNull();
    expect(strategy(req('https://open.spotify.com/track/1', { mode: 'navigate' }))).toBeNull();
    expect(strategy(req('https://cdn.example.com/assets/x.js'))).toBeNull();
    expect(strategy(req('/robots.txt'))).toBeNull();
  });
});

describe('pages kept for offline reading', () => {
  it('keeps plain addresses and never ones with a query string', () => {
    expect(keepsPageForOffline(`${ORIGIN}/u/demo`)).toBe(true);
    expect(keepsPageForOffline(`${ORIGIN}/dashboard`)).toBe(true);
    expect(keepsPageForOffline(`${ORIGIN}/reset-password?token=secreto`)).toBe(false);
    expect(keepsPageForOffline(`${ORIGIN}/dashboard?mp_success=1`)).toBe(false);
    expect(keepsPageForOffline('no es una url')).toBe(false);
  });
});
