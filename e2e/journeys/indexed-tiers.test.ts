import { argentinaToday } from '@enlaza/shared/events';
import { ADJUST_NOTICE_DAYS, addMonths, nextAdjustmentDay } from '@enlaza/shared/indices';
import { formatAdjustmentDay } from '@enlaza/shared/monthly';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommand } from '../support/admin';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { mailsTo } from '../support/outbox';
import { type ApiSession, connectMercadoPago, registerViaApi, signedInPage } from '../support/session';

/**
 * Issue 33, in the simulator at 412 px: the creator sets a $ 2.000 tier to adjust by inflation every
 * month with a 10 % cap → the public page shows the next adjustment and its estimate; `indices adjust`
 * for the notice day mails the supporter the new amount with the cancel link; for the adjustment day
 * it changes the subscription, and the simulator's 'Cobrar mes' charges the new amount, which the
 * supporters' figures show.
 */

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('indexado');
const supporter = { name: 'Vale', email: `vale-${creator.username}@example.com` };
const text = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
  });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as T;
}

describe('a monthly tier that keeps its value', () => {
  let creatorContext: BrowserContext;
  let creatorPage: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;

  beforeAll(async () => {
    browser = await sharedBrowser();
    session = await registerViaApi(creator);
    ({ context: creatorContext, page: creatorPage } = await signedInPage(browser, session));
    ({ context: visitorContext, page: visitor } = await newPage(browser, { mobile: true }));
    await connectMercadoPago(creatorPage);
    await creatorPage.setViewportSize({ width: 412, height: 900 });
    await api('/monthly/tiers', {
      method: 'POST',
      body: JSON.stringify({ name: 'Club', amount: 2000, active: true }),
    });
  });
  afterAll(async () => {
    await creatorContext?.close();
    await visitorContext?.close();
  });

  it('is set by inflation with a 10 % cap, told 7 days before and charged at the new amount after', async () => {
    // The creator sets the tier's 'Ajuste automático'.
    await creatorPage.goto('/dashboard/monthly');
    await creatorPage.getByRole('button', { name: 'Ajuste automático' }).click();
    const form = creatorPage.getByRole('form', { name: 'Ajuste automático: Club' });
    await form.getByLabel('Se ajusta por').selectOption('ipc');
    await form.getByLabel('Cada').selectOption('1');
    await form.getByLabel('Tope por ajuste (%)').fill('10');
    await form.getByLabel('Redondear a').selectOption('10');
    await form.getByRole('button', { name: 'Guardar ajuste' }).click();
    await creatorPage.getByText('Guardamos cómo se ajusta el nivel').waitFor();
    expect(await creatorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

    // A supporter subscribes at the simulator.
    await visitor.goto(`/u/${creator.username}`);
    await visitor.getByRole('link', { name: 'Suscribirme: Club' }).click();
    await visitor.getByLabel('Tu nombre', { exact: true }).fill(supporter.name);
    await visitor.getByLabel('Email', { exact: true }).fill(supporter.email);
    await visitor.getByRole('button', { name: 'Suscribirme' }).click();
    await visitor.waitForURL(/\/simulador\/mercadopago\/suscripcion\//);
    await visitor.getByRole('button', { name: 'Suscribirme' }).click();
    await visitor.waitForURL(/\/mensual\/gracias/);

    // The next month's CPI comes out (recorded by hand, as an operator would): 2,5 %.
    const indices = await api<{ data: { indices: { key: string; latest: { date: string } }[] } }>('/indices');
    const ipcMonth = addMonths(indices.data.indices.find((i) => i.key === 'ipc')?.latest.date ?? '', 1);
    expect(await adminCommand(['indices', 'set', 'ipc', ipcMonth, '2.5'])).toContain('Listo');
    const due = nextAdjustmentDay(argentinaToday(new Date()), 1);
    const line = `Se ajusta por inflación cada mes · próximo ajuste ${formatAdjustmentDay(due)}, estimado $ 2.050`;
    await expect
      .poll(
        async () => {
          await visitor.goto(`/u/${creator.username}`);
          return text(await visitor.getByTestId('monthly-tier-indexing').textContent());
        },
        { timeout: 15_000 },
      )
      .toBe(line);

    // Seven days before: the supporter's mail, with the new amount and the cancel link.
    const notice = await adminCommand(['indices', 'adjust', '--date', dayBefore(due, ADJUST_NOTICE_DAYS)]);
    expect(text(notice)).toContain('aviso enviado a 1 aportantes y al creador: $ 2.000 → $ 2.050');
    let mail = '';
    await expect
      .poll(
        async () => {
          const texts = (await mailsTo(supporter.email, 30_000)).map((m) => text(m.text));
          mail = texts.find((t) => t.includes('pasa de')) ?? '';
          return mail.length > 0;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(mail).toContain(`pasa de $ 2.000 a $ 2.050 desde el ${formatAdjustmentDay(due)}`);
    expect(mail).toContain(`${baseUrl()}/baja`);

    // The day comes: the subscription takes the new amount; 'Cobrar mes' charges it.
    expect(text(await adminCommand(['indices', 'adjust', '--date', due]))).toContain(
      '1 aportes cambiados en Mercado Pago',
    );
    await visitor.goto('/simulador/mercadopago/suscripciones');
    await visitor.getByRole('link', { name: supporter.email }).first().click();
    await visitor.getByRole('button', { name: 'Cobrar mes' }).click();
    await expect
      .poll(
        async () => {
          const body = await api<{ data: { donations: { kind: string; amount: number }[] } }>(
            '/donations/received?page=1&limit=50',
          );
          return body.data.donations.filter((d) => d.kind === 'monthly').map((d) => d.amount);
        },
        { timeout: 15_000 },
      )
      .toContain(2050);
    await creatorPage.goto('/dashboard/monthly');
    await expect
      .poll(async () => text(await creatorPage.getByTestId('monthly-figure-income').textContent()), {
        timeout: 15_000,
      })
      .toBe('Ingreso mensual$ 2.050');
  }, 300_000);
});

/** `days` days before `day`. */
function dayBefore(day: string, days: number): string {
  let out = day;
  for (let i = 0; i < days; i += 1) {
    const d = new Date(`${out}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1);
    out = d.toISOString().slice(0, 10);
  }
  return out;
}
