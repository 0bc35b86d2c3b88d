import { describe, expect, it } from 'vitest';
import { androidBrowserIntent, detectInAppBrowser } from './in-app-browser';

const UA = {
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.0.0.32.112 Android (33/13; 450dpi; 1080x2177; samsung; SM-A536E; a53x; exynos1280; es_AR; 548323740)',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 312.0.0.22.114 (iPhone14,5; iOS 17_2; es_AR; es; scale=3.00; 1170x2532; 548339486)',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/es_LA;FBOP/5]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 12; moto g(60)) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.37.109;]',
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 11; Redmi Note 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/104.0.5112.97 Mobile Safari/537.36 trill_310503 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/31.5.3 ByteLocale/es ByteFullLocale/es Region/AR BytedanceWebview/d8a21c6',
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TikTok 32.4.0 rv:324015 (iPhone; iOS 17.1; es_AR) Cronet',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('detectInAppBrowser', () => {
  it.each([
    ['instagramAndroid', 'instagram', 'android'],
    ['instagramIos', 'instagram', 'ios'],
    ['facebookIos', 'facebook', 'ios'],
    ['facebookAndroid', 'facebook', 'android'],
    ['tiktokAndroid', 'tiktok', 'android'],
    ['tiktokIos', 'tiktok', 'ios'],
  ] as const)('recognises %s', (name, app, platform) => {
    expect(detectInAppBrowser(UA[name])).toEqual({ app, platform });
  });

  it.each(['chromeAndroid', 'safariIos', 'desktopFirefox'] as const)('leaves %s alone', (name) => {
    expect(detectInAppBrowser(UA[name])).toBeNull();
  });

  it('answers null without a User-Agent', () => {
    expect(detectInAppBrowser(undefined)).toBeNull();
    expect(detectInAppBrowser('')).toBeNull();
  });

  it('does not take a word that merely contains a marker for it', () => {
    expect(detectInAppBrowser('Mozilla/5.0 InstagramLike/1.0 NotFBAVX')).toBeNull();
  });
});

describe('androidBrowserIntent', () => {
  it('opens the same https address in Chrome, falling back to the address', () => {
    const intent = androidBrowserIntent('https://enlaza.ar/e/demo/3/aportar?seguir=1');
    expect(intent).toBe(
      'intent://enlaza.ar/e/demo/3/aportar?seguir=1#Intent;scheme=https;package=com.android.chrome;' +
        'S.browser_fallback_url=https%3A%2F%2Fenlaza.ar%2Fe%2Fdemo%2F3%2Faportar%3Fseguir%3D1;end',
    );
  });

  it('keeps the port of a local address and its scheme', () => {
    expect(androidBrowserIntent('http://localhost:3000/u/demo')).toMatch(
      /^intent:\/\/localhost:3000\/u\/demo#Intent;scheme=http;/,
    );
  });
});
