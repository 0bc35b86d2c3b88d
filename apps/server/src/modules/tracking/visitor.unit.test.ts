import { describe, expect, it } from 'vitest';
import { isLikelyBot, isPageOpening, isPrefetch, referrerHost, VisitorHasher } from './visitor';

describe('isLikelyBot', () => {
  it('lets browsers through', () => {
    for (const ua of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 Instagram 334.0',
      'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
    ]) {
      expect(isLikelyBot(ua), ua).toBe(false);
    }
  });

  it('stops crawlers, link previews, scripts, headless browsers and empty agents', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'WhatsApp/2.23.20.0',
      'Slackbot-LinkExpanding 1.0',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; Discordbot/2.0)',
      'curl/8.5.0',
      'Wget/1.21',
      'python-requests/2.31.0',
      'Go-http-client/1.1',
      'HeadlessChrome/126.0',
      'AhrefsBot/7.0',
      'autocannon/8.0.0',
      '',
      '   ',
      undefined,
    ]) {
      expect(isLikelyBot(ua), String(ua)).toBe(true);
    }
  });
});

describe('isPrefetch', () => {
  it('recognises the prefetch and prerender headers', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isPrefetch({ accept: 'text/html' })).toBe(false);
  });
});

describe('isPageOpening', () => {
  it('takes navigations, also those a service worker forwards, and clients without fetch metadata', () => {
    expect(isPageOpening({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' })).toBe(true);
    expect(isPageOpening({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'empty' })).toBe(true);
    expect(isPageOpening({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' })).toBe(true);
    expect(isPageOpening({ accept: 'text/html' })).toBe(true);
  });

  it("leaves out the worker's kept copy and any other fetch of the document", () => {
    expect(isPageOpening({ 'x-enlaza-keep': 'page' })).toBe(false);
    expect(isPageOpening({ 'x-enlaza-keep': 'page', 'sec-fetch-mode': 'navigate' })).toBe(false);
    expect(isPageOpening({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' })).toBe(false);
    expect(isPageOpening({ 'sec-fetch-mode': 'same-origin' })).toBe(false);
    expect(isPageOpening({ 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'document' })).toBe(false);
  });
});

describe('VisitorHasher', () => {
  const hasher = new VisitorHasher('a-secret-of-at-least-16-chars');
  const at = (iso: string) => new Date(iso);

  it('gives the same person the same hash all Argentine day, a new one the next day', () => {
    // 00:30 and 23:30 in Buenos Aires (UTC−3) on 10 March.
    const morning = hasher.hash(at('2026-03-10T03:30:00Z'), '198.51.100.5', 'UA');
    const night = hasher.hash(at('2026-03-11T02:30:00Z'), '198.51.100.5', 'UA');
    const next = hasher.hash(at('2026-03-11T03:30:00Z'), '198.51.100.5', 'UA');
    expect(morning.day).toBe('2026-03-10');
    expect(night).toEqual(morning);
    expect(next.day).toBe('2026-03-11');
    expect(next.hash).not.toBe(morning.hash);
  });

  it('tells apart addresses, browsers and secrets, and never contains the address', () => {
    const now = at('2026-03-10T15:00:00Z');
    const a = hasher.hash(now, '198.51.100.5', 'UA').hash;
    expect(hasher.hash(now, '198.51.100.6', 'UA').hash).not.toBe(a);
    expect(hasher.hash(now, '198.51.100.5', 'UA2').hash).not.toBe(a);
    expect(new VisitorHasher('another-secret-16-chars').hash(now, '198.51.100.5', 'UA').hash).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('VisitorHasher: the hashes already stored', () => {
  it("gives the digests it gave before (today's visitors stay the same visitors through an upgrade)", () => {
    const hasher = new VisitorHasher('a-secret-of-at-least-16-chars');
    const now = new Date('2026-03-10T15:00:00Z');
    expect(hasher.hash(now, '198.51.100.5', 'Mozilla/5.0 ñandú')).toEqual({
      day: '2026-03-10',
      hash: 'c2f387ac7223514b636017f8f7175a225c05e6c762c9e70e95817b11ef01ce0b',
    });
    expect(hasher.ipHash(now, '198.51.100.5')).toBe(
      '7e9ae1f3525090900bb3bd0e99efb406c08fd6ac59434fac5af7bbded84a722c',
    );
  });
});

describe('VisitorHasher.ipHash', () => {
  const hasher = new VisitorHasher('a-secret-of-at-least-16-chars');
  const now = new Date('2026-03-10T15:00:00Z');

  it('is the same for an address all day whatever the browser, and never the address itself', () => {
    const a = hasher.ipHash(now, '198.51.100.5');
    expect(hasher.ipHash(new Date('2026-03-10T20:00:00Z'), '198.51.100.5')).toBe(a);
    expect(hasher.ipHash(now, '198.51.100.6')).not.toBe(a);
    expect(hasher.ipHash(new Date('2026-03-11T15:00:00Z'), '198.51.100.5')).not.toBe(a);
    expect(a).not.toBe(hasher.hash(now, '198.51.100.5', '').hash);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('referrerHost', () => {
  it('keeps only the host of a web referrer', () => {
    expect(referrerHost('https://www.instagram.com/p/abc?token=1')).toBe('instagram.com');
    expect(referrerHost('http://l.facebook.com/l.php?u=x')).toBe('l.facebook.com');
    expect(referrerHost('android-app://com.google.android.gm/')).toBeNull();
    expect(referrerHost('no es una url')).toBeNull();
    expect(referrerHost(undefined)).toBeNull();
  });
});
