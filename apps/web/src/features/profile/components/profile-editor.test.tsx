import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { PROFILE_MESSAGES } from '@enlaza/shared/profile';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { type ApiCall, mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

const links = [
  {
    id: 1,
    title: 'Instagram',
    url: 'https://instagram.com/luna',
    icon: 'pi pi-instagram',
    is_active: true,
    order_position: 1,
  },
  {
    id: 2,
    title: 'Oculto',
    url: 'https://example.com',
    icon: 'pi pi-link',
    is_active: false,
    order_position: 2,
  },
];
const goal = {
  id: 4,
  title: 'Grabar el disco',
  description: 'Estudio',
  target_amount: 1000,
  current_amount: 1500,
  progress: 150,
  is_active: true,
};

function previewApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/categories': { body: { success: true, data: { categories: DEFAULT_CATEGORIES } } },
    'GET /api/auth/2fa': { body: { success: true, data: { enabled: false, recovery_codes_left: 0 } } },
    'GET /api/links': { body: { success: true, data: { links } } },
    'GET /api/goals': { body: { success: true, data: { goal, goals: [goal] } } },
    'GET /api/events': { body: { success: true, data: { events: [], pagination: { total_events: 0 } } } },
    ...extra,
  });
}

async function openEditor() {
  signIn(sampleUser());
  renderApp('/dashboard/profile');
  // The first test pays for loading the lazy profile route; on a loaded machine that took over 10 s.
  await screen.findByRole('heading', { name: 'Datos básicos' }, { timeout: 30_000 });
  const preview = screen.getByRole('complementary', { name: 'Vista previa' });
  return {
    name: screen.getByLabelText('Nombre') as HTMLInputElement,
    username: screen.getByLabelText('Nombre de usuario') as HTMLInputElement,
    bio: screen.getByLabelText('Biografía') as HTMLTextAreaElement,
    category: screen.getByLabelText('Categoría') as HTMLSelectElement,
    save: screen.getByRole('button', { name: 'Guardar cambios' }),
    preview,
  };
}

const bodies = (calls: ApiCall[], key: string) =>
  calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === key).map((c) => c.body);

