import { describe, expect, it } from 'vitest';
import { referrerSite } from './referrer-site';

describe('referrerSite', () => {
  it.each([
    ['l.instagram.com', 'instagram.com'],
    ['instagram.com', 'instagram.com'],
    ['www.instagram.com', 'instagram.com'],
    ['m.facebook.com', 'facebook.com'],
    ['lm.facebook.com', 'facebook.com'],
    ['t.co', 'x.com'],
    ['twitter.com', 'x.com'],
    ['mobile.twitter.com', 'x.com'],
    ['youtu.be', 'youtube.com'],
    ['www.clarin.com.ar', 'clarin.com.ar'],
    ['mercadolibre.com.ar', 'mercadolibre.com.ar'],
    ['WWW.TikTok.com.', 'tiktok.com'],
    ['localhost', 'localhost'],
    ['192.168.0.10', '192.168.0.10'],
  ])('%s → %s', (host, site) => {
    expect(referrerSite(host)).toBe(site);
  });

  it('is empty without a referrer', () => {
    expect(referrerSite(null)).toBe('');
    expect(referrerSite('')).toBe('');
  });
});
