import type { MusicItem } from '@enlaza/shared/spotify';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { type ApiCall, mockApi, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();
vi.setConfig({ testTimeout: 20_000 });

/** Answers go through fetch, React and a lazy route: generous on a busy machine. */
const SLOW = { timeout: 6000 };

const item = (overrides: Partial<MusicItem> = {}): MusicItem => ({
  spotify_id: 'simTrackDeMusicaLigera',
  content_type: 'track',
  name: 'De música ligera',
  artist: 'Soda Stereo',
  image_url: '/simulador/spotify/portadas/simAlbumCancionAnimal.svg',
  preview_url: '/simulador/spotify/previews/simTrackDeMusicaLigera.wav',
  spotify_url: 'https://open.spotify.com/track/x',
  ...overrides,
});

const status = (is_authorized: boolean, has_content = false, needs_reconnection = false) => ({
  body: { success: true, data: { is_authorized, has_content, needs_reconnection } },
});
const contentAnswer = (content: MusicItem | null) => ({ body: { success: true, data: { content } } });
const connectionAnswer = {
  body: {
    success: true,
    data: {
      connection: {
        status: 'connected',
        provider_user_id: '123',
        display_name: 'Oyente 0123 (simulado)',
        connected_at: '2026-01-01T00:00:00.000Z',
        simulated: true,
      },
    },
  },
};

function open(handlers: Parameters<typeof mockApi>[0], url = '/dashboard/spotify') {
  signIn();
  const api = mockApi(handlers);
  renderApp(url);
  return api;
}

const connected = (content: MusicItem | null, extra: Parameters<typeof mockApi>[0] = {}) => ({
  'GET /api/spotify/status': status(true, content !== null),
  'GET /api/spotify/content': contentAnswer(content),
  'GET /api/spotify/connection': connectionAnswer,
  ...extra,
});

describe('Spotify screen', () => {
  it('invites an unconnected creator to connect and starts the authorization', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = open({
      'GET /api/spotify/status': status(false),
      'POST /api/spotify/oauth/initiate': {
        body: { success: true, data: { oauth_url: 'http://localhost/simulador/spotify/autorizar?state=s' } },
      },
    });
    const button = await screen.findByRole('button', { name: 'Conectar con Spotify' }, SLOW);
    expect(screen.getByText('Destaca una canción o un álbum en tu página pública')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buscar' })).toBeNull();
    fireEvent.click(button);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/simulador/spotify/autorizar?state=s'),
    );
    expect(screen.getByRole('button', { name: 'Conectando...' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/spotify/oauth/initiate'))).toBe(
      true,
    );
  });

  it('says so when the authorization cannot start, and when a connection needs renewing', async () => {
    open({
      'GET /api/spotify/status': status(false, false, true),
      'POST /api/spotify/oauth/initiate': { status: 500, body: { message: 'x' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Conectar con Spotify' }, SLOW));
    expect(await screen.findByText('Error al conectar con Spotify')).toBeTruthy();
    expect(screen.getByText('Tu conexión con Spotify venció. Vuelve a conectar tu cuenta.')).toBeTruthy();
  });

  it('shows a status failure as its error', async () => {
    open({ 'GET /api/spotify/status': { status: 500, body: { message: 'x' } } });
    expect(await screen.findByText('Error al verificar estado de Spotify', {}, SLOW)).toBeTruthy();
  });

  it('shows the featured item with its cover, link and preview, and removes it after confirming', async () => {
    const { calls } = open(connected(item(), { 'DELETE /api/spotify/content': { body: { success: true } } }));
    const card = await screen.findByRole('region', { name: 'Contenido destacado' }, SLOW);
    const c = within(card);
    expect(c.getByText('Canción')).toBeTruthy();
    expect(c.getByText('De música ligera')).toBeTruthy();
    expect(c.getByText('Soda Stereo')).toBeTruthy();
    expect(c.getByRole('img', { name: 'Portada de De música ligera' })).toBeTruthy();
    expect(c.getByRole('link', { name: /Abrir en Spotify/ }).getAttribute('href')).toBe(
      'https://open.spotify.com/track/x',
    );
    expect(c.getByRole('button', { name: 'Preview: De música ligera' })).toBeTruthy();
    expect(screen.getByText(/Spotify conectado como Oyente 0123/)).toBeTruthy();

    fireEvent.click(c.getByRole('button', { name: 'Remover' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('¿Estás seguro de que deseas remover este contenido?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Contenido removido')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Contenido destacado' })).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/api/spotify/content'))).toBe(
      true,
    );
  });

  it('offers no preview for an album without one', async () => {
    open(connected(item({ content_type: 'album', name: 'Signos', preview_url: null })));
    const card = await screen.findByRole('region', { name: 'Contenido destacado' }, SLOW);
    expect(within(card).getByText('Álbum')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Preview/ })).toBeNull();
  });

  it('searches by type, selects a result and shows what the server stored', async () => {
    const results = [
      item({
        spotify_id: 'simAlbumCancionAnimal',
        content_type: 'album',
        name: 'Canción Animal',
        preview_url: null,
      }),
      item({ spotify_id: 'simAlbumSignos', content_type: 'album', name: 'Signos', preview_url: null }),
    ];
    const stored = item({
      spotify_id: 'simAlbumSignos',
      content_type: 'album',
      name: 'Signos (del servidor)',
      preview_url: null,
    });
    const { calls } = open(
      connected(null, {
        'GET /api/spotify/search': { body: { success: true, data: { results } } },
        'POST /api/spotify/content': (call: ApiCall) => ({
          body: {
            success: true,
            message: 'ok',
            data: { content: { ...stored, spotify_id: (call.body as MusicItem).spotify_id } },
          },
        }),
      }),
    );
    const buscar = await screen.findByRole('button', { name: 'Buscar' }, SLOW);
    expect((buscar as HTMLButtonElement).disabled).toBe(true);
    const text = screen.getByLabelText('Canción, álbum o artista');
    fireEvent.change(text, { target: { value: '   ' } });
    expect((buscar as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(text, { target: { value: ' Soda ' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'album' } });
    expect((buscar as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(buscar);

    expect(await screen.findByText('2 resultados encontrados')).toBeTruthy();
    const search = calls.find((c) => c.url.includes('/api/spotify/search'));
    expect(new URL(search?.url ?? '', 'http://x').searchParams.toString()).toBe('q=Soda&type=album');

    fireEvent.click(screen.getByRole('button', { name: /Seleccionar Signos/ }));
    expect(await screen.findByText('Contenido actualizado exitosamente')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Contenido destacado' });
    expect(within(card).getByText('Signos (del servidor)')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/spotify/content'));
    expect(post?.body).toMatchObject({ spotify_id: 'simAlbumSignos', content_type: 'album' });

    // The toast lasts 3 s.
    await waitFor(() => expect(screen.queryByText('Contenido actualizado exitosamente')).toBeNull(), {
      timeout: 4500,
    });
  });

  it("marks which search results have a preview ('Con vista previa'), so the widget's playing is known", async () => {
    const results = [item(), item({ spotify_id: 'simTrackLuzDeDia', name: 'Luz de día', preview_url: null })];
    open(connected(null, { 'GET /api/spotify/search': { body: { success: true, data: { results } } } }));
    fireEvent.change(await screen.findByLabelText('Canción, álbum o artista', {}, SLOW), {
      target: { value: 'soda' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const count = await screen.findByText('2 resultados encontrados');
    const rows = within(count.parentElement as HTMLElement).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Con vista previa')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByText('Sin vista previa')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Sin vista previa')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('Con vista previa')).toBeNull();
  });

  it('says when nothing was found, and when the search or the choice failed', async () => {
    let searchAnswer: { status?: number; body: unknown } = { body: { success: true, data: { results: [] } } };
    open(
      connected(null, {
        'GET /api/spotify/search': () => searchAnswer,
        'POST /api/spotify/content': {
          status: 502,
          body: { message: 'Error al guardar contenido de Spotify' },
        },
      }),
    );
    fireEvent.change(await screen.findByLabelText('Canción, álbum o artista', {}, SLOW), {
      target: { value: 'zzzz' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No se encontraron resultados')).toBeTruthy();

    searchAnswer = { status: 502, body: { message: 'x' } };
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Error al buscar en Spotify')).toBeTruthy();

    searchAnswer = { body: { success: true, data: { results: [item()] } } };
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('1 resultados encontrados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Seleccionar/ }));
    expect(await screen.findByText('Error al guardar contenido de Spotify')).toBeTruthy();
  });

  it('disconnects after confirming and goes back to the invitation', async () => {
    const { calls } = open(
      connected(item(), { 'DELETE /api/spotify/connection': { body: { success: true } } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Desconectar cuenta' }, SLOW));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('¿Estás seguro de que deseas desconectar tu cuenta de Spotify?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desconectar cuenta' }));
    expect(await screen.findByText('Spotify desconectado exitosamente')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conectar con Spotify' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/spotify/connection'))).toBe(true);
  });

  it('shows a failed disconnection', async () => {
    open(connected(null, { 'DELETE /api/spotify/connection': { status: 500, body: { message: 'x' } } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Desconectar cuenta' }, SLOW));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Desconectar cuenta' }),
    );
    expect(await screen.findByText('Error al desconectar Spotify')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desconectar cuenta' })).toBeTruthy();
  });

  it('greets the return from the authorization and drops the parameter from the URL', async () => {
    open(connected(null), '/dashboard/spotify?spotify_success=true');
    expect(await screen.findByText('¡Spotify conectado exitosamente!', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/spotify');
  });

  it("shows 'Error: {spotify_error}' for a refused authorization", async () => {
    open({ 'GET /api/spotify/status': status(false) }, '/dashboard/spotify?spotify_error=access_denied');
    expect(await screen.findByText('Error: access_denied', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/spotify'));
  });
});
