import { describe, expect, it } from 'vitest';
import {
  callbackErrorText,
  resultsFoundText,
  spotifyContentBodySchema,
  spotifySearchQuerySchema,
} from './contract';

describe('spotify contract', () => {
  it('reads the search query with the spec defaults (track, 10)', () => {
    expect(spotifySearchQuerySchema.parse({ q: '  Soda  ' })).toEqual({
      q: 'Soda',
      type: 'track',
      limit: 10,
    });
    expect(spotifySearchQuerySchema.parse({ q: 'Cerati', type: 'album', limit: '20' })).toEqual({
      q: 'Cerati',
      type: 'album',
      limit: 20,
    });
  });

  it('refuses blank text, unknown types and limits outside 1–20', () => {
    for (const input of [
      {},
      { q: '   ' },
      { q: 'x', type: 'artist' },
      { q: 'x', limit: '0' },
      { q: 'x', limit: '21' },
    ]) {
      expect(spotifySearchQuerySchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });

  it("accepts the spec's content body and needs only the id and the type", () => {
    expect(spotifyContentBodySchema.parse({ spotify_id: 'abc123', content_type: 'album' })).toMatchObject({
      spotify_id: 'abc123',
      content_type: 'album',
    });
    expect(spotifyContentBodySchema.safeParse({ spotify_id: 'a/b', content_type: 'track' }).success).toBe(
      false,
    );
    expect(spotifyContentBodySchema.safeParse({ spotify_id: 'abc', content_type: 'video' }).success).toBe(
      false,
    );
  });

  it('words the counts and callback errors as the spec does', () => {
    expect(resultsFoundText(7)).toBe('7 resultados encontrados');
    expect(callbackErrorText('access_denied')).toBe('Error: access_denied');
  });
});
