import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('enlaces');

beforeAll(async () => {
  browser = await sharedBrowser();
  // One new creator for the whole file (registration is rate-limited per IP).
  session = await registerViaApi(creator);
});

interface ApiLink {
  id: number;
  title: string;
  icon: string;
  is_active: boolean;
  order_position: number;
}

async function serverLinks(): Promise<ApiLink[]> {
  const res = await fetch(`${baseUrl()}/api/links`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { links: ApiLink[] } }).data.links;
}

const titles = (page: Page) => page.locator('.link-row-title').allTextContents();
/** The titles in the order the rows are seen, top to bottom (while dragging, rows move by transforms). */
const seenTitles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.link-row')]
      .map((row) => ({
        top: row.getBoundingClientRect().top,
        title: row.querySelector('.link-row-title')?.textContent,
      }))
      .sort((a, b) => a.top - b.top)
      .map((row) => row.title),
  );
/** True once no row is sliding any more (dnd-kit animates rows into place after a drop). */
const rowsAtRest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.link-row')].every(
      (row) => !row.classList.contains('is-dragging') && getComputedStyle(row).transform === 'none',
    ),
  );
const handle = (page: Page, title: string) => page.getByRole('button', { name: `Mover "${title}"` });

/**
 * dnd-kit's keyboard sensor starts listening for arrow keys one task after the pick-up, and Chromium
 * runs input before timers when busy: wait for that task so the next key reaches the sensor.
 */
