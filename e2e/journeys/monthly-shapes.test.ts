import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, connectMercadoPago, registerViaApi, signedInPage } from '../support/session';

/**
 * Monthly shapes (issue 34), in the simulator, at 412 px: the creator offers a tier monthly and
 * yearly and a pay-what-you-want tier from $ 1.500 in the tier editor; one supporter subscribes
 * yearly; another types '1.000', gets the Spanish minimum error, then '2.500' and subscribes; the
 * supporters list shows each one's frequency and amount, and the income counts the year as a twelfth.
 */

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('formas');
const text = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');

interface SupportersAnswer {
  data: {
    supporters: { name: string | null; status: string; frequency: string; amount: number }[];
    summary: { active: number; monthly_income: number };
  };
}
async function supporters(): Promise<SupportersAnswer['data']> {
  const res = await fetch(`${baseUrl()}/api/monthly/supporters`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return ((await res.json()) as SupportersAnswer).data;
}

/** The tier editor's form: name, monthly amount, and the shapes of issue 34. */
async function addTier(page: Page, fields: Record<string, string>): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo nivel' }).click();
  const form = page.getByRole('form', { name: 'Nuevo nivel mensual' });
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Guardar nivel' }).click();
  await page.getByText('Nivel creado correctamente').waitFor();
  await page.getByText('Nivel creado correctamente').waitFor({ state: 'detached', timeout: 20_000 });
}

/** 'Suscribirme' at the simulator's consent page, back on our thanks page. */
async function consent(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await page.waitForURL(/\/simulador\/mercadopago\/suscripcion\//);
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await page.waitForURL(/\/mensual\/gracias/);
}

describe('monthly shapes: yearly and pay what you want', () => {
  let creatorContext: BrowserContext;
  let creatorPage: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;

  beforeAll(async () => {
    browser = await sharedBrowser();
    session = await registerViaApi(creator);
    ({ context: creatorContext, page: creatorPage } = await signedInPage(browser, session, { mobile: true }));
    await creatorPage.setViewportSize({ width: 412, height: 900 });
    ({ context: visitorContext, page: visitor } = await newPage(browser, {
      mobile: true,
      javaScriptEnabled: false,
    }));
    await visitor.setViewportSize({ width: 412, height: 900 });
    await connectMercadoPago(creatorPage);
  });
  afterAll(async () => {
    await creatorContext?.close();
    await visitorContext?.close();
  });

  it('offers yearly and Monto libre; a yearly supporter and one who chose 2.500 after the minimum error', async () => {
    await creatorPage.goto('/dashboard/monthly');
    await addTier(creatorPage, {
      'Nombre del nivel': 'Club',
      'Monto por mes (ARS)': '2000',
      'Monto anual (opcional)': '20.000',
    });
    await addTier(creatorPage, {
      'Nombre del nivel': 'A voluntad',
      'Monto por mes (ARS)': '2000',
      'Monto libre: mínimo (opcional)': '1.500',
    });
    const cards = text(
      await creatorPage
        .getByTestId('monthly-tier-shapes')
        .allTextContents()
        .then((t) => t.join('|')),
    );
    expect(cards).toContain('$ 20.000 por año · Ahorras 2 meses');
    expect(cards).toContain('Monto libre: desde $ 1.500');

    // The public page says so; a supporter without JavaScript subscribes yearly.
    await visitor.goto(`/u/${creator.username}`);
    const block = visitor.getByRole('region', { name: 'Aporte mensual' });
    expect(text(await block.textContent())).toContain('$ 20.000 por año · Ahorras 2 meses');
    await block.getByRole('link', { name: 'Suscribirme: Club' }).click();
    await visitor.getByLabel('Anual: $ 20.000 por año').check();
    await visitor.getByLabel('Email', { exact: true }).fill(`anual-${creator.username}@example.com`);
    await visitor.getByLabel('Tu nombre', { exact: true }).fill('Ana anual');
    await consent(visitor);

    // Another types '1.000': the Spanish minimum error, nothing sent; then '2.500'.
    await visitor.goto(`/u/${creator.username}`);
    await block.getByRole('link', { name: 'Suscribirme: A voluntad' }).click();
    await visitor.getByLabel('Tu nombre', { exact: true }).fill('Beto libre');
    await visitor.getByLabel('Email', { exact: true }).fill(`libre-${creator.username}@example.com`);
    await visitor.getByLabel('Monto por mes').fill('1.000');
    await visitor.getByRole('button', { name: 'Suscribirme' }).click();
    expect(text(await visitor.locator('#monto-error').textContent())).toBe(
      'El monto mínimo de este nivel es $ 1.500',
    );
    expect(await visitor.getByLabel('Monto por mes').getAttribute('aria-invalid')).toBe('true');
    await visitor.getByLabel('Monto por mes').fill('2.500');
    await consent(visitor);

    await expect
      .poll(async () => (await supporters()).supporters.filter((s) => s.status === 'authorized').length, {
        timeout: 15_000,
      })
      .toBe(2);
    const data = await supporters();
    expect(data.supporters.find((s) => s.name === 'Ana anual')).toMatchObject({
      frequency: 'yearly',
      amount: 20_000,
    });
    expect(data.supporters.find((s) => s.name === 'Beto libre')).toMatchObject({
      frequency: 'monthly',
      amount: 2500,
    });
    // 2.500 + 20.000 / 12 (1.666,67 → 1.667).
    expect(data.summary).toMatchObject({ active: 2, monthly_income: 4167 });

    await creatorPage.reload();
    await creatorPage.getByTestId('monthly-supporter-card').filter({ hasText: 'Beto libre' }).waitFor();
    const list = text(
      await creatorPage
        .getByTestId('monthly-supporter-card')
        .allTextContents()
        .then((t) => t.join('|')),
    );
    expect(list).toContain('$ 20.000 · Anual');
    expect(list).toContain('$ 2.500 · Mensual');
    expect(text(await creatorPage.getByTestId('monthly-figure-income').textContent())).toBe(
      'Ingreso mensual$ 4.167',
    );
    expect(await creatorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  });
});
