import type { Browser, Page, Request } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

/**
 * Issue 24: a creator adds three social icons, a thumbnail, a YouTube video and a Spotify playlist
 * shown 'Como reproductor' from the links screen. The public page shows them; nothing is requested
 * from a third party until 'Reproducir' is pressed, and then the player's iframe is there. Without
 * JavaScript: the icons, the thumbnail and plain links.
 */

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('redes');

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
});

async function addLink(page: Page, title: string, url: string, player: boolean) {
  await page.getByRole('button', { name: 'Agregar enlace', exact: true }).click();
  const form = page.getByRole('region', { name: 'Nuevo enlace' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('URL').fill(url);
  if (player) await form.getByLabel('Mostrar', { exact: true }).selectOption({ label: 'Como reproductor' });
  await form.getByRole('button', { name: 'Agregar enlace' }).click();
  await expect.poll(() => form.isVisible()).toBe(false);
}

/** Every request the page makes to a host other than ours; each is refused, so nothing leaves. */
async function watchThirdParties(page: Page): Promise<string[]> {
  const ours = new URL(baseUrl()).host;
  const seen: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === ours || url.protocol === 'data:') return route.continue();
    seen.push(url.href);
    return route.abort();
  });
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== ours && !seen.includes(url.href)) seen.push(url.href);
  });
  return seen;
}

describe('social icons, thumbnails and players', () => {
  it('the creator sets them up on the links screen and the public page shows them, players only on play', async () => {
    const { context, page } = await signedInPage(browser, session);
    await page.goto('/dashboard/links');
    const social = page.getByRole('region', { name: 'Redes sociales' });
    for (let i = 0; i < 3; i += 1) await social.getByRole('button', { name: 'Agregar red' }).click();
    await social.getByLabel('Usuario o enlace de Instagram').fill('@valen.canta');
    await social.getByLabel('Usuario o enlace de TikTok').fill('valen.canta');
    await social.getByLabel('Usuario o enlace de YouTube').fill('https://youtube.com/@valencanta');
    // Keyboard reorder: YouTube moves above TikTok.
    await social.getByRole('button', { name: 'Subir YouTube' }).press('Enter');
    await social.getByRole('button', { name: 'Guardar redes' }).click();
    await expect.poll(() => page.getByText('Redes sociales guardadas').isVisible()).toBe(true);

    await addLink(page, 'Mi tienda', 'https://valen.com.ar/tienda', false);
    await addLink(page, 'Mi video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', true);
    await addLink(page, 'Mi lista', 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', true);
    await page.getByRole('button', { name: 'Editar "Mi tienda"' }).click();
    const edit = page.getByRole('region', { name: 'Editar enlace' });
    const image = new PNG({ width: 300, height: 200 });
    image.data.fill(180);
    await edit.getByLabel('Elegir imagen').setInputFiles({
      name: 'tienda.png',
      mimeType: 'image/png',
      buffer: PNG.sync.write(image),
    });
    await expect.poll(() => edit.locator('img.link-thumbnail-preview').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const visitor = await newPage(browser, { mobile: true });
    const thirdParty = await watchThirdParties(visitor.page);
    const p = visitor.page;
    await p.goto(`/u/${creator.username}`);
    const icons = p.getByRole('list', { name: 'Redes sociales' }).getByRole('link');
    await expect.poll(() => icons.count()).toBe(3);
    expect(await icons.evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')))).toEqual([
      `Instagram de ${creator.fullName}`,
      `YouTube de ${creator.fullName}`,
      `TikTok de ${creator.fullName}`,
    ]);
    expect(await icons.first().getAttribute('href')).toBe(`/s/${creator.username}/instagram`);
    const thumb = p.getByRole('link', { name: 'Mi tienda' }).locator('img');
    expect(await thumb.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const playVideo = p.getByRole('button', { name: 'Reproducir Mi video' });
    await expect.poll(() => playVideo.isVisible()).toBe(true);
    await p.waitForLoadState('networkidle');
    expect(await axeViolations(p)).toEqual([]);
    // Phone layout at 360 px: nothing scrolls sideways.
    await p.setViewportSize({ width: 360, height: 740 });
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(thirdParty).toEqual([]);

    // Issue 30, item 17: 'Reproducir' is the player's poster, the player's size (16:9 for YouTube)
    // under the link in one card, and the player takes its place without moving the page.
    const poster = await playVideo.boundingBox();
    const card = await p.locator('.pp-embed.is-youtube').boundingBox();
    if (!poster || !card) throw new Error('the poster is not laid out');
    expect(Math.abs(poster.height - (poster.width * 9) / 16)).toBeLessThanOrEqual(2);
    expect(poster.width).toBeGreaterThan(card.width - 4);
    expect(poster.y).toBeGreaterThan(card.y);
    expect(poster.y + poster.height).toBeLessThanOrEqual(card.y + card.height + 1);

    await playVideo.click();
    const video = p.locator('iframe[title="Reproductor de YouTube: Mi video"]');
    await expect.poll(() => video.count()).toBe(1);
    const player = await video.boundingBox();
    expect(Math.abs((player?.y ?? 0) - poster.y)).toBeLessThanOrEqual(1);
    expect(Math.abs((player?.height ?? 0) - poster.height)).toBeLessThanOrEqual(2);
    expect(await video.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(await p.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await expect
      .poll(() => thirdParty.some((u) => u.startsWith('https://www.youtube-nocookie.com/')))
      .toBe(true);
    expect(thirdParty.some((u) => u.includes('spotify'))).toBe(false);

    await p.getByRole('button', { name: 'Reproducir Mi lista' }).click();
    const list = p.locator('iframe[title="Reproductor de Spotify: Mi lista"]');
    await expect.poll(() => list.count()).toBe(1);
    expect(await list.getAttribute('src')).toBe(
      'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    );
    await visitor.context.close();
  });

  it('without JavaScript: icons, the thumbnail and plain links, no play buttons', async () => {
    const { context, page } = await newPage(browser, { mobile: true, javaScriptEnabled: false });
    const thirdParty = await watchThirdParties(page);
    await page.goto(`/u/${creator.username}`);
    const icons = page.getByRole('list', { name: 'Redes sociales' }).getByRole('link');
    expect(await icons.count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Mi tienda' }).locator('img').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Mi video' }).getAttribute('href')).toMatch(/^\/l\/\d+$/);
    expect(await page.getByRole('button', { name: 'Reproducir Mi video' }).isVisible()).toBe(false);
    expect(await page.locator('iframe').count()).toBe(0);
    // The icon is a counted redirect to the network.
    const res = await page.request.get(`/s/${creator.username}/instagram`, { maxRedirects: 0 });
    expect([res.status(), res.headers().location]).toEqual([302, 'https://www.instagram.com/valen.canta']);
    expect(thirdParty).toEqual([]);
    await context.close();
  });
});
