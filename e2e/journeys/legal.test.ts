import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { newPage, sharedBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
/** Today in Buenos Aires, as the pages write it (the browser context runs in that time zone). */
const today = () =>
  new Date().toLocaleDateString('es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  });

const PAGES = [
  { path: '/terminos', title: 'Términos y Condiciones' },
  { path: '/privacidad', title: 'Política de Privacidad' },
  { path: '/cookies', title: 'Política de Cookies' },
];

async function open(page: Page, path: string, title: string): Promise<string> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

/** Whether the element's top is on screen, in the upper half: where a jump to it lands. */
function inUpperHalf(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  });
}

describe('legal pages', () => {
  it("show today's date as the last update, a table of contents and the contact addresses, with no accessibility violations", async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    for (const { path, title } of PAGES) {
      const text = await open(page, path, title);
      expect(text, path).toContain(`Última actualización: ${today()}`);
      for (const address of ['hola@enlaza.ar', 'privacidad@enlaza.ar', 'cookies@enlaza.ar']) {
        expect(
          await page.locator(`main a[href="mailto:${address}"]`).count(),
          `${path} ${address}`,
        ).toBeGreaterThan(0);
      }
      // Every entry of the table of contents points at a section heading of the page.
      const toc = page.getByRole('navigation', { name: 'Contenido' }).getByRole('link');
      const hrefs = await toc.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length, path).toBeGreaterThanOrEqual(6);
      for (const href of hrefs) {
        expect(await page.locator(`section${href} > h2`).count(), `${path} ${href}`).toBe(1);
      }
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('jumps to a section from the table of contents', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    await open(page, '/privacidad', 'Política de Privacidad');
    await page
      .getByRole('navigation', { name: 'Contenido' })
      .getByRole('link', { name: /Tus derechos/ })
      .click();
    expect(new URL(page.url()).hash).toBe('#derechos');
    await expect.poll(() => inUpperHalf(page, '#derechos')).toBe(true);
    await context.close();
  });

  it('jumps to the section also when tapped while the page is still hydrating (a phone 8× slower)', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto('/privacidad');
    await page.getByRole('heading', { level: 1, name: 'Política de Privacidad' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Contenido' })
      .getByRole('link', { name: /Tus derechos/ })
      .click();
    await expect.poll(() => inUpperHalf(page, '#derechos')).toBe(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  });

  it('terms state payments, commission, refunds, taxes and the minimum age', async () => {
    const { context, page } = await newPage(browser);
    const text = await open(page, '/terminos', 'Términos y Condiciones');
    for (const statement of [
      'Los pagos se procesan a través de Mercado Pago, el proveedor de pagos, y no a través de Enlazá',
      'directamente a la cuenta de Mercado Pago del creador',
      'Por defecto es del 2% del monto donado; el porcentaje es configurable',
      'Las donaciones son aportes voluntarios',
      'no son reembolsables, salvo error comprobado',
      'responsable de sus propias obligaciones fiscales',
      'ARCA (ex AFIP)',
      'mayores de 18 años',
      'leyes de la República Argentina',
    ]) {
      expect(text).toContain(statement);
    }
    await context.close();
  });

  it('privacy states the Argentine law, the response times and the authority', async () => {
    const { context, page } = await newPage(browser);
    const text = await open(page, '/privacidad', 'Política de Privacidad');
    for (const statement of [
      'Ley 25.326 de Protección de los Datos Personales',
      'Agencia de Acceso a la Información Pública (AAIP)',
      'dentro de los 10 días corridos',
      'dentro de los 5 días hábiles',
      'registros contables de las donaciones se conservan durante 10 años',
      'No guardamos la dirección IP ni usamos cookies para contar visitas',
      'mayores de 18 años',
      'Enlazá no los recibe ni los guarda',
    ]) {
      expect(text).toContain(statement);
    }
    await context.close();
  });

  it('cookies lists the durations and says how Enlazá stores the session and counts visits today', async () => {
    const { context, page } = await newPage(browser);
    const text = await open(page, '/cookies', 'Política de Cookies');
    const durations: Record<string, string> = {
      auth_token: '7 días',
      theme: '1 año',
      language: '1 año',
      consent: '1 año',
      Analítica: 'Hasta 2 años',
    };
    for (const [name, duration] of Object.entries(durations)) {
      const item = page.locator('.legal-storage-item', { has: page.locator('code', { hasText: name }) });
      expect(await item.innerText(), name).toContain(duration);
    }
    expect(text).toContain('guardamos tu sesión en el almacenamiento local del navegador');
    expect(text).toContain(
      'con un identificador anónimo que se calcula con un valor que cambia todos los días',
    );
    await context.close();
  });
});
