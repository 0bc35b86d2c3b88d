import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_ORIGINS, embedRefusal, LINK_EMBED_MESSAGES, linkEmbed } from './embeds';

describe('linkEmbed: the player for a link, from its address alone', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      'youtube',
      'https://www.youtube-nocookie.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    ],
    [
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abc',
      'spotify',
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    ],
    [
      'https://open.spotify.com/intl-es/album/1DFixLWuPkv3KT3TnV35m3',
      'spotify',
      'https://open.spotify.com/embed/album/1DFixLWuPkv3KT3TnV35m3',
    ],
    [
      'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
      'spotify',
      'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    ],
    [
      'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF',
      'spotify',
      'https://open.spotify.com/embed/artist/0OdUWJ0sBjDrqHygGUXeCF',
    ],
    [
      'https://open.spotify.com/show/2MAi0BvDc6GTFvKFPXnkCL',
      'spotify',
      'https://open.spotify.com/embed/show/2MAi0BvDc6GTFvKFPXnkCL',
    ],
    [
      'https://open.spotify.com/episode/512ojhOuo1ktJprKbVcKyQ',
      'spotify',
      'https://open.spotify.com/embed/episode/512ojhOuo1ktJprKbVcKyQ',
    ],
    [
      'https://soundcloud.com/banda/tema-nuevo',
      'soundcloud',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fbanda%2Ftema-nuevo',
    ],
    [
      'https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/bgcol=ffffff/',
      'bandcamp',
      'https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/tracklist=false/',
    ],
    [
      'https://www.tiktok.com/@banda/video/7212345678901234567',
      'tiktok',
      'https://www.tiktok.com/player/v1/7212345678901234567',
    ],
  ])('%s → %s', (url, provider, src) => {
    const embed = linkEmbed(url);
    expect(embed).toEqual({ provider, src });
    expect(EMBED_FRAME_ORIGINS.some((origin) => src.startsWith(`${origin}/`))).toBe(true);
  });

  it.each([
    'https://example.com/video',
    'https://www.youtube.com/@canal',
    'https://open.spotify.com/user/alguien',
    'https://banda.bandcamp.com/album/disco',
    'https://www.tiktok.com/@banda',
    'mailto:hola@example.com',
    'https://evil.example/?u=https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ])('no player for %s', (url) => {
    expect(linkEmbed(url)).toBeNull();
  });

  it('explains why a Bandcamp page cannot be a player', () => {
    expect(embedRefusal('https://banda.bandcamp.com/album/disco')).toBe(
      LINK_EMBED_MESSAGES.bandcampNeedsPlayer,
    );
    expect(embedRefusal('https://example.com')).toBe(LINK_EMBED_MESSAGES.unsupported);
  });
});
