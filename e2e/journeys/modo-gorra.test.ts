import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, connectMercadoPago, registerViaApi, signedInPage } from '../support/session';

/**
 * 'Modo gorra' (issue 32): the creator shows a QR for 2.000 on a phone, a fan pays it from the
 * simulator's wallet, and the screen, the public goal bar and the donations screen follow.
 */

/** es-AR money has a no-break space after the sign. */
const text = (value: string | null) =>
  (value ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

let browser: Browser;
const creator = uniqueCreator('modo-gorra');
let session: ApiSession;

/** The pesos raised as a goal bar tells assistive technology: '3 %, $ 2.000 recaudados de $ 80.000'. */
function barPesos(valueText: string | null): number {
  const match = /,\s*\$\s*([\d.]+)/.exec(text(valueText));
  if (!match?.[1]) throw new Error(`no amount in the bar's text: ${valueText}`);
  return Number(match[1].replace(/\./g, ''));
}

async function raised(): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/public/${creator.username}`);
  const body = (await res.json()) as { data: { goal: { current_amount: number } | null } };
  return body.data.goal?.current_amount ?? 0;
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
  const goal = await fetch(`${baseUrl()}/api/goals`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Grabar el disco', description: 'Estudio', target_amount: 80000 }),
  });
  if (goal.status !== 201) throw new Error(`goal failed: ${goal.status}`);
  // Where the creator plays (asked once before the first QR; the form is proven by the web test).
  const place = await fetch(`${baseUrl()}/api/gorra/place`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      address: 'Honduras 4800, Palermo, Buenos Aires',
      street_name: 'Honduras',
      street_number: '4800',
      city_name: 'Buenos Aires',
      state_name: 'Ciudad Autónoma de Buenos Aires',
      latitude: -34.5885,
      longitude: -58.4305,
    }),
  });
  if (place.status !== 200) throw new Error(`place failed: ${place.status}`);
});

describe("'Modo gorra' at 412 px", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedInPage(browser, session, { mobile: true }));
    await page.setViewportSize({ width: 412, height: 915 });
    await connectMercadoPago(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows a QR for 2.000 that any wallet pays; the screen, the public goal bar and the donations follow', async () => {
    await page.goto('/dashboard/gorra');
    await page.getByRole('heading', { name: 'Modo gorra', level: 2 }).waitFor();
    await page.getByRole('button', { name: /2\.000/ }).click();
    const picture = page.getByRole('img', { name: /Código QR para pagar/ });
    await picture.waitFor();
    expect(text(await page.locator('.gorra-amount').textContent())).toBe('$ 2.000');
    expect(await axeViolations(page)).toEqual([]);
    // A phone held up in portrait or landscape: nothing scrolls sideways, the whole code is on screen.
    for (const size of [
      { width: 360, height: 740 },
      { width: 740, height: 360 },
    ]) {
      await page.setViewportSize(size);
      const fits = await page.evaluate(() => {
        const img = document.querySelector('.gorra-qr img')?.getBoundingClientRect();
        const width = document.documentElement.clientWidth;
        return document.documentElement.scrollWidth <= width && !!img && img.left >= 0 && img.right <= width;
      });
      expect(fits, `${size.width}×${size.height}`).toBe(true);
    }
    await page.setViewportSize({ width: 412, height: 915 });

    // The journey reads the QR from the screen, as a fan's phone would.
    const shot = PNG.sync.read(await picture.screenshot());
    const qrData = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data ?? '';
    expect(qrData).toMatch(/^000201/);

    const before = await raised();
    const publicTab = await context.newPage();
    await publicTab.goto(`/u/${creator.username}`);
    const bar = publicTab.getByRole('progressbar').first();
    const barBefore = await bar.getAttribute('aria-valuetext');

    const fan = await newPage(browser, { mobile: true });
    await fan.page.goto(`/simulador/mercadopago/billetera?qr=${encodeURIComponent(qrData)}`);
    expect(text(await fan.page.locator('.amount').textContent())).toBe('$ 2.000');
    expect(await fan.page.getByText(creator.fullName).count()).toBeGreaterThan(0);
    await fan.page.getByRole('button', { name: 'Pagar' }).click();
    await fan.page.getByRole('heading', { name: 'Pago realizado' }).waitFor();
    const paidAt = Date.now();

    const arrivals = page.getByRole('region', { name: 'Pagos que llegaron' });
    await arrivals.getByText(/Llegó \$\s2\.000/).waitFor({ timeout: 3_000 });
    expect(Date.now() - paidAt).toBeLessThanOrEqual(3_000);
    expect(await raised()).toBe(before + 2000);
    // The other tab's bar (live, no reload) moves by exactly the 2.000 paid.
    await expect
      .poll(async () => barPesos(await bar.getAttribute('aria-valuetext')))
      .toBe(barPesos(barBefore) + 2000);

    // Paid once: the same code cannot be paid again.
    await fan.page.goto(`/simulador/mercadopago/billetera?qr=${encodeURIComponent(qrData)}`);
    await fan.page.getByRole('heading', { name: 'Este código ya no está disponible' }).waitFor();
    await fan.context.close();

    await page.goto('/dashboard/donations');
    // The phone shows the history as cards (the table is hidden): the visible label says QR.
    const card = page.locator('.donation-card:visible').filter({
      has: page.locator('[data-testid="donation-kind"]', { hasText: 'QR' }),
    });
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(text(await card.first().textContent())).toContain('$ 2.000');
  });
});
