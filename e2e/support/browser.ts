import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * A phone's Chrome. Headless Chromium says "HeadlessChrome" and is rightly not counted as a visitor,
 * so journeys that count visits act as this phone.
 */
export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A fresh context (no storage) on the test server (or `baseURL`); desktop-sized unless told otherwise. */
export async function newPage(
  browser: Browser,
  options: { mobile?: boolean; javaScriptEnabled?: boolean; baseURL?: string; userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const mobile = options.mobile ?? false;
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: mobile,
    hasTouch: mobile,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    // No entrance animations: accessibility scans must not catch an element mid-fade.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

let counter = 0;
/** A unique creator identity for one journey. */
export function uniqueCreator(prefix = 'e2e') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return {
    fullName: 'Valentina Prueba',
    username: `${prefix}-${tag}`,
    email: `${prefix}-${tag}@example.com`,
    password: 'clave-segura-1',
  };
}
