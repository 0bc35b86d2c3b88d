import { themeBackground } from '@enlaza/shared/theme';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('perfil');

beforeAll(async () => {
  browser = await sharedBrowser();
  // One new creator for the whole file (registration is rate-limited per IP).
  session = await registerViaApi(creator);
});

/** A 640×400 PNG: a colour ramp with a white disc, so crops and turns are visible. */
function samplePng(): Buffer {
  const width = 640;
  const height = 400;
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (width * y + x) * 4;
      const disc = Math.hypot(x - 420, y - 180) < 90;
      png.data[i] = disc ? 255 : Math.round((x / width) * 255);
      png.data[i + 1] = disc ? 255 : Math.round((y / height) * 255);
      png.data[i + 2] = disc ? 255 : 150;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const preview = (page: Page) => page.getByRole('complementary', { name: 'Vista previa' });
const sidebarAvatar = (page: Page) => page.locator('.dash-sidebar-user img');

describe('profile editor', () => {
  it('edits name, bio, category and theme with a live preview; the changes are saved and survive a reload', async () => {
    const { context, page } = await signedInPage(browser, session);
    await page.goto('/dashboard/profile');
    await page.getByRole('heading', { name: 'Datos básicos' }).waitFor();
    const p = preview(page);
    await expect.poll(() => p.getByText(creator.fullName).isVisible()).toBe(true);

    await page.getByLabel('Nombre', { exact: true }).fill('Valentina Rivas');
    await page.getByLabel('Biografía').fill('Canto y doy talleres de percusión en Córdoba.');
    const arte = await page
      .locator('select[name="category_id"] option', { hasText: 'Arte' })
      .getAttribute('value');
    await page.getByLabel('Categoría', { exact: true }).selectOption(arte ?? '');
    await page.getByText('Verde', { exact: true }).click();
    await page.getByText('Profesional', { exact: true }).click();

    // The preview follows every change before anything is saved.
    await expect.poll(() => p.getByText('Valentina Rivas').isVisible()).toBe(true);
    expect(await p.getByText('Canto y doy talleres de percusión en Córdoba.').isVisible()).toBe(true);
    expect(await p.locator('.pv-category').textContent()).toContain('Arte');
    expect(await page.getByText('45/160').isVisible()).toBe(true);
    const expected = themeBackground({
      primary_color: '#10b981',
      accent_color: '#f59e0b',
      background_style: 'professional',
    });
    const look = await p.locator('.public-preview').evaluate((el) => {
      const style = getComputedStyle(el);
      return { image: style.backgroundImage, button: style.getPropertyValue('--theme-button-bg').trim() };
    });
    expect(look.button).toBe(expected.buttonBackground);
    expect(look.image).toContain('linear-gradient');
    expect(look.image).toContain('rgb(15, 23, 42)');

    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByText('Perfil actualizado correctamente').isVisible()).toBe(true);
    expect(await page.locator('.dash-sidebar-user strong').textContent()).toBe('Valentina Rivas');

    await page.reload();
    await page.getByRole('heading', { name: 'Datos básicos' }).waitFor();
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Valentina Rivas');
    expect(await page.getByLabel('Biografía').inputValue()).toBe(
      'Canto y doy talleres de percusión en Córdoba.',
    );
    expect(await page.getByLabel('Categoría', { exact: true }).inputValue()).toBe(arte);
    expect(await page.getByRole('radio', { name: 'Verde' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Profesional' }).isChecked()).toBe(true);

    // What the server stored, not only what the browser kept.
    const me = await fetch(`${baseUrl()}/api/auth/me`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const stored = ((await me.json()) as { data: { user: Record<string, unknown> } }).data.user;
    expect(stored).toMatchObject({
      full_name: 'Valentina Rivas',
      bio: 'Canto y doy talleres de percusión en Córdoba.',
      category_id: Number(arte),
      theme: { primary_color: '#10b981', accent_color: '#f59e0b', background_style: 'professional' },
    });
    await context.close();
  });

  it('uploads a photo through the crop modal and the header avatar changes at once', async () => {
    const { context, page } = await signedInPage(browser, session);
    await page.goto('/dashboard/profile');
    await page.getByRole('heading', { name: 'Foto de perfil' }).waitFor();
    expect(await sidebarAvatar(page).count()).toBe(0);

    await page.getByLabel('Elegir foto de perfil').setInputFiles({
      name: 'mi-foto.png',
      mimeType: 'image/png',
      buffer: samplePng(),
    });
    const dialog = page.getByRole('dialog', { name: 'Editar Foto de Perfil' });
    await dialog.waitFor();
    await dialog.getByLabel('Zoom').fill('1.6');
    await dialog.getByRole('button', { name: 'Rotar a la derecha' }).click();
    await dialog.getByRole('application', { name: 'Área de recorte' }).press('ArrowLeft');
    await expect
      .poll(() => dialog.locator('.crop-estimate strong').textContent(), { timeout: 5000 })
      .toMatch(/\d+(,\d+)? (B|KB|MB)$/);
    await dialog.getByRole('button', { name: 'Guardar Imagen' }).click();

    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByText('Foto de perfil actualizada correctamente').isVisible())
      .toBe(true);
    await expect.poll(async () => (await sidebarAvatar(page).count()) > 0).toBe(true);
    const src = await sidebarAvatar(page).getAttribute('src');
    expect(src).toMatch(/^\/uploads\//);
    // The image really loads, at the 256 px chosen by default in the modal.
    await expect
      .poll(() => sidebarAvatar(page).evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(256);
    expect(await preview(page).locator('img.pv-avatar').getAttribute('src')).toBe(src);

    await page.reload();
    await page.getByRole('heading', { name: 'Foto de perfil' }).waitFor();
    expect(await sidebarAvatar(page).getAttribute('src')).toBe(src);

    // The public page shows what was saved in the editor (name, bio and theme in the first journey).
    await page.goto(`/u/${creator.username}`);
    await page.getByRole('heading', { level: 1, name: 'Valentina Rivas' }).waitFor();
    expect(await page.getByText('Canto y doy talleres de percusión en Córdoba.').isVisible()).toBe(true);
    const avatar = page.locator(`img[src="${src}"]`).first();
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(256);
    await context.close();
  });

  it('refuses a file that is not an image with the spec message, on a phone', async () => {
    const { context, page } = await signedInPage(browser, session, { mobile: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/dashboard/profile');
    await page.getByRole('heading', { name: 'Foto de perfil' }).waitFor();
    // Issue 30, item 12: the profile and its look come first, security next, deleting the account last,
    // at 360 px and at 1280 px ('Fuente' was about 4.000 px down a phone, under the danger zone).
    await page.getByRole('heading', { name: 'Eliminar mi cuenta' }).waitFor();
    await page.waitForLoadState('networkidle');
    const order = () =>
      page.evaluate(() => {
        const top = (el: Element | null | undefined) => (el ? el.getBoundingClientRect().top + scrollY : -1);
        const heading = (name: string) =>
          [...document.querySelectorAll('h2')].find((h) => h.textContent?.startsWith(name));
        const font = document.querySelector('select[name="font"]') ?? null;
        const headings = [...document.querySelectorAll('main h2')].map((h) => h.textContent ?? '');
        return {
          font: top(font),
          basic: top(heading('Datos básicos')),
          twoStep: top(heading('Verificación en dos pasos')),
          remove: top(heading('Eliminar mi cuenta')),
          last: headings.at(-1),
        };
      });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const at = await order();
      expect(at.basic, `${width} px`).toBeGreaterThan(0);
      expect(at.basic, `${width} px`).toBeLessThan(at.twoStep);
      expect(at.font, `${width} px`).toBeGreaterThan(0);
      expect(at.font, `${width} px`).toBeLessThan(at.twoStep);
      expect(at.twoStep, `${width} px`).toBeLessThan(at.remove);
      expect(at.last, `${width} px`).toBe('Eliminar mi cuenta');
      expect(await axeViolations(page), `${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByLabel('Elegir foto de perfil').setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await expect.poll(() => page.getByText('Formato no válido. Usa JPG, PNG o WebP').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
