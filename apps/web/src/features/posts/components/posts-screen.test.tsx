import {
  POST_IMAGE_MESSAGES as I,
  POST_MESSAGES as M,
  POST_SCREEN_MESSAGES as T,
} from '@enlaza/shared/posts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { type ApiCall, mockApi, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

const published = {
  id: 7,
  title: 'Show en Rosario',
  body: 'Nos vemos',
  audience: { kind: 'public', min_tier_id: null },
  send_email: false,
  status: 'published',
  publish_at: null,
  published_at: '2026-11-20T23:00:00.000Z',
  created_at: '2026-11-20T23:00:00.000Z',
  updated_at: '2026-11-20T23:00:00.000Z',
  mailing: null,
};
/** A post whose mailing is going out. */
const mailing = {
  ...published,
  id: 6,
  title: 'Gira',
  audience: { kind: 'fans', min_tier_id: null },
  send_email: true,
  mailing: { status: 'sending', total: 340, sent: 120, failed: 2 },
};

describe("the 'Novedades' screen", { timeout: 20_000 }, () => {
  it('is in the menu; writes a scheduled post in Argentine time, lists it, shows field errors, deletes', async () => {
    let rows: object[] = [published, mailing];
    const { calls } = mockApi({
      'GET /api/posts': () => ({ body: { success: true, data: { posts: rows } } }),
      'POST /api/posts': (call: ApiCall) => {
        const input = call.body as { title: string; publish_at?: string };
        if (input.title === 'Repetida') {
          return {
            status: 400,
            body: { message: 'Datos inválidos', errors: [{ field: 'publish_at', message: M.publishAtPast }] },
          };
        }
        const post = {
          ...published,
          id: 8,
          title: input.title,
          status: 'scheduled',
          published_at: null,
          publish_at: '2026-12-01T13:00:00.000Z',
        };
        rows = [post, ...rows];
        return { status: 201, body: { success: true, message: M.scheduled, data: { post } } };
      },
      'DELETE /api/posts/7': () => {
        rows = rows.filter((row) => (row as { id: number }).id !== 7);
        return { body: { success: true, message: M.deleted } };
      },
    });
    const user = signIn();
    renderApp('/dashboard/novedades');
    const list = await screen.findByRole('list', { name: T.listTitle }, { timeout: 10_000 });
    expect(within(list).getByText('Show en Rosario')).toBeTruthy();
    expect(within(list).getByText('Enviado a 120 de 340 · 2 no se pudieron entregar')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Novedades' }).length).toBeGreaterThan(0);
    expect(within(list).getByRole('link', { name: T.view }).getAttribute('href')).toBe(
      `/u/${user.username}/novedades/7`,
    );

    // The schema's own message, before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(M.titleRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(T.titleLabel), { target: { value: 'Lanzamiento' } });
    fireEvent.change(screen.getByLabelText(T.bodyLabel), { target: { value: 'Sale el **disco**' } });
    fireEvent.change(screen.getByLabelText(T.whenLabel), { target: { value: 'scheduled' } });
    fireEvent.change(screen.getByLabelText(T.publishAtLabel), { target: { value: '2026-12-01T10:00' } });
    fireEvent.click(screen.getByLabelText(T.sendEmailLabel));
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(M.scheduled)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Lanzamiento',
      body: 'Sale el **disco**',
      audience: { kind: 'public' },
      draft: false,
      send_email: true,
      publish_at: '2026-12-01T10:00',
    });
    expect(await within(list).findByText('Lanzamiento')).toBeTruthy();
    expect(within(list).getByText(/Se publica el 01\/12\/2026 10:00/)).toBeTruthy();

    // The server's field error lands on its field.
    fireEvent.change(screen.getByLabelText(T.titleLabel), { target: { value: 'Repetida' } });
    fireEvent.change(screen.getByLabelText(T.bodyLabel), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText(T.whenLabel), { target: { value: 'scheduled' } });
    fireEvent.change(screen.getByLabelText(T.publishAtLabel), { target: { value: '2026-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(M.publishAtPast)).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: T.deleteLabel('Show en Rosario') }));
    const dialog = screen.getByRole('alertdialog', { name: T.delete });
    fireEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    expect(await screen.findByText(M.deleted)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/posts/7']);
  });

  it('uploads the optional image after saving the post, and says so when only the image failed', async () => {
    const uploads: string[] = [];
    let answer = 200;
    class FakeXhr {
      upload = { onprogress: null };
      status = 0;
      responseText = '';
      timeout = 0;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(_method: string, url: string) {
        uploads.push(url);
      }
      setRequestHeader() {}
      abort() {}
      send() {
        this.status = answer;
        this.responseText = JSON.stringify(
          answer === 200
            ? { success: true, message: I.uploaded, data: { post: published } }
            : { message: 'x' },
        );
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let next = 20;
    mockApi({
      'GET /api/posts': () => ({ body: { success: true, data: { posts: [] } } }),
      'POST /api/posts': () => {
        next += 1;
        const post = { ...published, id: next };
        return { status: 201, body: { success: true, message: M.published, data: { post } } };
      },
    });
    signIn();
    renderApp('/dashboard/novedades');
    const write = async (title: string) => {
      fireEvent.change(await screen.findByLabelText(T.titleLabel), { target: { value: title } });
      fireEvent.change(screen.getByLabelText(T.bodyLabel), { target: { value: 'Con foto' } });
      fireEvent.change(screen.getByLabelText(I.label), {
        target: { files: [new File([new Uint8Array(200)], 'show.png', { type: 'image/png' })] },
      });
      fireEvent.click(screen.getByRole('button', { name: T.submit }));
    };
    await write('Con imagen');
    expect(await screen.findByText(M.published)).toBeTruthy();
    expect(uploads).toEqual([expect.stringMatching(/\/api\/posts\/21\/image$/)]);
    answer = 500;
    await write('Imagen rota');
    expect(await screen.findByText(I.uploadFailed)).toBeTruthy();
    expect(uploads[1]).toMatch(/\/api\/posts\/22\/image$/);
  });
});
