import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { JourneyServer } from './global-setup';

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

/** This worker's journey server (global-setup.ts starts one per worker). */
export function journeyServer(): JourneyServer {
  const servers = inject('journeyServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  const server = servers[worker % servers.length];
  if (!server) throw new Error('no journey server: run the journeys through vitest --project e2e');
  return server;
}

export function baseUrl(): string {
  return journeyServer().url;
}

let browser: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched once and shared by the files the worker runs (the e2e project
 * does not isolate files, so this module lives as long as the worker); each file opens its own
 * contexts, closed after it (close-contexts.setup.ts). Playwright ends it when the worker exits.
 */
export function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return browser;
}

/** Closes every context the current file opened in the worker's Chromium. */
export async function closeFileContexts(): Promise<void> {
  if (!browser) return;
  for (const context of (await browser).contexts()) await context.close();
}

/** The screens behind feature flags (apps/web/src/config/client-config.ts). */
type Features = Partial<Record<'donationsScreen' | 'analyticsScreen', boolean>>;
interface EmbeddedConfig {
  features?: Features;
}
const EMBEDDED_CONFIG = /(<script id="enlaza-config" type="application\/json">)(.*?)(<\/script>)/s;

/**
 * Shows the app as a server with these features would (the journey servers run them all on): every
 * page's embedded configuration is rewritten on its way to the browser. The server's side, writing
 * the flags into the page, is donations-screen.dialect.test.ts's.
 */
export async function showFeatures(context: BrowserContext, features: Features): Promise<void> {
  // Pages only: the API, its live streams and the assets go by untouched, except the providers' OAuth
  // returns (under /api), which redirect the creator back to a page.
  const isPage = (url: URL) =>
    !/^\/(api|assets)\//.test(url.pathname) || /^\/api\/[\w/-]*\/oauth\/callback$/.test(url.pathname);
  await context.route(isPage, async (route) => {
    try {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers().location;
      if (response.status() >= 300 && response.status() < 400 && location) {
        // A redirect fulfilled here is followed by the browser without asking any route again, so the
        // page at its end would keep the server's features: it is a new navigation instead (a meta
        // refresh, which also works without JavaScript), which this route sees.
        const target = new URL(location, route.request().url()).toString().replace(/"/g, '%22');
        const headers: Record<string, string> = {
          ...response.headers(),
          'content-type': 'text/html; charset=utf-8',
        };
        delete headers.location;
        delete headers['content-length'];
        const body = `<!doctype html><meta http-equiv="refresh" content="0;url=${target.replace(/&/g, '&amp;')}">`;
        await route.fulfill({ status: 200, headers, body });
        return;
      }
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) {
        await route.fulfill({ response });
        return;
      }
      const body = (await response.text()).replace(EMBEDDED_CONFIG, (_all, open, json, close) => {
        const config = JSON.parse(json) as EmbeddedConfig;
        const changed = { ...config, features: { ...config.features, ...features } };
        return `${open}${JSON.stringify(changed).replace(/</g, '\\u003c')}${close}`;
      });
      await route.fulfill({ response, body });
    } catch (error) {
      // The page went away (its context closed, a test ended) while its answer was on the way.
      if (!/closed|disposed|Target/i.test(String(error))) throw error;
    }
  });
}

/** A fresh context (no storage) on the test server (or `baseURL`); desktop-sized unless told otherwise. */
export async function newPage(
  browser: Browser,
  options: {
    mobile?: boolean;
    javaScriptEnabled?: boolean;
    baseURL?: string;
    userAgent?: string;
    /** Features switched off (or on) for this context: showFeatures. */
    features?: Features;
    /** The visitor's address as a proxy reports it (the journey servers trust X-Forwarded-For). */
    forwardedFor?: string;
    /**
     * Lets the app install its service worker (the PWA and offline journeys). Off by default: each new
     * context would otherwise install it and download every precached file, which took most of the
     * browser's CPU in journeys that never go offline.
     */
    serviceWorkers?: boolean;
  } = {},
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
    ...(options.forwardedFor ? { extraHTTPHeaders: { 'x-forwarded-for': options.forwardedFor } } : {}),
    // No entrance animations: accessibility scans must not catch an element mid-fade.
    reducedMotion: 'reduce',
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  if (options.features) await showFeatures(context, options.features);
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
