import { describe, expect, it } from 'vitest';
import { parseEventTab, publicUrls } from './messages';
import { musicClickSchema, publicUserEventsQuerySchema } from './schema';

describe('public pages contracts', () => {
  it('reads the events tab, falling back to Todos', () => {
    expect(parseEventTab('upcoming')).toBe('upcoming');
    expect(parseEventTab('past')).toBe('past');
    expect(parseEventTab('futuro')).toBe('all');
    expect(parseEventTab(['past'])).toBe('all');
    expect(parseEventTab(undefined)).toBe('all');
  });

  it('builds the public addresses', () => {
    expect(publicUrls.profile('https://enlaza.ar', 'demo')).toBe('https://enlaza.ar/u/demo');
    expect(publicUrls.events('', 'demo')).toBe('/u/demo/events');
    expect(publicUrls.event('https://enlaza.ar', 'demo', 7)).toBe('https://enlaza.ar/e/demo/7');
  });

  it('validates the events query and the music click', () => {
    expect(publicUserEventsQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(publicUserEventsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(musicClickSchema.parse({ url: ' https://open.spotify.com/track/1 ' })).toEqual({
      url: 'https://open.spotify.com/track/1',
    });
    expect(musicClickSchema.safeParse({ url: 'ftp://x.example' }).success).toBe(false);
  });
});
