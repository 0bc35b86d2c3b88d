/**
 * In-app browsers (Instagram, Facebook, TikTok) where Mercado Pago's checkout login often fails:
 * the donate flow first offers 'Abrir en el navegador'. Plain functions of the User-Agent, so the
 * server can decide before any script runs and the browser can decide the same way.
 */

export type InAppBrowserApp = 'instagram' | 'facebook' | 'tiktok';
export type InAppPlatform = 'android' | 'ios' | 'other';

export interface InAppBrowser {
  app: InAppBrowserApp;
  platform: InAppPlatform;
}

const MARKERS: ReadonlyArray<readonly [InAppBrowserApp, RegExp]> = [
  ['instagram', /\bInstagram\b/i],
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\b|\bFBIOS\b/i],
  ['tiktok', /\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b/i],
];

/** Which in-app browser the User-Agent names, or null for a regular browser (or no header). */
export function detectInAppBrowser(userAgent: string | null | undefined): InAppBrowser | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 1024);
  const found = MARKERS.find(([, pattern]) => pattern.test(ua));
  if (!found) return null;
  const platform: InAppPlatform = /android/i.test(ua)
    ? 'android'
    : /iphone|ipad|ipod/i.test(ua)
      ? 'ios'
      : 'other';
  return { app: found[0], platform };
}

/**
 * An Android intent URL that opens an https address in Chrome (Android falls back to the
 * address itself when Chrome is missing, through `S.browser_fallback_url`).
 */
export function androidBrowserIntent(httpsUrl: string): string {
  const url = new URL(httpsUrl);
  const rest = `${url.host}${url.pathname}${url.search}`;
  const fallback = encodeURIComponent(url.href);
  return `intent://${rest}#Intent;scheme=${url.protocol.replace(':', '')};package=com.android.chrome;S.browser_fallback_url=${fallback};end`;
}

export const IN_APP_MESSAGES = {
  title: 'Para pagar, abre esta página en el navegador',
  explanation:
    'Dentro de esta app el ingreso a Mercado Pago suele fallar. En el navegador vas a poder pagar sin problemas.',
  openInBrowser: 'Abrir en el navegador',
  continueHere: 'Continuar acá',
  iosStep1: 'Toca el menú ••• (arriba o abajo a la derecha).',
  iosStep2: 'Elige «Abrir en el navegador».',
} as const;
