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
 * is scanned with axe.
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
  // The session's stored user is read again on load: the role is what the server says now.
  const me = await fetch(`${baseUrl()}/api/auth/me`, {
    headers: { authorization: `Bearer ${operator.token}` },
  });
  operator = { ...operator, user: ((await me.json()) as { data: { user: unknown } }).data.user };
});

describe('reports and the operator console', () => {
  let visitorContext: BrowserContext;
  let visitor: Page;
  let operatorContext: BrowserContext;
  let console_: Page;

  beforeAll(async () => {
    ({ context: visitorContext, page: visitor } = await newPage(browser, {
      mobile: true,
      forwardedFor: '198.51.100.222',
    }));
    ({ context: operatorContext, page: console_ } = await signedInPage(browser, operator));
  });
  afterAll(async () => {
    await visitorContext?.close();
    await operatorContext?.close();
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
  });

  it("the operator sees it in 'Denuncias' and suspends the page with a reason", async () => {
    await console_.goto('/admin');
    await console_.getByRole('heading', { name: 'Resumen' }).waitFor();
    await expect(console_.getByText('Denuncias abiertas').isVisible()).resolves.toBe(true);
    expect(await axeViolations(console_)).toEqual([]);

    await console_.getByRole('navigation').getByRole('link', { name: 'Denuncias' }).click();
    const card = console_.getByRole('listitem').filter({ hasText: `@${ana.username}` });
    await card.getByText('Suplantación de identidad').waitFor();
    await expect(card.getByText('Pide transferencias por privado').isVisible()).resolves.toBe(true);
    expect(await axeViolations(console_)).toEqual([]);

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

    const back = await visitor.goto(`/u/${ana.username}`);
    expect(back?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { name: ana.fullName }).isVisible()).resolves.toBe(true);
  });
});
