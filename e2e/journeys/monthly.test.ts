import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { mailedLinkTo } from '../support/outbox';
import { type ApiSession, connectMercadoPago, registerViaApi, signedInPage } from '../support/session';

/**
 * Monthly support (issue 21), in the simulator: the creator creates a tier; a visitor without
 * JavaScript subscribes from the public page and says 'Suscribirme' at the simulator; the list shows
 * 1 'Activa' and the monthly income; 'Cobrar mes' twice more makes three approved monthly donations
 * that raise the goal once each, on the wall as 'Mensual' with the message typed when subscribing;
 * 'Rechazar sin reintentos' three times cancels it ('Rechazar cobro' is a refusal the provider retries, issue 34); a second supporter with two subscriptions, one paused
 * (not counted active on the tier card nor in the figures), leaves both through /baja with one
 * mailed link (issue 30).
 */

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('mensual');
const TIER = 'Club del disco';
const AMOUNT = 2000;

const text = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

interface SupportersAnswer {
  data: {
    supporters: { id: string; name: string | null; status: string }[];
    summary: { active: number; monthly_income: number; cancelled_this_month: number };
  };
}

const supporters = () => api<SupportersAnswer>('/monthly/supporters');
const statusOf = async (name: string) =>
  (await supporters()).data.supporters.find((s) => s.name === name)?.status ?? null;

