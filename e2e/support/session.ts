import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, newPage, type uniqueCreator } from './browser';
import { verifyEmailViaOutbox } from './outbox';

export interface ApiSession {
  token: string;
  user: unknown;
}

/**
 * Registers a creator through the API (one per journey file: registration is rate-limited per IP),
 * on the shared journey server unless `base` names another; on the shared server the creator's
 * email is then verified through the outbox.
 */
export async function registerViaApi(
  creator: ReturnType<typeof uniqueCreator>,
  base: string = baseUrl(),
): Promise<ApiSession> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: creator.fullName,
      username: creator.username,
      email: creator.email,
      password: creator.password,
    }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const session = ((await res.json()) as { data: ApiSession }).data;
  // Issue 22: the creator verifies their email through the mailed link (the shared server's outbox),
  // so connecting Mercado Pago, donations and the featured list work as before.
  if (base !== baseUrl()) return session;
  await verifyEmailViaOutbox(creator.email);
  const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${session.token}` } });
  if (me.status !== 200) throw new Error(`me failed: ${me.status}`);
  return { token: session.token, user: ((await me.json()) as { data: { user: unknown } }).data.user };
}

/** A fresh page already signed in as `session` (stored the way the app stores it; a logout sticks). */
export async function signedInPage(
  browser: Browser,
  session: ApiSession,
  options: Parameters<typeof newPage>[1] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, options);
  await opened.context.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  return opened;
}

/**
 * Connects Mercado Pago the way a creator does, through the simulator's authorization page, from a
 * signed-in page of a verified creator; ends back on the dashboard.
 */
export async function connectMercadoPago(page: Page): Promise<void> {
  await page.goto('/dashboard/donations');
  await page
    .getByRole('region', { name: 'MercadoPago' })
    .getByRole('button', { name: 'Conectar con MercadoPago' })
    .click();
  await page.waitForURL(/\/simulador\/mercadopago\/autorizar/);
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await page.waitForURL(/\/dashboard/);
}