async function sensorListening(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function addLink(page: Page, title: string, url: string) {
  await page.getByRole('button', { name: 'Agregar enlace', exact: true }).click();
  const form = page.getByRole('region', { name: 'Nuevo enlace' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('URL').fill(url);
  await form.getByRole('button', { name: 'Agregar enlace' }).click();
  await expect.poll(() => form.isVisible()).toBe(false);
  await expect.poll(() => page.getByText('Enlace agregado correctamente').isVisible()).toBe(true);
}

/** Drags a row by its handle with the mouse and drops it over the top half of another row. */
async function dragAbove(page: Page, title: string, targetTitle: string, whileDragging: string[]) {
  const from = await handle(page, title).boundingBox();
  const to = await page.locator('.link-row', { hasText: targetTitle }).boundingBox();
  if (!from || !to) throw new Error('rows not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 20, { steps: 4 });
  await page.mouse.move(to.x + 40, to.y + 8, { steps: 10 });
  // While dragging, the rows make room where it will land: the target row has moved down below it.
  await expect.poll(() => seenTitles(page)).toEqual(whileDragging);
  expect(await page.locator('.link-row', { hasText: title }).getAttribute('class')).toContain('is-dragging');
  await page.mouse.up();
}

describe('links manager', () => {
  it('adds three links, reorders them by drag and drop and by keyboard, hides one; all of it persists', async () => {
    const { context, page } = await signedInPage(browser, session);
    await page.goto('/dashboard/links');
    await expect.poll(() => page.getByText('Todavía no tienes enlaces').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Gestionar Enlaces');

    await addLink(page, 'Mi Instagram', 'instagram.com/valentina');
    await addLink(page, 'Tienda', 'https://tienda.example.com');
    await addLink(page, 'Contacto', 'mailto:hola@example.com');
    expect(await titles(page)).toEqual(['Mi Instagram', 'Tienda', 'Contacto']);
    // No icon was chosen: each was guessed from the address and the title.
    expect((await serverLinks()).map((l) => l.icon)).toEqual([
      'pi pi-instagram',
      'pi pi-shopping-cart',
      'pi pi-envelope',
    ]);

    // Drag and drop: the last link to the top.
    await dragAbove(page, 'Contacto', 'Mi Instagram', ['Contacto', 'Mi Instagram', 'Tienda']);
    await expect.poll(() => titles(page)).toEqual(['Contacto', 'Mi Instagram', 'Tienda']);
    await expect.poll(() => page.getByText('Orden actualizado correctamente').isVisible()).toBe(true);
    await expect.poll(() => rowsAtRest(page)).toBe(true);

    // Keyboard: pick up 'Mi Instagram', move it down one place, drop it.
    await handle(page, 'Mi Instagram').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByText(/"Mi Instagram" seleccionado, posición 2 de 3/).count()).toBe(1);
    await sensorListening(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByText('"Mi Instagram" movido a la posición 3 de 3.').count()).toBe(1);
    await expect.poll(() => seenTitles(page)).toEqual(['Contacto', 'Tienda', 'Mi Instagram']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Mover "Mi Instagram"',
    );
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await serverLinks()).map((l) => l.title))
      .toEqual(['Contacto', 'Tienda', 'Mi Instagram']);

    // Hide the shop.
    await page.getByRole('switch', { name: 'Tienda: Activo' }).click();
    await expect.poll(() => page.getByText('Enlace ocultado').isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => titles(page)).toEqual(['Contacto', 'Tienda', 'Mi Instagram']);
    const hidden = page.getByRole('switch', { name: 'Tienda: Oculto' });
    expect(await hidden.getAttribute('aria-checked')).toBe('false');
    expect(await page.locator('.link-row', { hasText: 'Tienda' }).textContent()).toContain('Oculto');

    const stored = await serverLinks();
    expect(stored.map((l) => [l.title, l.order_position, l.is_active])).toEqual([
      ['Contacto', 1, true],
      ['Tienda', 2, false],
      ['Mi Instagram', 3, true],
    ]);

    // The public page lists the active links in the new order, without the hidden one.
    const visitor = await newPage(browser, { mobile: true });
    await visitor.page.goto(`/u/${creator.username}`);
    await expect
      .poll(() => visitor.page.locator('.pp-link-title').allTextContents())
      .toEqual(['Contacto', 'Mi Instagram']);
    await visitor.context.close();
    await context.close();
  });

  it('reorders with a touch drag on a phone, and Escape cancels a keyboard move', async () => {
    const { context, page } = await signedInPage(browser, session, { mobile: true });
    await page.goto('/dashboard/links');
    await expect.poll(() => titles(page)).toEqual(['Contacto', 'Tienda', 'Mi Instagram']);

    const from = await handle(page, 'Mi Instagram').boundingBox();
    const to = await page.locator('.link-row', { hasText: 'Contacto' }).boundingBox();
    if (!from || !to) throw new Error('rows not laid out');
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const x = from.x + from.width / 2;
    await touch('touchStart', x, from.y + from.height / 2);
    for (let y = from.y + from.height / 2; y > to.y + 10; y -= 25) await touch('touchMove', x, y);
    await touch('touchMove', x, to.y + 10);
    await touch('touchEnd', x, to.y + 10);
    await expect.poll(() => titles(page)).toEqual(['Mi Instagram', 'Contacto', 'Tienda']);
    await expect
      .poll(async () => (await serverLinks()).map((l) => l.title))
      .toEqual(['Mi Instagram', 'Contacto', 'Tienda']);
    await expect.poll(() => rowsAtRest(page)).toBe(true);

    await handle(page, 'Tienda').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(/"Tienda" seleccionado, posición 3 de 3/).count()).toBe(1);
    await sensorListening(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => seenTitles(page)).toEqual(['Mi Instagram', 'Tienda', 'Contacto']);
    await page.keyboard.press('Escape');
    await expect.poll(() => seenTitles(page)).toEqual(['Mi Instagram', 'Contacto', 'Tienda']);
    expect(await titles(page)).toEqual(['Mi Instagram', 'Contacto', 'Tienda']);
    expect(
      await page.getByText('Reordenamiento cancelado. "Tienda" volvió a la posición 3 de 3.').count(),
    ).toBe(1);
    await context.close();
  });

  it('has no accessibility violations: list, form and confirmation', async () => {
    for (const mobile of [true, false]) {
      const { context, page } = await signedInPage(browser, session, { mobile });
      await page.goto('/dashboard/links');
      await page.locator('.link-row').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Agregar enlace', exact: true }).click();
      await page
        .getByRole('region', { name: 'Nuevo enlace' })
        .getByLabel('URL')
        .fill('youtube.com/@valentina');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Eliminar "Contacto"' }).click();
      await page.getByRole('alertdialog').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
      await context.close();
    }
  });

  it('says on the card, inside it, when a scheduled link is not shown yet or any more (360, 412 and 1280 px)', async () => {
    const post = async (body: object) => {
      const res = await fetch(`${baseUrl()}/api/links`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.text()).toBe(201);
    };
    await post({
      title: 'Preventa de entradas del show de fin de año',
      url: 'https://example.com/preventa',
      starts_at: '2099-12-01T10:00',
    });
    await post({
      title: 'Sorteo de invierno con discos firmados',
      url: 'https://example.com/sorteo',
      ends_at: '2020-07-01T00:00',
    });
    const expected = {
      'Preventa de entradas': 'Programado — se mostrará desde 01/12/2099 10:00',
      'Sorteo de invierno': 'Vencido — no se muestra',
    };
    // One phone visit measured at 360 px, then widened to 412 px (the layout follows the viewport), and
    // one desktop visit.
    for (const widths of [[360, 412], [1280]] as const) {
      const { context, page } = await signedInPage(browser, session, { mobile: widths[0] === 360 });
      await page.setViewportSize({ width: widths[0], height: 900 });
      await page.goto('/dashboard/links');
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        for (const [title, note] of Object.entries(expected)) {
          const row = page.locator('.link-row', { hasText: title });
          const chip = row.locator('.link-schedule-chip');
          await chip.waitFor();
          // The badge lies inside the card and inside the box that holds it (which clips what overflows).
          const [rowBox, chipBox, holderBox] = await Promise.all([
            row.boundingBox(),
            chip.boundingBox(),
            chip.locator('..').boundingBox(),
          ]);
          if (!rowBox || !chipBox || !holderBox) throw new Error('not laid out');
          for (const outer of [rowBox, holderBox]) {
            expect(chipBox.x, `${title} at ${width}`).toBeGreaterThanOrEqual(outer.x);
            expect(chipBox.x + chipBox.width, `${title} at ${width}`).toBeLessThanOrEqual(
              outer.x + outer.width,
            );
            expect(chipBox.y + chipBox.height, `${title} at ${width}`).toBeLessThanOrEqual(
              outer.y + outer.height,
            );
          }
          const label = row.locator('.link-row-schedule');
          expect(await label.textContent()).toBe(note);
          // Nothing of the note is clipped: its text fits the box it is drawn in.
          expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
          // The switch keeps the creator's 'Activo', but not in the green of a link that shows.
          const toggle = row.getByRole('switch');
          expect(await toggle.getAttribute('aria-checked')).toBe('true');
          const green = await page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--color-success').trim(),
          );
          const track = await toggle
            .locator('.status-switch-track')
            .evaluate((el) => getComputedStyle(el).backgroundColor);
          expect(track).not.toBe(hexToRgb(green));
        }
        expect(await axeViolations(page), `at ${width}`).toEqual([]);
      }
      await context.close();
    }
  });
});

/** '#15803d' → 'rgb(21, 128, 61)', as getComputedStyle reports colours. */
function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
