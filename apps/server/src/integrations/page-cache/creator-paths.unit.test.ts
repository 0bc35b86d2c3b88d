import { describe, expect, it } from 'vitest';
import { creatorBanPattern, creatorPaths, creatorPrefixes } from './creator-paths';

const ana = { usernames: ['ana', 'ana-vieja'], eventIds: [7], featured: false };

function banned(pattern: string | null, url: string): boolean {
  if (!pattern) return false;
  // Varnish reads PCRE; JavaScript has no inline (?i), so the flag moves to the RegExp.
  return new RegExp(pattern.replace(/^\(\?i\)/, ''), 'i').test(url);
}

describe('a creator’s paths', () => {
  it('lists the pages, every events tab, the events and the public API reads', () => {
    const paths = creatorPaths(ana);
    for (const name of ['ana', 'ana-vieja']) {
      expect(paths).toEqual(
        expect.arrayContaining([
          `/u/${name}`,
          `/u/${name}/events`,
          `/u/${name}/events?tab=all`,
          `/u/${name}/events?tab=upcoming`,
          `/u/${name}/events?tab=past`,
          `/e/${name}/7`,
          `/api/public/${name}`,
          `/api/public/${name}/events`,
        ]),
      );
    }
    expect(paths).toContain('/api/public/events/7');
    expect(paths).not.toContain('/');
    expect(creatorPrefixes(ana)).toEqual(['/og/u/ana/', '/og/u/ana-vieja/', '/og/e/7/']);
  });

  it('lists the posts’ page and the pages of the posts that changed (issue 35)', () => {
    expect(creatorPaths(ana)).toContain('/u/ana/novedades');
    expect(creatorPaths(ana).some((path) => path.startsWith('/u/ana/novedades/'))).toBe(false);
    expect(creatorPaths({ ...ana, postIds: [4, 4, -1] })).toEqual(
      expect.arrayContaining(['/u/ana/novedades/4', '/u/ana-vieja/novedades/4']),
    );
    expect(
      creatorPaths({ ...ana, postIds: [4, 4, -1] }).filter((p) => p === '/u/ana/novedades/4'),
    ).toHaveLength(1);
    expect(creatorPaths({ ...ana, postIds: [-1] })).not.toContain('/u/ana/novedades/-1');
  });

  it('adds the featured lists only when the change can move them', () => {
    expect(creatorPaths({ ...ana, featured: true })).toEqual(
      expect.arrayContaining(['/', '/creadores-destacados', '/api/stats/featured-creators']),
    );
  });

  it('bans every answer about the creator and nobody else’s', () => {
    const pattern = creatorBanPattern(ana);
    for (const url of [
      '/u/ana',
      '/u/Ana',
      '/u/ana?utm_source=x',
      '/u/ana/events?tab=past',
      '/u/ana/apoyos',
      '/u/ana/novedades',
      '/u/ana/novedades/3?page=2',
      '/u/ana-vieja',
      '/e/ana/7',
      '/e/ana/12/aportar',
      '/og/u/ana/0123456789abcdef.png',
      '/og/e/7/0123456789abcdef.png',
      '/api/public/ana',
      '/api/public/ana/events?page=2',
      '/api/public/events/7',
      '/api/public/events?page=1',
    ]) {
      expect(banned(pattern, url), url).toBe(true);
    }
    for (const url of [
      '/u/anabel',
      '/u/an',
      '/e/anabel/7',
      '/og/e/70/x.png',
      '/api/public/anabel',
      '/api/public/events/70',
      '/',
      '/creadores-destacados',
      '/assets/app.js',
    ]) {
      expect(banned(pattern, url), url).toBe(false);
    }
    const wide = creatorBanPattern({ ...ana, featured: true });
    expect(banned(wide, '/')).toBe(true);
    expect(banned(wide, '/?ref=x')).toBe(true);
    expect(banned(wide, '/creadores-destacados')).toBe(true);
    expect(banned(wide, '/api/stats/featured-creators?period=week')).toBe(true);
    expect(banned(wide, '/login')).toBe(false);
  });

  it('never lets a name outside [a-z0-9-] into the pattern', () => {
    expect(creatorBanPattern({ usernames: ['.*', 'a|b'], eventIds: [], featured: false })).toBeNull();
    expect(creatorPaths({ usernames: ['../x'], eventIds: [-1, 1.5], featured: false })).toEqual([]);
  });
});
