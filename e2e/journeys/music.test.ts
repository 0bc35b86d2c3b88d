import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

/**
 * Featured music with the Spotify simulator (the default without credentials): a creator connects,
 * searches 'Soda' as track and as album, features an item, visitors see it (with and without
 * JavaScript) and play its preview; then the creator removes it, connects again, features another
 * and disconnects, and the page shows no music any more.
 */

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('musica');

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
});

const searchBox = (page: Page) => page.getByLabel('Canción, álbum o artista');

async function search(page: Page, q: string, type: 'track' | 'album'): Promise<void> {
  await searchBox(page).fill(q);
  await page.getByLabel('Tipo').selectOption(type);
  await page.getByRole('button', { name: 'Buscar' }).click();
}

/** 'Conectar con Spotify' → the simulator's consent page → the given answer → back on the screen. */
async function connect(page: Page, answer: 'Autorizar' | 'Cancelar'): Promise<void> {
  await page.getByRole('button', { name: 'Conectar con Spotify' }).click();
  await page.waitForURL(/\/simulador\/spotify\/autorizar/);
  await page.getByRole('button', { name: answer }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/spotify' && !url.search);
}

async function confirmDialog(page: Page, question: string, confirm: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect.poll(() => dialog.getByText(question).isVisible()).toBe(true);
  await dialog.getByRole('button', { name: confirm }).click();
}

const musicHeading = (page: Page) => page.locator('#pp-music-heading');

describe('featured music through Spotify (simulator)', () => {
  let creatorContext: BrowserContext;
  let page: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;

  beforeAll(async () => {
    ({ context: creatorContext, page } = await signedInPage(browser, session));
    ({ context: visitorContext, page: visitor } = await newPage(browser, { mobile: true }));
  });
  afterAll(async () => {
    await creatorContext?.close();
    await visitorContext?.close();
  });

  it('connects through the consent page', async () => {
    await page.goto('/dashboard/spotify');
    await expect
      .poll(() => page.getByText('Destaca una canción o un álbum en tu página pública').isVisible())
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await connect(page, 'Autorizar');
    await expect.poll(() => page.getByText('¡Spotify conectado exitosamente!').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/Spotify conectado como Oyente/).isVisible()).toBe(true);
  });

  it("searches 'Soda' as track and as album and features the album", async () => {
    expect(await page.getByRole('button', { name: 'Buscar' }).isDisabled()).toBe(true);
    await search(page, 'Soda', 'track');
    await expect.poll(() => page.getByText('7 resultados encontrados').isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Seleccionar De música ligera de Soda Stereo' }).isVisible(),
    ).toBe(true);

    await search(page, 'Soda', 'album');
    await expect.poll(() => page.getByText('4 resultados encontrados').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Seleccionar Signos de Soda Stereo' }).click();
    await expect.poll(() => page.getByText('Contenido actualizado exitosamente').isVisible()).toBe(true);
    const card = page.getByRole('region', { name: 'Contenido destacado' });
    expect(await card.getByText('Álbum', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('img', { name: 'Portada de Signos' }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: /Preview/ }).count()).toBe(0);
  });

  it('shows the album on the public page, also without JavaScript', async () => {
    await visitor.goto(`/u/${creator.username}`);
    await expect.poll(() => musicHeading(visitor).textContent()).toBe('Álbum destacado');
    expect(await visitor.getByText('Signos', { exact: true }).isVisible()).toBe(true);

    const { context, page: noJs } = await newPage(browser, { javaScriptEnabled: false });
    try {
      await noJs.goto(`/u/${creator.username}`);
      expect(await musicHeading(noJs).textContent()).toBe('Álbum destacado');
      const listen = noJs.getByRole('link', { name: 'Escuchar en Spotify' });
      expect(await listen.getAttribute('href')).toMatch(/\/simulador\/spotify\/album\/simAlbumSignos$/);
      expect(await noJs.getByRole('img', { name: 'Portada de Signos' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('features a track with a preview that visitors can play', async () => {
    await search(page, 'musica ligera', 'track');
    await page.getByRole('button', { name: 'Seleccionar De música ligera de Soda Stereo' }).click();
    const card = page.getByRole('region', { name: 'Contenido destacado' });
    await expect.poll(() => card.getByText('De música ligera').isVisible()).toBe(true);
    expect(await card.getByText('Canción', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('1 resultados encontrados').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await visitor.goto(`/u/${creator.username}`);
    await expect.poll(() => musicHeading(visitor).textContent()).toBe('Canción destacada');
    const widget = visitor.locator('section.pp-music');
    await widget.getByRole('button', { name: 'Preview' }).click();
    const progress = widget.getByRole('progressbar');
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await widget.getByRole('button', { name: 'Pausar' }).click();
    await expect.poll(() => progress.count()).toBe(0);
    // Scanned with the pointer still on the button: its hover state must read too.
    expect(await axeViolations(visitor)).toEqual([]);

    // Following the music link is counted as the 'spotify' click.
    const click = visitor.waitForRequest((r) =>
      r.url().endsWith(`/api/public/${creator.username}/music-click`),
    );
    const popup = visitor.waitForEvent('popup');
    await widget.getByRole('link', { name: 'Escuchar en Spotify' }).click();
    expect(JSON.parse((await click).postData() ?? '{}')).toEqual({
      url: expect.stringMatching(/\/simulador\/spotify\/cancion\/simTrackDeMusicaLigera$/),
    });
    await (await popup).close();
  });

  it('removes the content, and the page shows no music', async () => {
    await page.getByRole('button', { name: 'Remover' }).click();
    await confirmDialog(page, '¿Estás seguro de que deseas remover este contenido?', 'Remover');
    await expect.poll(() => page.getByText('Contenido removido').isVisible()).toBe(true);
    await visitor.goto(`/u/${creator.username}`);
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await musicHeading(visitor).count()).toBe(0);
  });

  it('connects again, features a track, disconnects, and the content is gone', async () => {
    await page.getByRole('button', { name: 'Desconectar cuenta' }).click();
    await confirmDialog(
      page,
      '¿Estás seguro de que deseas desconectar tu cuenta de Spotify?',
      'Desconectar cuenta',
    );
    await expect.poll(() => page.getByText('Spotify desconectado exitosamente').isVisible()).toBe(true);

    await connect(page, 'Cancelar');
    await expect.poll(() => page.getByText('Error: access_denied').isVisible()).toBe(true);
    await connect(page, 'Autorizar');
    await expect.poll(() => page.getByText('¡Spotify conectado exitosamente!').isVisible()).toBe(true);

    await search(page, 'Cerati', 'track');
    await page.getByRole('button', { name: 'Seleccionar Crimen de Gustavo Cerati' }).click();
    await expect.poll(() => page.getByText('Contenido actualizado exitosamente').isVisible()).toBe(true);
    await visitor.goto(`/u/${creator.username}`);
    await expect.poll(() => musicHeading(visitor).textContent()).toBe('Canción destacada');
    expect(await visitor.getByText('Crimen', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Desconectar cuenta' }).click();
    await confirmDialog(
      page,
      '¿Estás seguro de que deseas desconectar tu cuenta de Spotify?',
      'Desconectar cuenta',
    );
    await expect
      .poll(() => page.getByRole('button', { name: 'Conectar con Spotify' }).isVisible())
      .toBe(true);

    await visitor.goto(`/u/${creator.username}`);
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await musicHeading(visitor).count()).toBe(0);
    expect(await visitor.getByText('Crimen', { exact: true }).count()).toBe(0);
  });
});
