import { formatArgentinaDate } from '@enlaza/shared/events';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { latestMailTo, mailsTo } from '../support/outbox';
import { type ApiSession, connectMercadoPago, registerViaApi, signedInPage } from '../support/session';

/**
 * Monthly care (issue 34), in the simulator, at 412 px: the creator sets 'Meta mensual' on the
 * monthly screen; the public page, opened first, moves its bar live when a supporter subscribes in
 * another tab; a friend gets a 3-month gift (the mail in the outbox, the list shows it until its
 * end); 'Rechazar cobro' → 'Pago rechazado' with the next retry, 'Cobros con problemas: 1' and the
 * supporter's mail with the update link. axe scans each screen on the visit the journey makes.
 */

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('cuidado');
const supporterEmail = `socia-${creator.username}@example.com`;
const friendEmail = `amiga-${creator.username}@example.com`;
const text = (value: string | null) =>
  (value ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as T;
}

interface Listed {
  name: string | null;
  kind: string;
  status: string;
  ends_at: string | null;
  next_retry_at: string | null;
}
const listed = async () =>
  (await api<{ data: { supporters: Listed[] } }>('/monthly/supporters')).data.supporters;

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

describe('monthly care: gifts, failed charges and the monthly goal', () => {
  let creatorContext: BrowserContext;
  let creatorPage: Page;
  let visitorContext: BrowserContext;
  let watcher: Page;
  let visitor: Page;
  let tierId: number;

  beforeAll(async () => {
    browser = await sharedBrowser();
    session = await registerViaApi(creator);
    ({ context: creatorContext, page: creatorPage } = await signedInPage(browser, session, { mobile: true }));
    await creatorPage.setViewportSize({ width: 412, height: 900 });
    await connectMercadoPago(creatorPage);
    const tier = await api<{ data: { tier: { id: number } } }>('/monthly/tiers', {
      method: 'POST',
      body: { name: 'Club', amount: 2000, description: 'Un tema por mes', active: true },
    });
    tierId = tier.data.tier.id;
    ({ context: visitorContext, page: watcher } = await newPage(browser, { mobile: true }));
    await watcher.setViewportSize({ width: 412, height: 900 });
    visitor = await visitorContext.newPage();
    await visitor.setViewportSize({ width: 412, height: 900 });
  });
  afterAll(async () => {
    await creatorContext?.close();
    await visitorContext?.close();
  });

  it("sets 'Meta mensual'; the public bar moves live when a supporter subscribes in another tab", async () => {
    await creatorPage.goto('/dashboard/monthly');
    const goal = creatorPage.getByRole('region', { name: 'Meta mensual' });
    await goal.getByText('Todavía no tienes una meta mensual.').waitFor();
    await goal.getByLabel('Objetivo').fill('10.000');
    await goal.getByRole('button', { name: 'Guardar meta mensual' }).click();
    await goal.getByTestId('monthly-goal-progress').waitFor();
    expect(text(await goal.getByTestId('monthly-goal-progress').textContent())).toContain(
      'Tu meta: $ 10.000 por mes',
    );
    await expectNoAxeViolations(creatorPage);

    // The page is open first; its bar says $ 0 of the goal.
    await watcher.goto(`/u/${creator.username}`);
    const bar = watcher.getByTestId('public-monthly-goal');
    expect(text(await bar.locator('.pp-monthly-goal-progress').textContent())).toBe(
      '$ 0 de $ 10.000 por mes',
    );
    await expectNoAxeViolations(watcher);

    // Another tab subscribes; the open page moves without a reload.
    await visitor.goto(`/u/${creator.username}/mensual/${tierId}`);
    await visitor.getByLabel('Tu nombre', { exact: true }).fill('Sofía');
    await visitor.getByLabel('Email', { exact: true }).fill(supporterEmail);
    await visitor.getByRole('button', { name: 'Suscribirme' }).click();
    await visitor.waitForURL(/\/simulador\/mercadopago\/suscripcion\//);
    await visitor.getByRole('button', { name: 'Suscribirme' }).click();
    await visitor.waitForURL(/\/mensual\/gracias/);
    await expect
      .poll(async () => text(await bar.locator('.pp-monthly-goal-progress').textContent()), {
        timeout: 15_000,
      })
      .toBe('$ 2.000 de $ 10.000 por mes');
    expect(await bar.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
  });

  it('a friend gets a 3-month gift: the mail in the outbox, listed as a gift until its end', async () => {
    await visitor.goto(`/u/${creator.username}/mensual/${tierId}`);
    const gift = visitor.getByRole('region', { name: 'Regalar un mes' });
    await gift.getByRole('radio', { name: /^3 meses · \$\s6\.000$/ }).check();
    await gift.getByLabel('Email de quien recibe el regalo').fill(friendEmail);
    await gift.getByLabel('Tu nombre (opcional)').fill('Sofía');
    await gift.getByLabel('Mensaje para quien lo recibe (opcional)').fill('¡Feliz cumple!');
    await expectNoAxeViolations(visitor);
    await gift.getByRole('button', { name: 'Regalar' }).click();
    await visitor.waitForURL(/\/simulador\/mercadopago\/checkout\//);
    await visitor.getByRole('button', { name: 'Aprobar pago' }).click();
    await visitor.waitForURL(/\/donacion\//);

    const mail = await latestMailTo(friendEmail, 30_000);
    expect(mail.subject).toBe(`Te regalaron un aporte mensual a ${creator.fullName}`);
    expect(text(mail.text)).toContain('Sofía te regaló 3 meses del nivel Club');

    await expect
      .poll(async () => (await listed()).some((s) => s.kind === 'gift'), { timeout: 15_000 })
      .toBe(true);
    const endsAt = (await listed()).find((s) => s.kind === 'gift')?.ends_at ?? '';
    await creatorPage.reload();
    const card = creatorPage.getByTestId('monthly-supporter-card').filter({ hasText: 'Regalo' });
    expect(text(await card.textContent())).toContain(`Regalo hasta el ${formatArgentinaDate(endsAt)}`);
  });

  it("'Rechazar cobro' shows 'Pago rechazado' with the next retry and mails the update link", async () => {
    await visitor.goto('/simulador/mercadopago/suscripciones');
    await visitor.getByRole('link', { name: supporterEmail }).first().click();
    await visitor.getByRole('button', { name: 'Rechazar cobro' }).click();
    await visitor.waitForLoadState();

    await expect
      .poll(async () => (await listed()).find((s) => s.status === 'payment_failed')?.next_retry_at ?? null, {
        timeout: 15_000,
      })
      .not.toBeNull();
    const retry = formatArgentinaDate(
      (await listed()).find((s) => s.status === 'payment_failed')?.next_retry_at ?? '',
    );
    await creatorPage.reload();
    const problems = creatorPage.getByRole('region', { name: 'Cobros con problemas: 1' });
    await problems.getByTestId('monthly-failed-charge').waitFor();
    expect(text(await problems.textContent())).toContain(`Próximo reintento: ${retry}`);
    const card = creatorPage.getByTestId('monthly-supporter-card').filter({ hasText: 'Pago rechazado' });
    expect(text(await card.textContent())).toContain(`Pago rechazado · Próximo reintento: ${retry}`);
    await expectNoAxeViolations(creatorPage);
    expect(await creatorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

    const subject = `No pudimos cobrar tu aporte mensual a ${creator.fullName}`;
    await expect
      .poll(async () => (await mailsTo(supporterEmail, 30_000)).some((m) => m.subject === subject), {
        timeout: 30_000,
      })
      .toBe(true);
    const mail = (await mailsTo(supporterEmail)).find((m) => m.subject === subject);
    if (!mail) throw new Error('no failed-charge mail');
    expect(mail.text).toContain('Actualizar medio de pago');
    expect(mail.text).toMatch(/\/simulador\/mercadopago\/suscripcion\//);
    expect(mail.text).toContain('/baja');
  });
});
