import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { newPage, sharedBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
const path = (page: Page) => new URL(page.url()).pathname;

/** Whether the element's top edge sits inside the viewport (the section was scrolled to). */
async function scrolledTo(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  });
}

describe('landing page', () => {
  it('shows the spec texts and its calls to action on a phone, with no accessibility violations', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    await page.goto('/');
    expect(await page.getByText('Plataforma 100% Argentina').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('presencia digital');
    const create = page.getByRole('link', { name: 'Crear mi página gratis' });
    expect(await create.count()).toBe(2);
    expect(await create.first().getAttribute('href')).toBe('/register');
    expect(await page.getByText('Sin tarjeta de crédito • Solo 2 minutos').isVisible()).toBe(true);

    // Marketing figures, three main and four small features, three sample creators.
    for (const text of ['500+', 'creadores activos', '$2.5M', 'donados', '4.9/5', 'reseñas']) {
      expect(await page.getByText(text, { exact: true }).count(), text).toBe(1);
    }
    expect(await page.locator('.landing-feature').count()).toBe(3);
    expect(await page.locator('.landing-feature-small').count()).toBe(4);
    const samples = page.locator('.sample-card');
    expect(await samples.count()).toBe(3);
    expect(await samples.allInnerTexts()).toEqual([
      expect.stringMatching(
        /Música[\s\S]*\$\s100\.000[\s\S]*Próximo evento[\s\S]*seguidores[\s\S]*días activo/i,
      ),
      expect.stringMatching(
        /Arte[\s\S]*\$\s42\.000[\s\S]*Próximo evento[\s\S]*seguidores[\s\S]*días activo/i,
      ),
      expect.stringMatching(/Emprendimiento[\s\S]*\$\s75\.000[\s\S]*Próximo evento/i),
    ]);
    expect(await page.getByRole('link', { name: 'Ver creadores destacados' }).getAttribute('href')).toBe(
      '/creadores-destacados',
    );
    expect(await page.getByRole('progressbar').count()).toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("scrolls to #como-funciona from 'Ver cómo funciona' and from the footer link", async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    await page.goto('/');
    expect(await scrolledTo(page, '#como-funciona')).toBe(false);
    await page.getByRole('link', { name: 'Ver cómo funciona' }).click();
    await expect.poll(() => scrolledTo(page, '#como-funciona')).toBe(true);
    expect(new URL(page.url()).hash).toBe('#como-funciona');

    // From another page, the footer's '/#como-funciona' lands on the section too.
    await page.goto('/terminos');
    await page.getByRole('link', { name: 'Cómo funciona' }).click();
    await page.waitForURL('**/#como-funciona');
    await expect.poll(() => scrolledTo(page, '#como-funciona')).toBe(true);
    await context.close();
  });

  it("on a desktop has no accessibility violations, opens the demo profile from 'Ver demo completo' and registration from 'Crear mi página ahora'", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByText('Plataforma 100% Argentina').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('link', { name: 'Crear mi página ahora' }).getAttribute('href')).toBe(
      '/register',
    );
    await page.getByRole('link', { name: 'Ver demo completo' }).click();
    await page.waitForURL('**/u/demo');
    expect(path(page)).toBe('/u/demo');
    await expect.poll(() => page.getByText('Lucía Fernández').first().isVisible()).toBe(true);

    await page.goto('/');
    await page.getByRole('link', { name: 'Crear mi página ahora' }).click();
    await page.waitForURL('**/register');
    await context.close();
  });
});
