import { LINK_EMBED_MESSAGES, LINK_MESSAGES, LINK_THUMBNAIL_MESSAGES, type Link } from '@enlaza/shared/links';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import { type ApiCall, mockApi, setupDomTests, signIn } from '../../../testing/setup-dom';
import { LinksManager } from './links-manager';

setupDomTests();
// Screens render lazily and answer through fetch: room for a busy machine.
vi.setConfig({ testTimeout: 15_000 });

/** Answers go through fetch and React: generous on a busy machine. */
const SLOW = { timeout: 4000 };

function link(id: number, title: string, position: number, extra: Partial<Link> = {}): Link {
  return {
    id,
    title,
    url: `https://example.com/${id}`,
    icon: 'pi pi-link',
    is_active: true,
    click_count: 0,
    order_position: position,
    display: 'button',
    thumbnail_url: null,
    starts_at: null,
    ends_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** The server's list is given out of order: the screen must sort it by position. */
const SERVER_LINKS = [link(3, 'Tienda', 3), link(1, 'Instagram', 1), link(2, 'YouTube', 2)];

function reorderAnswer(call: ApiCall) {
  const body = call.body as { links: Array<{ id: number; order_position: number }> };
  const byId = new Map(SERVER_LINKS.map((l) => [l.id, l]));
  const links = body.links.map((l) => ({ ...byId.get(l.id), order_position: l.order_position }));
  return { body: { success: true, data: { links } } };
}

async function openManager(handlers: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi({
    'GET /api/links': { body: { success: true, data: { links: SERVER_LINKS } } },
    ...handlers,
  });
  renderWithQuery(<LinksManager />);
  await screen.findByText('Instagram', {}, SLOW);
  return api;
}

const titles = () => [...document.querySelectorAll('.link-row-title')].map((el) => el.textContent);
const handle = (title: string) => screen.getByRole('button', { name: `Mover "${title}"` });
const putBodies = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

/** Rows 60 px tall from y = 100, as the browser would lay them out (jsdom lays out nothing). */
function layOutRows() {
  for (const [index, row] of [...document.querySelectorAll<HTMLElement>('.link-row')].entries()) {
    const top = 100 + index * 60;
    const rect = { top, bottom: top + 60, left: 0, right: 320, width: 320, height: 60, x: 0, y: top };
    row.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
  }
}

const pointer = { pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0, clientX: 20 };

describe('links manager: reordering', () => {
  it('lists by position and reorders with the keyboard, saving positions 1..n', async () => {
    const { calls } = await openManager({ 'PUT /api/links/reorder': reorderAnswer });
    expect(titles()).toEqual(['Instagram', 'YouTube', 'Tienda']);
    layOutRows();

    const grip = handle('Instagram');
    grip.focus();
    fireEvent.keyDown(grip, { key: ' ', code: 'Space' });
    expect(await screen.findByText(/"Instagram" seleccionado, posición 1 de 3/)).toBeTruthy();
    fireEvent.keyDown(grip, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(await screen.findByText('"Instagram" movido a la posición 2 de 3.')).toBeTruthy();
    expect(document.activeElement).toBe(handle('Instagram'));
    fireEvent.keyDown(handle('Instagram'), { key: 'Enter', code: 'Enter' });

    expect(await screen.findByText(LINK_MESSAGES.reordered, {}, SLOW)).toBeTruthy();
    expect(putBodies(calls)).toEqual([
      {
        links: [
          { id: 2, order_position: 1 },
          { id: 1, order_position: 2 },
          { id: 3, order_position: 3 },
        ],
      },
    ]);
    expect(titles()).toEqual(['YouTube', 'Instagram', 'Tienda']);
  });

  it('reorders by dragging the handle with a pointer (touch), opening the gap where it will land', async () => {
    const { calls } = await openManager({ 'PUT /api/links/reorder': reorderAnswer });
    layOutRows();
    const grip = handle('Tienda');
    fireEvent.pointerDown(grip, { ...pointer, clientY: 250 });
    fireEvent.pointerMove(grip, { ...pointer, clientY: 160 });
    fireEvent.pointerMove(grip, { ...pointer, clientY: 110 });
    const rows = [...document.querySelectorAll<HTMLElement>('.link-row')];
    await waitFor(() => expect(rows[2]?.classList.contains('is-dragging')).toBe(true));
    // The rows above make room: both move down one row's height.
    await waitFor(() => expect(rows[0]?.style.transform).toContain('60px'));
    expect(rows[1]?.style.transform).toContain('60px');
    fireEvent.pointerUp(grip, { ...pointer, clientY: 110 });

    expect(await screen.findByText(LINK_MESSAGES.reordered, {}, SLOW)).toBeTruthy();
    expect(putBodies(calls)[0]).toEqual({
      links: [
        { id: 3, order_position: 1 },
        { id: 1, order_position: 2 },
        { id: 2, order_position: 3 },
      ],
    });
    expect(titles()).toEqual(['Tienda', 'Instagram', 'YouTube']);
  });

  it('treats a press that barely moves as a tap, not a drag', async () => {
    const { calls } = await openManager({ 'PUT /api/links/reorder': reorderAnswer });
    layOutRows();
    const grip = handle('Tienda');
    fireEvent.pointerDown(grip, { ...pointer, clientY: 250 });
    fireEvent.pointerMove(grip, { ...pointer, clientY: 247 });
    fireEvent.pointerUp(grip, { ...pointer, clientY: 247 });
    expect(document.querySelector('.is-dragging')).toBeNull();
    expect(putBodies(calls)).toEqual([]);
  });

  it('Escape puts the link back and saves nothing', async () => {
    const { calls } = await openManager();
    layOutRows();
    const grip = handle('YouTube');
    grip.focus();
    fireEvent.keyDown(grip, { key: 'Enter', code: 'Enter' });
    await screen.findByText(/"YouTube" seleccionado, posición 2 de 3/);
    fireEvent.keyDown(grip, { key: 'ArrowUp', code: 'ArrowUp' });
    expect(await screen.findByText('"YouTube" movido a la posición 1 de 3.')).toBeTruthy();
    fireEvent.keyDown(handle('YouTube'), { key: 'Escape', code: 'Escape' });
    expect(
      await screen.findByText('Reordenamiento cancelado. "YouTube" volvió a la posición 2 de 3.'),
    ).toBeTruthy();
    expect(titles()).toEqual(['Instagram', 'YouTube', 'Tienda']);
    expect(putBodies(calls)).toEqual([]);
  });

  it('on failure says "Error al cambiar el orden" and reloads the list from the server', async () => {
    const { calls } = await openManager({ 'PUT /api/links/reorder': { status: 500 } });
    layOutRows();
    const grip = handle('Instagram');
    grip.focus();
    fireEvent.keyDown(grip, { key: ' ', code: 'Space' });
    await screen.findByText(/"Instagram" seleccionado/);
    fireEvent.keyDown(grip, { key: 'ArrowDown', code: 'ArrowDown' });
    await screen.findByText('"Instagram" movido a la posición 2 de 3.');
    fireEvent.keyDown(handle('Instagram'), { key: ' ', code: 'Space' });
    expect(await screen.findByText(LINK_MESSAGES.reorderFailedScreen, {}, SLOW)).toBeTruthy();
    await waitFor(
      () => expect(calls.filter((c) => c.method === 'GET' && c.url.includes('/api/links'))).toHaveLength(2),
      SLOW,
    );
    await waitFor(() => expect(titles()).toEqual(['Instagram', 'YouTube', 'Tienda']), SLOW);
  });
});

describe('links manager: editing', () => {
  it('validates, guesses the icon live and adds a link', async () => {
    const created = link(9, 'Mi Insta', 4, { url: 'https://instagram.com/luna', icon: 'pi pi-instagram' });
    const { calls } = await openManager({
      'POST /api/links': { status: 201, body: { success: true, data: { link: created } } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar enlace' }));
    const form = screen.getByRole('region', { name: 'Nuevo enlace' });
    console.log(
      'NAMES',
      screen
        .getAllByRole('button')
        .map((b) => JSON.stringify(b.textContent))
        .join(' | '),
    );
    console.log(
      'RADIOS',
      within(form)
        .getAllByRole('radio')
        .map((b) => b.closest('label')?.textContent)
        .join(' | '),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar enlace' }));
    expect(within(form).getAllByText(LINK_MESSAGES.required)).toHaveLength(2);

    fireEvent.change(within(form).getByLabelText('Título'), { target: { value: 'Mi Insta' } });
    expect(within(form).getByText('8/50')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('URL'), { target: { value: 'nota valida' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar enlace' }));
    expect(within(form).getByText(LINK_MESSAGES.urlInvalid)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('URL'), { target: { value: 'instagram.com/luna' } });
    expect(within(form).getByText(/Sugerido según la URL y el título/).textContent).toContain('Instagram');
    expect(within(form).getByRole('radio', { name: 'Instagram (sugerido)' })).toBeTruthy();
    expect(within(form).getAllByRole('radio')).toHaveLength(16);
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar enlace' }));

    expect(await screen.findByText(LINK_MESSAGES.added, {}, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Mi Insta',
      url: 'instagram.com/luna',
      icon: '',
      display: 'button',
      starts_at: null,
      ends_at: null,
    });
    expect(titles()).toEqual(['Instagram', 'YouTube', 'Tienda', 'Mi Insta']);
  });

  it('edits a link with a chosen icon', async () => {
    const { calls } = await openManager({
      'PUT /api/links/2': (call) => ({
        body: { success: true, data: { link: { ...link(2, 'Canal', 2), ...(call.body as object) } } },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Editar "YouTube"' }));
    const form = screen.getByRole('region', { name: 'Editar enlace' });
    fireEvent.change(within(form).getByLabelText('Título'), { target: { value: 'Canal' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Video' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(LINK_MESSAGES.updated, {}, SLOW)).toBeTruthy();
    expect(putBodies(calls)[0]).toEqual({
      title: 'Canal',
      url: 'https://example.com/2',
      icon: 'pi pi-video',
      display: 'button',
      is_active: true,
      starts_at: null,
      ends_at: null,
    });
  });

  it("says once that an address cannot be a player, before and after the server's refusal", async () => {
    await openManager({
      'PUT /api/links/1': {
        status: 400,
        body: {
          success: false,
          message: 'Datos inválidos',
          errors: [{ field: 'display', message: LINK_EMBED_MESSAGES.unsupported }],
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Editar "Instagram"' }));
    const form = screen.getByRole('region', { name: 'Editar enlace' });
    fireEvent.change(within(form).getByLabelText('Mostrar'), { target: { value: 'embed' } });
    expect(within(form).getAllByText(LINK_EMBED_MESSAGES.unsupported)).toHaveLength(1);
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Mostrar').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(form).getAllByText(LINK_EMBED_MESSAGES.unsupported)).toHaveLength(1);
  });

  it("picks a thumbnail with the app's picker: a button, the chosen image at once, a progress bar", async () => {
    let started: ((status: number, body: unknown) => void) | null = null;
    let progress: ((loaded: number) => void) | null = null;
    class FakeXhr {
      upload: {
        onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      } = { onprogress: null };
      status = 0;
      responseText = '';
      timeout = 0;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        progress = (loaded) => this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
        started = (status, body) => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        };
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    // jsdom has no object URLs: the chosen file's preview gets this one.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:elegida';
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    await openManager();
    fireEvent.click(screen.getByRole('button', { name: 'Editar "Instagram"' }));
    const form = screen.getByRole('region', { name: 'Editar enlace' });
    const picker = within(form).getByRole('group', { name: /Miniatura/ });
    // No bare file input on screen: the button opens the device's images.
    const input = within(picker).getByLabelText(LINK_THUMBNAIL_MESSAGES.chooseFile) as HTMLInputElement;
    expect(input.hidden).toBe(true);
    expect(within(picker).getByRole('button', { name: LINK_THUMBNAIL_MESSAGES.choose })).toBeTruthy();

    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(200)], 'tapa.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(picker.querySelector('img')?.getAttribute('src')).toBe('blob:elegida'));
    act(() => progress?.(40));
    expect(within(picker).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(picker).getByText(LINK_THUMBNAIL_MESSAGES.uploading(40))).toBeTruthy();
    await act(async () =>
      started?.(200, {
        success: true,
        data: { link: link(1, 'Instagram', 1, { thumbnail_url: '/uploads/tapa.webp' }) },
      }),
    );
    expect(await within(picker).findByText(LINK_THUMBNAIL_MESSAGES.uploaded)).toBeTruthy();
    expect(picker.querySelector('img')?.getAttribute('src')).toBe('/uploads/tapa.webp');
    expect(within(picker).queryByRole('progressbar')).toBeNull();
    expect(within(picker).getByRole('button', { name: LINK_THUMBNAIL_MESSAGES.remove })).toBeTruthy();
  });

  it('schedules a link in Argentine time and marks it Programado or Vencido', async () => {
    const { calls } = await openManager({
      'PUT /api/links/2': (call) => ({
        body: {
          success: true,
          data: {
            link: {
              ...link(2, 'YouTube', 2),
              ...(call.body as object),
              starts_at: '2099-12-01T13:00:00.000Z',
            },
          },
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Editar "YouTube"' }));
    const form = screen.getByRole('region', { name: 'Editar enlace' });
    fireEvent.change(within(form).getByLabelText('Mostrar desde'), { target: { value: '2099-12-01T10:00' } });
    fireEvent.change(within(form).getByLabelText('Mostrar hasta'), { target: { value: '2099-12-01T09:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    // The shared schema refuses an end before the start, on the field, before calling the server.
    expect(await within(form).findByText(LINK_MESSAGES.endsBeforeStart)).toBeTruthy();
    expect(putBodies(calls)).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Mostrar hasta'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(LINK_MESSAGES.updated, {}, SLOW)).toBeTruthy();
    expect(putBodies(calls)[0]).toMatchObject({ starts_at: '2099-12-01T10:00', ends_at: null });
    const row = screen.getByText('YouTube').closest('li');
    if (!row) throw new Error('row missing');
    expect(within(row).getByText(LINK_MESSAGES.scheduledLabel)).toBeTruthy();
    expect(within(row).getByText(/Desde 01\/12\/2099 10:00/)).toBeTruthy();
    expect(row.querySelector('.link-row-schedule')?.textContent).toBe(
      'Programado — se mostrará desde 01/12/2099 10:00',
    );
  });

  // Was the browser journey's one-minute real wait (e2e/journeys/exports.test.ts): on a fake minute
  // clock, the open manager drops the badge when the start arrives, without asking the server again.
  it("drops a link's 'Programado' badge at its start minute, without a reload", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-23T23:00:30.000Z'));
    signIn();
    const { calls } = mockApi({
      'GET /api/links': {
        body: {
          success: true,
          data: { links: [link(1, 'Preventa', 1, { starts_at: '2026-11-23T23:01:00.000Z' })] },
        },
      },
    });
    renderWithQuery(<LinksManager />);
    const row = (await screen.findByText('Preventa', {}, SLOW)).closest('li');
    if (!row) throw new Error('row missing');
    expect(within(row).getByText(LINK_MESSAGES.scheduledLabel)).toBeTruthy();
    const reads = calls.length;

    await act(async () => {
      vi.advanceTimersByTime(29_000); // 20:00:59 in Buenos Aires: still ahead
    });
    expect(within(row).queryByText(LINK_MESSAGES.scheduledLabel)).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1_100); // past 20:01, when the clock renews
    });
    expect(within(row).queryByText(LINK_MESSAGES.scheduledLabel)).toBeNull();
    expect(row.querySelector('.link-row-schedule')).toBeNull();
    expect(calls.length).toBe(reads);
  });

  it('marks a link whose end has passed as Vencido', async () => {
    await openManager({
      'GET /api/links': {
        body: {
          success: true,
          data: { links: [link(1, 'Instagram', 1, { ends_at: '2020-01-01T03:00:00.000Z' })] },
        },
      },
    });
    const row = screen.getByText('Instagram').closest('li');
    if (!row) throw new Error('row missing');
    expect(within(row).getByText(LINK_MESSAGES.expiredLabel)).toBeTruthy();
    expect(within(row).getByText(/Hasta 01\/01\/2020 00:00/)).toBeTruthy();
    // The card says what a visitor sees; the switch keeps the creator's setting, without the green.
    expect(row.querySelector('.link-row-schedule')?.textContent).toBe('Vencido — no se muestra');
    const toggle = within(row).getByRole('switch', { name: 'Instagram: Activo' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.classList.contains('is-off-schedule')).toBe(true);
  });

  it('hides a link and marks it Oculto', async () => {
    const { calls } = await openManager({
      'PUT /api/links/1': {
        body: { success: true, data: { link: link(1, 'Instagram', 1, { is_active: false }) } },
      },
    });
    const toggle = screen.getByRole('switch', { name: 'Instagram: Activo' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(await screen.findByText(LINK_MESSAGES.hidden, {}, SLOW)).toBeTruthy();
    expect(putBodies(calls)[0]).toMatchObject({ is_active: false });
    expect(screen.getByRole('switch', { name: 'Instagram: Oculto' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('asks before deleting and says it cannot be undone', async () => {
    const { calls } = await openManager({ 'DELETE /api/links/3': { body: { success: true } } });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar "Tienda"' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar enlace' });
    expect(dialog.textContent).toContain(LINK_MESSAGES.deleteConfirm);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(LINK_MESSAGES.deleted, {}, SLOW)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/links/3')).toBe(true);
    expect(titles()).toEqual(['Instagram', 'YouTube']);
  });

  it('shows "Copiado" for 2 s after copying a link', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openManager();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar el enlace de "YouTube"' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://example.com/2');
    expect(screen.getByText('Copiado')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText('Copiado')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Copiado')).toBeNull();
  });

  it('invites to add the first link when there are none', async () => {
    signIn();
    mockApi({ 'GET /api/links': { body: { success: true, data: { links: [] } } } });
    renderWithQuery(<LinksManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar mi primer enlace' }, SLOW));
    expect(screen.getByRole('region', { name: 'Nuevo enlace' })).toBeTruthy();
  });
});
