import { describe, expect, it } from 'vitest';
import { socialUrl } from './networks';

describe('socialUrl: a handle or profile address per network', () => {
  it.each([
    ['instagram', '@lucia.canta', 'https://www.instagram.com/lucia.canta'],
    ['instagram', 'instagram.com/lucia.canta/', 'https://instagram.com/lucia.canta/'],
    ['tiktok', 'lucia', 'https://www.tiktok.com/@lucia'],
    ['youtube', '@luciacanta', 'https://www.youtube.com/@luciacanta'],
    ['x', 'https://twitter.com/lucia', 'https://twitter.com/lucia'],
    ['facebook', 'lucia.canta', 'https://www.facebook.com/lucia.canta'],
    [
      'spotify',
      'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF',
      'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF',
    ],
    ['whatsapp', '+54 9 11 2233-4455', 'https://wa.me/5491122334455'],
    ['whatsapp', 'https://wa.me/5491122334455', 'https://wa.me/5491122334455'],
    ['telegram', '@lucia_canta', 'https://t.me/lucia_canta'],
    ['twitch', 'luciaenvivo', 'https://www.twitch.tv/luciaenvivo'],
    ['email', 'mailto:hola@lucia.com.ar', 'mailto:hola@lucia.com.ar'],
  ] as const)('%s %s', (network, value, url) => {
    expect(socialUrl(network, value)).toBe(url);
  });

  it.each([
    ['instagram', 'https://evil.example/lucia'],
    ['instagram', 'javascript:alert(1)'],
    ['instagram', 'https://instagram.com/'],
    ['x', 'un nombre con espacios'],
    ['spotify', 'lucia'],
    ['whatsapp', '1234'],
    ['whatsapp', 'https://evil.example/5491122334455'],
    ['email', 'hola@'],
    ['email', 'https://lucia.com.ar'],
  ] as const)('refuses %s %s', (network, value) => {
    expect(socialUrl(network, value)).toBeNull();
  });
});