async function raised(): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/public/${creator.username}`);
  const body = (await res.json()) as { data: { goal: { current_amount: number } | null } };
  return body.data.goal?.current_amount ?? 0;
}

async function monthlyDonations(): Promise<{ kind: string; mp_status: string; amount: number }[]> {
  const body = await api<{ data: { donations: { kind: string; mp_status: string; amount: number }[] } }>(
    '/donations/received?page=1&limit=50',
  );
  return body.data.donations.filter((d) => d.kind === 'monthly');
}

/**
 * From the public page to the simulator's consent and back to our thanks page; with `axe` (a page
 * with JavaScript on: axe runs in the page) each of the three is scanned on the way.
 */
async function subscribe(
  page: Page,
  name: string,
  email: string,
  { axe = false, message = '' } = {},
): Promise<void> {
  const scan = async () => {
    if (axe) expect(await axeViolations(page)).toEqual([]);
  };
  await page.goto(`/u/${creator.username}`);
  const block = page.getByRole('region', { name: 'Aporte mensual' });
  expect(text(await block.textContent())).toContain(`$ 2.000 por mes`);
  await block.getByRole('link', { name: `Suscribirme: ${TIER}` }).click();
  await page.waitForURL(/\/mensual\/\d+$/);
  await scan();
  await page.getByLabel('Tu nombre', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  if (message) await page.getByLabel('Mensaje (opcional)').fill(message);
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await page.waitForURL(/\/simulador\/mercadopago\/suscripcion\//);
  await scan();
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await page.waitForURL(/\/mensual\/gracias/);
  await scan();
}

/** The simulator's page of the newest subscription paid with `email`, and one of its buttons. */
async function pressAtSimulator(page: Page, email: string, button: string): Promise<void> {
  await page.goto('/simulador/mercadopago/suscripciones');
  await page.getByRole('link', { name: email }).first().click();
  await page.getByRole('button', { name: button }).click();
  await page.waitForLoadState();
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
  const res = await fetch(`${baseUrl()}/api/goals`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Grabar el disco', description: 'Estudio', target_amount: 100000 }),
  });
  expect(res.status).toBe(201);
});

describe('monthly support', () => {
  let creatorContext: BrowserContext;
  let creatorPage: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;
  const first = {
    name: 'Caro sin JS',
    email: `caro-${creator.username}@example.com`,
    message: '¡Vamos con el disco!',
  };
  const second = { name: 'Beto', email: `beto-${creator.username}@example.com` };

  beforeAll(async () => {
    ({ context: creatorContext, page: creatorPage } = await signedInPage(browser, session));
    ({ context: visitorContext, page: visitor } = await newPage(browser, {
      mobile: true,
      javaScriptEnabled: false,
    }));
    await connectMercadoPago(creatorPage);
  });
  afterAll(async () => {
    await creatorContext?.close();
    await visitorContext?.close();
  });

  it('the creator creates a tier on the Aportes mensuales screen', async () => {
    await creatorPage.goto('/dashboard');
    await creatorPage.getByRole('link', { name: 'Aportes mensuales' }).first().click();
    await creatorPage.waitForURL(/\/dashboard\/monthly$/);
    await creatorPage.getByText('Los aportes mensuales no tienen comisión de la plataforma.').waitFor();
    await creatorPage.getByRole('button', { name: 'Nuevo nivel' }).click();
    const form = creatorPage.getByRole('form', { name: 'Nuevo nivel mensual' });
    await form.getByRole('button', { name: 'Guardar nivel' }).click();
    await form.getByText('El nombre del nivel es requerido').waitFor();
    await form.getByLabel('Nombre del nivel').fill(TIER);
    await form.getByLabel('Monto por mes (ARS)').fill(String(AMOUNT));
    await form.getByLabel('Qué recibe quien te apoya').fill('Un tema inédito por mes');
    await form.getByRole('button', { name: 'Guardar nivel' }).click();
    await creatorPage.getByText('Nivel creado correctamente').waitFor();
    expect(text(await creatorPage.getByTestId('monthly-tier').textContent())).toContain('$ 2.000 por mes');
    expect(await axeViolations(creatorPage)).toEqual([]);
  });

  it('a visitor without JavaScript subscribes; the list shows 1 Activa and the monthly income', async () => {
    await subscribe(visitor, first.name, first.email, { message: first.message });
    await expect.poll(() => statusOf(first.name), { timeout: 15_000 }).toBe('authorized');
    await creatorPage.reload();
    const row = creatorPage.getByTestId('monthly-supporter').filter({ hasText: first.name });
    await expect.poll(async () => text(await row.textContent()), { timeout: 15_000 }).toContain('Activa');
    // What they wrote when subscribing, under their name (issue 30).
    expect(text(await row.textContent())).toContain(`“${first.message}”`);
    expect(text(await creatorPage.getByTestId('monthly-figure-active').textContent())).toBe(
      'Aportes activos1',
    );
    expect(text(await creatorPage.getByTestId('monthly-figure-income').textContent())).toBe(
      'Ingreso mensual$ 2.000',
    );
    expect(await axeViolations(creatorPage)).toEqual([]);

    // Issue 30, item 9: on a phone the table gives way to a card per supporter, 'Cancelar aporte' on it.
    await creatorPage.setViewportSize({ width: 360, height: 800 });
    const card = creatorPage.getByTestId('monthly-supporter-card').filter({ hasText: first.name });
    await card.waitFor();
    expect(await row.isVisible()).toBe(false);
    expect(text(await card.textContent())).toContain('Activa');
    expect(await card.getByRole('button', { name: 'Cancelar aporte' }).isVisible()).toBe(true);
    expect(await creatorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(creatorPage)).toEqual([]);
    await creatorPage.setViewportSize({ width: 1280, height: 800 });
    expect(await card.isVisible()).toBe(false);
    expect(await row.isVisible()).toBe(true);
  });

  it("the first month is charged at once and 'Cobrar mes' twice more: three monthly donations, the goal raised once each", async () => {
    await expect.poll(async () => (await monthlyDonations()).length, { timeout: 15_000 }).toBe(1);
    const before = await raised();
    for (let i = 0; i < 2; i += 1) await pressAtSimulator(visitor, first.email, 'Cobrar mes');
    await expect.poll(async () => (await monthlyDonations()).length, { timeout: 15_000 }).toBe(3);
    const months = await monthlyDonations();
    expect(months.every((d) => d.mp_status === 'approved' && d.amount === AMOUNT)).toBe(true);
    expect(await raised()).toBe(before + 2 * AMOUNT);
    expect(before).toBe(AMOUNT);
    // The history labels them 'Mensual'.
    await creatorPage.goto('/dashboard/donations');
    await expect
      .poll(async () => creatorPage.getByTestId('donation-kind').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
  });

  it("the wall marks each month 'Mensual', the message once, dated when charged: at 1280 and 360 px, axe clean", async () => {
    await creatorPage.goto(`/u/${creator.username}`);
    const entries = creatorPage
      .getByRole('region', { name: 'Apoyos' })
      .getByTestId('supporter')
      .filter({ hasText: first.name });
    await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(3);
    const shown = (await entries.allTextContents()).map(text);
    expect(shown.every((entry) => entry.includes('Mensual'))).toBe(true);
    expect(shown.filter((entry) => entry.includes(first.message))).toHaveLength(1);
    // Charged now, not a month ahead ('dentro de 4 semanas').
    expect(shown.some((entry) => entry.includes('dentro de'))).toBe(false);
    expect(await axeViolations(creatorPage)).toEqual([]);
    await creatorPage.setViewportSize({ width: 360, height: 800 });
    expect(await axeViolations(creatorPage)).toEqual([]);
    await creatorPage.setViewportSize({ width: 1280, height: 800 });
  });

  it("'Rechazar sin reintentos' three times cancels it: 'Cancelada'", async () => {
    for (let i = 0; i < 3; i += 1) await pressAtSimulator(visitor, first.email, 'Rechazar sin reintentos');
    await expect.poll(() => statusOf(first.name), { timeout: 15_000 }).toBe('cancelled');
    expect((await monthlyDonations()).length).toBe(3);
    await creatorPage.goto('/dashboard/monthly');
    const row = creatorPage.getByTestId('monthly-supporter').filter({ hasText: first.name });
    await expect.poll(async () => text(await row.textContent()), { timeout: 15_000 }).toContain('Cancelada');
  });

  it('a second supporter with two subscriptions, one paused, leaves both through /baja with one mailed link', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await page.setViewportSize({ width: 360, height: 800 });
      await subscribe(page, second.name, second.email, { axe: true });
      await subscribe(page, second.name, second.email);
      const statuses = async () =>
        (await supporters()).data.supporters
          .filter((s) => s.name === second.name)
          .map((s) => s.status)
          .sort();
      await expect.poll(statuses, { timeout: 15_000 }).toEqual(['authorized', 'authorized']);
      await pressAtSimulator(page, second.email, 'Pausar');
      await expect.poll(statuses, { timeout: 15_000 }).toEqual(['authorized', 'paused']);

      // One 'active' (issue 30): the paused one counts neither on the tier card nor in the figures.
      await creatorPage.goto('/dashboard/monthly');
      const card = creatorPage.getByTestId('monthly-tier');
      await expect
        .poll(async () => text(await card.textContent()), { timeout: 15_000 })
        .toContain('1 aporte activo');
      // The screen shows what it last fetched while it asks again: the figure catches up on its own request.
      const figure = creatorPage.getByTestId('monthly-figure-active');
      await expect
        .poll(async () => text(await figure.textContent()), { timeout: 15_000 })
        .toBe('Aportes activos1');
      expect(await axeViolations(creatorPage)).toEqual([]);
      await creatorPage.setViewportSize({ width: 360, height: 800 });
      expect(text(await card.textContent())).toContain('1 aporte activo');
      expect(await axeViolations(creatorPage)).toEqual([]);
      await creatorPage.setViewportSize({ width: 1280, height: 800 });

      await page.goto(`/u/${creator.username}`);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Dar de baja un aporte mensual' })
        .click();
      await page.waitForURL(/\/baja$/);
      await page.getByRole('heading', { name: 'Dar de baja un aporte mensual' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Email').fill(second.email);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await page
        .getByText('Si tienes aportes mensuales activos, te enviamos un enlace para darlos de baja')
        .waitFor();

      const link = await mailedLinkTo(second.email, /https?:\/\/\S+\/baja\/enlace\?token=\S+/);
      const mailed = new URL(String(link)).pathname + new URL(String(link)).search;
      await page.goto(mailed);
      const items = page.getByTestId('cancel-item').filter({ hasText: creator.fullName });
      expect(await items.count()).toBe(2);
      expect(text(await items.first().textContent())).toContain(TIER);
      expect(await axeViolations(page)).toEqual([]);
      await items.first().getByRole('button', { name: 'Dar de baja' }).click();
      const code = text(await page.getByTestId('cancellation-code').textContent());
      expect(code).toMatch(/^BAJA-[A-Z0-9]{8}$/);
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });

      // Issue 30: the same mailed link still lists the other one and cancels it.
      await page.goto(mailed);
      expect(await items.count()).toBe(1);
      await items.getByRole('button', { name: 'Dar de baja' }).click();
      await page.getByTestId('cancellation-code').waitFor();
      await page.getByText('No tienes aportes mensuales activos con este email.').waitFor();

      await expect.poll(statuses, { timeout: 15_000 }).toEqual(['cancelled', 'cancelled']);
      await creatorPage.goto('/dashboard/monthly');
      const row = creatorPage.getByTestId('monthly-supporter').filter({ hasText: second.name }).first();
      await expect
        .poll(async () => text(await row.textContent()), { timeout: 15_000 })
        .toContain('Cancelada');
      // Everything it listed is cancelled: the link is done.
      await page.goto(mailed);
      await page.getByText('El enlace no es válido o ya venció. Pide uno nuevo.').waitFor();
    } finally {
      await context.close();
    }
  });
});
