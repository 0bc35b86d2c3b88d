import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCli } from '../support/admin';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

/**
 * Reports and the operator console (issue 22): a visitor reports a page with the form that works
 * without JavaScript; an operator (made with `npm run admin -- grant`) finds the report in
 * 'Denuncias' and suspends the page with a reason; the page then says 'Esta página fue suspendida'
 * and checkout is refused; 'Reactivar' from 'Creadores' brings the page back. Every console screen
 * is scanned with axe; the queue (one row per page, issue 30) at 360 and 1280 px.
 */

const SUSPENDED = 'Esta página fue suspendida';
const REASON = 'Suplanta a otra artista';

let browser: Browser;
let creator: ApiSession;
let operator: ApiSession;
let goalId: number;
const ana = { ...uniqueCreator('denunciada'), fullName: 'Ana Denunciada' };
const op = { ...uniqueCreator('operadora'), fullName: 'Olga Operadora' };

async function checkout(): Promise<{ status: number; body: { message?: string } }> {
  const res = await fetch(`${baseUrl()}/api/donations/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.222' },
    body: JSON.stringify({ goal_id: goalId, amount: 1500 }),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

beforeAll(async () => {
  browser = await sharedBrowser();
  creator = await registerViaApi(ana);
  operator = await registerViaApi(op);
  const res = await fetch(`${baseUrl()}/api/goals`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creator.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Grabar el disco', description: 'Estudio', target_amount: 80000 }),
  });
  expect(res.status).toBe(201);
  goalId = ((await res.json()) as { data: { goal: { id: number } } }).data.goal.id;
  expect(await adminCli('grant', op.email)).toContain(op.email);
  // The operator's stored user still says 'creator': the console reads the role from the server on load.
});

describe('reports and the operator console', () => {
  let visitorContext: BrowserContext;
  let visitor: Page;
  let operatorContext: BrowserContext;
  let console_: Page;
  let creatorContext: BrowserContext;
  let dashboard: Page;
  const NOTICE = 'Tu página está suspendida';
  /** The creator comes back to the dashboard's tab (what a phone does on returning to the browser). */
  const comeBack = () => dashboard.evaluate(() => window.dispatchEvent(new Event('focus')));

  beforeAll(async () => {
    ({ context: visitorContext, page: visitor } = await newPage(browser, {
      mobile: true,
      forwardedFor: '198.51.100.222',
    }));
    ({ context: operatorContext, page: console_ } = await signedInPage(browser, operator));
    // Issue 30, item 10: the creator keeps their dashboard open on a phone, signed in before any of it.
    ({ context: creatorContext, page: dashboard } = await signedInPage(browser, creator, { mobile: true }));
    await dashboard.setViewportSize({ width: 360, height: 800 });
    await dashboard.goto('/dashboard');
    await dashboard.locator('h1').first().waitFor();
  });
  afterAll(async () => {
    await visitorContext?.close();
    await operatorContext?.close();
    await creatorContext?.close();
  });

  it("a visitor reports the page with 'Denunciar' (a plain server form)", async () => {
    await visitor.goto(`/u/${ana.username}`);
    await visitor.getByRole('link', { name: 'Denunciar' }).click();
    await visitor.waitForURL(`**/u/${ana.username}/denunciar`);
    await expect(visitor.getByRole('heading', { name: 'Denunciar esta página' }).isVisible()).resolves.toBe(
      true,
    );
    expect(await axeViolations(visitor)).toEqual([]);
    // Sent without a reason: the field says so, and what was typed stays.
    await visitor.getByLabel('Detalles').fill('Pide transferencias por privado con fotos de otra artista.');
    await visitor.getByRole('button', { name: 'Enviar denuncia' }).click();
    await expect(visitor.getByText('Elige un motivo de la lista').isVisible()).resolves.toBe(true);
    await visitor.getByLabel('Motivo').selectOption({ label: 'Suplantación de identidad' });
    await visitor.getByRole('button', { name: 'Enviar denuncia' }).click();
    await visitor.waitForURL(/denuncia=enviada/);
    await expect(visitor.getByRole('heading', { name: 'Recibimos tu denuncia' }).isVisible()).resolves.toBe(
      true,
    );
    // Two more visitors report the page through the API: the queue shows them in the same row.
    for (const [ip, reason] of [
      ['198.51.100.223', 'impersonation'],
      ['198.51.100.224', 'spam'],
    ] as const) {
      const res = await fetch(`${baseUrl()}/api/public/${ana.username}/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ reason }),
      });
      expect(res.status).toBe(201);
    }
  });

  it("the operator sees it in 'Denuncias' and suspends the page with a reason", async () => {
    await console_.goto('/admin');
    await console_.getByRole('heading', { name: 'Resumen' }).waitFor();
    await expect(console_.getByText('Denuncias abiertas').isVisible()).resolves.toBe(true);
    expect(await axeViolations(console_)).toEqual([]);

    await console_.getByRole('navigation').getByRole('link', { name: 'Denuncias' }).click();
    const card = console_.getByRole('listitem').filter({ hasText: `@${ana.username}` });
    await card.getByText('3 denuncias').waitFor();
    await expect(card.getByText('Suplantación de identidad (2) · Spam (1)').isVisible()).resolves.toBe(true);
    await expect(card.getByText('Pide transferencias por privado').isVisible()).resolves.toBe(true);
    // The grouped queue on a phone and on a desktop: nothing scrolls sideways, axe clean.
    for (const width of [360, 1280]) {
      await console_.setViewportSize({ width, height: 800 });
      const sideways = await console_.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(sideways, `${width} px`).toBe(false);
      expect(await axeViolations(console_), `${width} px`).toEqual([]);
    }

    await card.getByRole('button', { name: 'Suspender página' }).click();
    const dialog = console_.getByRole('dialog', { name: /Suspender página/ });
    await dialog.getByRole('button', { name: 'Suspender' }).click();
    await expect(dialog.getByText('Ingresa el motivo de la suspensión').isVisible()).resolves.toBe(true);
    expect(await axeViolations(console_)).toEqual([]);
    await dialog.getByLabel('Motivo de la suspensión').fill(REASON);
    await dialog.getByRole('button', { name: 'Suspender' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The report left the open queue (the suspension resolved it).
    await console_.getByText('No hay denuncias en esta lista.').waitFor();
  });

  it("the page now says 'Esta página fue suspendida' and checkout is refused", async () => {
    const answer = await visitor.goto(`/u/${ana.username}`);
    expect(answer?.status()).toBe(403);
    await expect(visitor.getByRole('heading', { name: SUSPENDED }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(visitor)).toEqual([]);
    const donate = await visitor.goto(`/u/${ana.username}/aportar`);
    expect(donate?.status()).toBe(403);
    const refused = await checkout();
    expect(refused).toEqual({ status: 403, body: { message: SUSPENDED } });

    // The creator's open dashboard learns it when they come back to it, and a reload still says so.
    expect(await dashboard.getByText(NOTICE).count()).toBe(0);
    await comeBack();
    await dashboard.getByText(NOTICE).waitFor();
    await dashboard.reload();
    await dashboard.getByText(`Motivo: ${REASON}`).waitFor();
    expect(await axeViolations(dashboard)).toEqual([]);
  });

  it("'Creadores' shows why, the audit log has it, and 'Reactivar' brings the page back", async () => {
    await console_.getByRole('navigation').getByRole('link', { name: 'Creadores' }).click();
    await console_.getByLabel('Buscar por usuario o email').fill(ana.username);
    await console_.getByRole('button', { name: 'Buscar' }).click();
    const card = console_.getByRole('listitem').filter({ hasText: `@${ana.username}` });
    await card.getByText(`Suspendida: ${REASON}`).waitFor();
    await expect(card.getByText('tok', { exact: false }).count()).resolves.toBe(0);
    expect(await axeViolations(console_)).toEqual([]);
    await card.getByRole('button', { name: 'Reactivar' }).click();
    await card.getByText('Página reactivada').waitFor();

    await console_.getByRole('navigation').getByRole('link', { name: 'Auditoría' }).click();
    const rows = console_.getByRole('row');
    await rows.filter({ hasText: 'Reactivó la página' }).first().waitFor();
    await expect(rows.filter({ hasText: REASON }).count()).resolves.toBe(1);
    expect(await axeViolations(console_)).toEqual([]);
    // Issue 30, item 9: on a phone the log is a card per action, and nothing scrolls sideways.
    await console_.setViewportSize({ width: 360, height: 800 });
    const cards = console_.getByTestId('audit-card');
    await cards.filter({ hasText: 'Reactivó la página' }).first().waitFor();
    await expect(cards.filter({ hasText: REASON }).count()).resolves.toBe(1);
    expect(await rows.filter({ hasText: REASON }).isVisible()).toBe(false);
    expect(await console_.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(console_)).toEqual([]);
    await console_.setViewportSize({ width: 1280, height: 800 });

    const back = await visitor.goto(`/u/${ana.username}`);
    expect(back?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { name: ana.fullName }).isVisible()).resolves.toBe(true);

    // Issue 30, item 10: the notice leaves the open dashboard when the creator comes back to it, and
    // stays gone after a reload, on a phone and on a computer.
    await comeBack();
    await expect.poll(() => dashboard.getByText(NOTICE).count(), { timeout: 10_000 }).toBe(0);
    await dashboard.reload();
    await dashboard.locator('h1').first().waitFor();
    await dashboard.waitForLoadState('networkidle');
    expect(await dashboard.getByText(NOTICE).count()).toBe(0);
    await dashboard.setViewportSize({ width: 1280, height: 800 });
    expect(await dashboard.getByText(NOTICE).count()).toBe(0);
    expect(await axeViolations(dashboard)).toEqual([]);
  });
});
