import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

/**
 * Refunds and chargebacks with the payment simulator: a donation approved on the simulator's
 * checkout, which offers 'Reembolsar' when opened again: the open public page's goal bar moves back
 * and the donations screen says 'Reembolsada'. 'Contracargo' on another donation: 'Contracargo' and
 * the evidence deadline on the donations screen. The creator is set up through the API.
 */

let browser: Browser;
const creator = uniqueCreator('reembolsos');
let session: ApiSession;

const api = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      authorization: `Bearer ${session.token}`,
    },
    redirect: 'manual',
  });
  return res;
};
const local = (url: string) => {
  const u = new URL(url);
  return `${baseUrl()}${u.pathname}${u.search}`;
};

/** The simulated Mercado Pago authorization, over HTTP. */
async function connectPayments(): Promise<void> {
  const init = await api('/api/mercadopago/oauth/initiate', { method: 'POST' });
  const authorize = new URL(((await init.json()) as { data: { redirectUrl: string } }).data.redirectUrl);
  const decided = await fetch(local(authorize.toString()).split('?')[0] ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      state: authorize.searchParams.get('state') ?? '',
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      decision: 'autorizar',
    }).toString(),
    redirect: 'manual',
  });
  const callback = await fetch(local(String(decided.headers.get('location'))), { redirect: 'manual' });
  expect(callback.headers.get('location')).toBe('/dashboard?mp_success=true');
}

/** A visitor's checkout over HTTP: the simulator's checkout page to open in the browser. */
async function checkoutOf(goalId: number, amount: number): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/donations/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ goal_id: goalId, amount, donor_name: 'Carla' }),
  });
  expect(res.status).toBe(201);
  return local(((await res.json()) as { data: { checkout_url: string } }).data.checkout_url);
}

const text = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
const raised = async (page: Page) => text(await page.locator('.pp-goal-raised').textContent());

describe('refunds and chargebacks (simulator)', () => {
  let goalId: number;
  let visitorContext: BrowserContext;
  let visitor: Page;
  let creatorContext: BrowserContext;
  let creatorPage: Page;

  beforeAll(async () => {
    browser = await sharedBrowser();
    session = await registerViaApi(creator);
    await connectPayments();
    const goal = await api('/api/goals', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Grabar el disco',
        description: 'Estudio y mezcla',
        target_amount: 10000,
      }),
    });
    expect(goal.status).toBe(201);
    goalId = ((await goal.json()) as { data: { goal: { id: number } } }).data.goal.id;
    ({ context: visitorContext, page: visitor } = await newPage(browser, { mobile: true }));
    ({ context: creatorContext, page: creatorPage } = await signedInPage(browser, session));
  });
  afterAll(async () => {
    await visitorContext?.close();
    await creatorContext?.close();
  });

  it("'Reembolsar' on the simulator moves the open goal bar back and shows 'Reembolsada'", async () => {
    const checkout = await checkoutOf(goalId, 2000);
    const { page: payer, context: payerContext } = await newPage(browser);
    await payer.goto(checkout);
    await payer.getByRole('button', { name: 'Aprobar pago' }).click();
    await payer.waitForURL(/\/donacion\//);

    const stream = visitor.waitForResponse((res) =>
      res.url().endsWith(`/api/public/${creator.username}/live`),
    );
    await visitor.goto(`/u/${creator.username}`);
    expect((await stream).status()).toBe(200);
    expect(await raised(visitor)).toContain('$ 2.000');

    // Opened again after the approval, the simulated checkout offers the refund.
    await payer.goto(checkout);
    expect(await payer.getByRole('heading', { name: 'Este pago ya fue aprobado' }).isVisible()).toBe(true);
    await payer.getByRole('button', { name: 'Reembolsar' }).click();
    await payer.getByRole('heading', { name: 'Pago reembolsado' }).waitFor();
    await payerContext.close();

    // The open page learns it live, without a reload.
    await expect.poll(() => raised(visitor)).toContain('$ 0');

    await creatorPage.goto('/dashboard/donations');
    const history = creatorPage.getByRole('region', { name: 'Historial de donaciones' });
    const row = history.getByRole('row').filter({ hasText: 'Carla' });
    await expect.poll(() => row.first().textContent().then(text)).toContain('Reembolsada');
    expect(
      await row
        .first()
        .getByRole('button', { name: /Reembolsar/ })
        .count(),
    ).toBe(0);
  });

  it("'Contracargo' on another donation: 'Contracargo' with the evidence deadline", async () => {
    const checkout = await checkoutOf(goalId, 1500);
    const { page: payer, context: payerContext } = await newPage(browser);
    await payer.goto(checkout);
    await payer.getByRole('button', { name: 'Aprobar pago' }).click();
    await payer.waitForURL(/\/donacion\//);
    await payer.goto(checkout);
    await payer.getByRole('button', { name: 'Contracargo' }).click();
    await payer.getByRole('heading', { name: 'Contracargo registrado' }).waitFor();
    await payerContext.close();

    await creatorPage.goto('/dashboard/donations');
    const history = creatorPage.getByRole('region', { name: 'Historial de donaciones' });
    const charged = history.getByRole('row').filter({ hasText: 'Contracargo' });
    await expect.poll(() => charged.count()).toBe(1);
    expect(text(await charged.textContent())).toMatch(
      /Presenta la documentación antes del \d{1,2} de \w+ de \d{4}/,
    );
    expect(await axeViolations(creatorPage, '.donations-history')).toEqual([]);
  });
});