describe('profile editor', { timeout: 45_000 }, () => {
  it('comes in the order of use: the profile and its look first, security next, deleting the account last', async () => {
    previewApi();
    await openEditor();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    const at = (title: string) => titles.findIndex((t) => t.startsWith(title));
    for (const title of ['Datos básicos', 'Apariencia', 'Vista previa', 'Verificación en dos pasos']) {
      expect(at(title), title).toBeGreaterThanOrEqual(0);
    }
    expect(at('Datos básicos')).toBeLessThan(at('Apariencia'));
    expect(at('Apariencia')).toBeLessThan(at('Verificación en dos pasos'));
    expect(at('Eliminar mi cuenta')).toBe(titles.length - 1);
    // The save buttons belong to the profile: before the security sections too.
    const save = screen.getByRole('button', { name: 'Guardar cambios' });
    const twoStep = screen.getByRole('heading', { name: 'Verificación en dos pasos' });
    expect(save.compareDocumentPosition(twoStep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('updates the live preview while typing and choosing', async () => {
    previewApi();
    const { name, bio, category, preview } = await openEditor();
    const p = within(preview);
    expect(p.getByText('Luna Martínez')).toBeTruthy();
    // Only active links; the goal bar is capped at 100 %.
    expect(await p.findByText('Instagram')).toBeTruthy();
    expect(p.queryByText('Oculto')).toBeNull();
    expect(p.getByText('150%')).toBeTruthy();
    expect(p.getByRole('progressbar', { name: 'Progreso del objetivo' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );

    fireEvent.change(name, { target: { value: 'Luna Rivas' } });
    fireEvent.change(bio, { target: { value: 'Canto en Rosario' } });
    fireEvent.change(category, { target: { value: '1' } });
    expect(p.getByText('Luna Rivas')).toBeTruthy();
    expect(p.getByText('Canto en Rosario')).toBeTruthy();
    expect(p.getByText('Música')).toBeTruthy();
    expect(screen.getByText('16/160')).toBeTruthy();
    expect(bio.maxLength).toBe(160);

    const root = preview.querySelector<HTMLElement>('.public-preview');
    const before = root?.style.getPropertyValue('--theme-page-bg');
    fireEvent.click(screen.getByRole('radio', { name: 'Rosa' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Profesional' }));
    expect(root?.dataset.style).toBe('professional');
    expect(root?.style.getPropertyValue('--theme-page-bg')).not.toBe(before);
    fireEvent.change(screen.getByLabelText('Fuente'), { target: { value: 'lora' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Contorno' }));
    expect(root?.dataset.font).toBe('lora');
    expect(root?.dataset.buttons).toBe('outline');
    expect(root?.querySelector('style')?.textContent).toContain("font-family:'Lora'");
    fireEvent.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(root?.dataset.buttons).toBe('shadow');
    expect((screen.getByRole('radio', { name: 'Azul Enlazá' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Gradiente Clásico' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the featured music widget in the preview, with Preview only when there is one', async () => {
    previewApi({
      'GET /api/spotify/content': {
        body: {
          success: true,
          data: {
            content: {
              spotify_id: 'simAlbumSignos',
              content_type: 'album',
              name: 'Signos',
              artist: 'Soda Stereo',
              image_url: '/simulador/spotify/portadas/simAlbumSignos.svg',
              preview_url: null,
              spotify_url: 'https://open.spotify.com/album/x',
            },
          },
        },
      },
    });
    const { preview } = await openEditor();
    const p = within(preview);
    expect(await p.findByText('Álbum destacado')).toBeTruthy();
    expect(p.getByText('Signos')).toBeTruthy();
    expect(p.getByRole('link', { name: 'Escuchar en Spotify' }).getAttribute('href')).toBe(
      'https://open.spotify.com/album/x',
    );
    expect(p.getByRole('link', { name: 'Portada de Signos' })).toBeTruthy();
    expect(p.queryByRole('button', { name: 'Preview' })).toBeNull();
  });

  it('strips the username while typing and warns that the public URL will change', async () => {
    previewApi();
    const { username } = await openEditor();
    expect(screen.getByText(PROFILE_MESSAGES.usernameHint)).toBeTruthy();
    fireEvent.change(username, { target: { value: 'Luna Rivas_2!' } });
    expect(username.value).toBe('lunarivas2');
    expect(screen.getByText(/tu página pública dejará de estar en/).textContent).toContain('/u/luna');
    fireEvent.change(username, { target: { value: 'luna' } });
    expect(screen.queryByText(/tu página pública dejará de estar en/)).toBeNull();
  });

  it('validates with the spec messages before calling the API', async () => {
    const { calls } = previewApi();
    const { name, username, save } = await openEditor();
    fireEvent.change(name, { target: { value: ' L ' } });
    fireEvent.change(username, { target: { value: 'lu' } });
    fireEvent.click(save);
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeTruthy();
    expect(screen.getByText('Debe tener al menos 3 caracteres')).toBeTruthy();
    expect(bodies(calls, 'PUT /api/users/profile')).toHaveLength(0);
  });

  it('saves the profile and the theme, then updates the session and shows the success message', async () => {
    const saved = sampleUser({ full_name: 'Luna Rivas', bio: 'Hola', category_id: 2 });
    const themed = {
      ...saved,
      theme: { primary_color: '#ef4444', accent_color: '#f59e0b', background_style: 'subtle' },
    };
    const { calls } = previewApi({
      'PUT /api/users/profile': { body: { success: true, data: { user: saved } } },
      'PUT /api/users/profile/theme': { body: { success: true, data: { user: themed } } },
    });
    const { name, bio, category, save } = await openEditor();
    fireEvent.change(name, { target: { value: 'Luna Rivas' } });
    fireEvent.change(bio, { target: { value: 'Hola' } });
    fireEvent.change(category, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Rojo' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Minimalista' }));
    fireEvent.click(save);
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeTruthy();
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeTruthy();
    expect(bodies(calls, 'PUT /api/users/profile')).toEqual([
      { full_name: 'Luna Rivas', username: 'luna', bio: 'Hola', category_id: 2 },
    ]);
    expect(bodies(calls, 'PUT /api/users/profile/theme')).toEqual([
      {
        primary_color: '#ef4444',
        accent_color: '#f59e0b',
        background_style: 'subtle',
        font: 'system',
        button_style: 'shadow',
      },
    ]);
    const stored = JSON.parse(localStorage.getItem('user') ?? '{}');
    expect(stored.full_name).toBe('Luna Rivas');
    expect(stored.theme.background_style).toBe('subtle');
    // The sidebar reads the session: the new name shows at once.
    expect(document.querySelector('.dash-sidebar-user strong')?.textContent).toBe('Luna Rivas');
  });

  it('hides the success message after 3 seconds', async () => {
    previewApi({ 'PUT /api/users/profile': { body: { success: true, data: { user: sampleUser() } } } });
    const { save } = await openEditor();
    fireEvent.click(save);
    await screen.findByText(PROFILE_MESSAGES.saved);
    const shownAt = Date.now();
    await waitFor(() => expect(screen.queryByText(PROFILE_MESSAGES.saved)).toBeNull(), { timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2900);
  });

  it('puts server field errors on the fields and shows other failures', async () => {
    const { calls } = previewApi({
      'PUT /api/users/profile': {
        status: 409,
        body: {
          message: 'Este nombre de usuario ya está en uso',
          errors: [{ field: 'username', message: 'Este nombre de usuario ya está en uso' }],
        },
      },
    });
    const { username, save } = await openEditor();
    fireEvent.change(username, { target: { value: 'ocupado' } });
    fireEvent.click(save);
    expect(await screen.findByText('Este nombre de usuario ya está en uso')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(bodies(calls, 'PUT /api/users/profile')).toHaveLength(1);

    previewApi({ 'PUT /api/users/profile': { status: 503 } });
    fireEvent.change(username, { target: { value: 'luna' } });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_MESSAGES.saveFailed);
  });

  it('only logs a failed theme update and still saves the profile', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    previewApi({
      'PUT /api/users/profile': { body: { success: true, data: { user: sampleUser() } } },
      'PUT /api/users/profile/theme': { status: 500, body: { message: 'Error interno' } },
    });
    const { save } = await openEditor();
    fireEvent.click(screen.getByRole('radio', { name: 'Vibrante' }));
    fireEvent.click(save);
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeTruthy();
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('falls back to the default categories when the API fails, and Cancelar goes to /dashboard', async () => {
    mockApi({ 'GET /api/categories': { status: 500 } });
    const { category } = await openEditor();
    await waitFor(() => expect(category.options).toHaveLength(DEFAULT_CATEGORIES.length + 1));
    expect(category.options[0]?.textContent).toBe('Sin categoría');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });
});
