import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

/**
 * Issue 24, the page's look: the creator picks a font, a button style and a background image in the
 * editor; the public page shows them with and without JavaScript (CSS set by the server), loads only
 * that font's file, and stays readable (axe). The dashboard home offers the page's QR.
 */
let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('aspecto');

/** A light 1200×800 photo-like PNG: white text on it needs a veil. */
function lightPng(): Buffer {
  const width = 1200;
  const height = 800;
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (width * y + x) * 4;
      png.data[i] = 230 + Math.round((x / width) * 25);
      png.data[i + 1] = 220 + Math.round((y / height) * 30);
      png.data[i + 2] = 200;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
  const res = await fetch(`${baseUrl()}/api/links`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Mi música', url: 'https://example.com/musica' }),
  });
  if (res.status !== 201) throw new Error(`link failed: ${res.status} ${await res.text()}`);
});

/** What the public page shows of the look, read from computed styles. */
async function lookOf(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('.pp-page');
    const link = document.querySelector<HTMLElement>('.pp-link');
    if (!root || !link) return null;
    const r = getComputedStyle(root);
    const l = getComputedStyle(link);
    return {
      fontFamily: r.fontFamily,
      backgroundImage: r.backgroundImage,
      linkBackground: l.backgroundColor,
      linkBorder: `${l.borderTopWidth} ${l.borderTopStyle}`,
      linkFont: l.fontFamily,
    };
  });
}

describe('the page look', () => {
  it('font, button style and background chosen in the editor show on the public page, also without JavaScript', async () => {
    const { context, page } = await signedInPage(browser, session);
    await page.goto('/dashboard/profile');
    await page.getByRole('heading', { name: 'Apariencia' }).waitFor();
    await page.getByLabel('Fuente').selectOption('lora');
    await page.getByText('Contorno', { exact: true }).click();
    const preview = page.locator('.public-preview');
    await expect.poll(() => preview.getAttribute('data-buttons')).toBe('outline');
    expect(await preview.getAttribute('data-font')).toBe('lora');

    await page.locator('input[name="background_image"]').setInputFiles({
      name: 'fondo.png',
      mimeType: 'image/png',
      buffer: lightPng(),
    });
    await page.getByText('Imagen de fondo guardada').waitFor();
    await expect.poll(() => preview.getAttribute('data-image')).toBe('');
    expect(await page.getByText(/Velo sobre la imagen: \d+ %/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Perfil actualizado correctamente').waitFor();
    await context.close();

    let phoneImage = '';
    for (const javaScriptEnabled of [true, false]) {
      const visitor = await newPage(browser, { mobile: true, javaScriptEnabled });
      const fonts: string[] = [];
      const uploads: string[] = [];
      visitor.page.on('request', (request) => {
        if (request.url().endsWith('.woff2')) fonts.push(request.url());
        if (request.url().includes('/uploads/')) uploads.push(new URL(request.url()).pathname);
      });
      await visitor.page.goto(`/u/${creator.username}`);
      await visitor.page.locator('.pp-link').first().waitFor();
      await visitor.page.evaluate(() => document.fonts.ready);
      const look = await lookOf(visitor.page);
      expect(look?.fontFamily).toMatch(/^Lora, Georgia/);
      expect(look?.linkFont).toMatch(/^Lora/);
      // The veil over the image, then the image itself.
      expect(look?.backgroundImage).toMatch(
        /^linear-gradient\(rgba\(0, 0, 0, 0\.\d+\), rgba\(0, 0, 0, 0\.\d+\)\), url\(".*\/uploads\/[0-9a-f]+\.webp"\)$/,
      );
      // A phone loads the phone file and only that one (the large file sits in a wider media rule).
      phoneImage = /\/uploads\/[0-9a-f]+\.webp/.exec(look?.backgroundImage ?? '')?.[0] ?? '';
      await expect.poll(() => uploads).toEqual([phoneImage]);
      expect(look?.linkBackground).toBe('rgba(0, 0, 0, 0)');
      expect(look?.linkBorder).toBe('2px solid');
      expect(await visitor.page.evaluate(() => document.fonts.check('700 16px Lora'))).toBe(true);
      // Only the chosen font's files: the others are never named on the page.
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((url) => /\/assets\/lora-latin-(400|700)-normal-[\w-]+\.woff2$/.test(url))).toBe(
        true,
      );
      const preload = await visitor.page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(preload).toHaveLength(1);
      expect(preload[0]).toMatch(/lora-latin-400-normal/);
      if (javaScriptEnabled) expect(await axeViolations(visitor.page)).toEqual([]);
      await visitor.context.close();
    }

    // A wide screen loads the large file instead, under the same veil.
    const wide = await newPage(browser);
    const uploads: string[] = [];
    wide.page.on('request', (request) => {
      if (request.url().includes('/uploads/')) uploads.push(new URL(request.url()).pathname);
    });
    await wide.page.goto(`/u/${creator.username}`);
    await wide.page.locator('.pp-link').first().waitFor();
    const wideImage = /\/uploads\/[0-9a-f]+\.webp/.exec(
      (await lookOf(wide.page))?.backgroundImage ?? '',
    )?.[0];
    expect(wideImage).toBeTruthy();
    expect(wideImage).not.toBe(phoneImage);
    await expect.poll(() => uploads).toEqual([wideImage]);
    await wide.context.close();
  });

  it('the dashboard home offers the page QR as PNG and SVG', async () => {
    const { context, page } = await signedInPage(browser, session);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Código QR de tu página' });
    await card.waitFor();
    const picture = card.getByRole('img', { name: `Código QR que lleva a /u/${creator.username}` });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await card.getByText('En los colores de tu página.').isVisible()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Descargar SVG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`enlaza-qr-${creator.username}.svg`);
    await context.close();
  });
});
