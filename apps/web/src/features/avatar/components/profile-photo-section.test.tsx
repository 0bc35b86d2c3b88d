import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import { PROFILE_IMAGE_MESSAGES } from '@enlaza/shared/profile';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

async function openPhotoSection(user = sampleUser()) {
  signIn(user);
  renderApp('/dashboard/profile');
  await screen.findByRole('heading', { name: 'Foto de perfil' }, { timeout: 10_000 });
  return screen.getByLabelText('Elegir foto de perfil') as HTMLInputElement;
}

/** The photo section's own alert (other sections of the profile screen have theirs). */
function photoAlert(input: HTMLInputElement) {
  const section = input.closest('section');
  if (!section) throw new Error('the photo input is outside its section');
  return within(section);
}

function choose(input: HTMLInputElement, file: File | null) {
  fireEvent.change(input, { target: { files: file ? [file] : [] } });
}

describe('profile photo', { timeout: 20_000 }, () => {
  it('checks the chosen file with the spec messages', async () => {
    mockApi({ 'GET /api/categories': { body: { categories: DEFAULT_CATEGORIES } } });
    const input = await openPhotoSection();
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');

    const photo = photoAlert(input);
    choose(input, null);
    expect((await photo.findByRole('alert')).textContent).toBe(PROFILE_IMAGE_MESSAGES.missing);

    choose(input, new File(['gif'], 'animada.gif', { type: 'image/gif' }));
    await waitFor(() =>
      expect(photo.getByRole('alert').textContent).toBe('Formato no válido. Usa JPG, PNG o WebP'),
    );

    choose(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(photo.getByRole('alert').textContent).toBe('La imagen es muy grande. Tamaño máximo: 5MB'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the crop modal as an accessible dialog; Escape cancels it and returns focus', async () => {
    mockApi();
    const input = await openPhotoSection();
    const trigger = screen.getByRole('button', { name: 'Cambiar foto' });
    trigger.focus();
    choose(input, new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Foto de Perfil' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    // A native modal <dialog>: opened with showModal(), the browser makes the page behind it inert.
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('button', { name: 'Guardar Imagen' })).toBeTruthy();
    expect((screen.getByLabelText('Calidad') as HTMLInputElement).value).toBe('80');
    expect((screen.getByLabelText('Tamaño') as HTMLSelectElement).value).toBe('256');

    // Quality applies to JPEG only.
    fireEvent.change(screen.getByLabelText('Formato'), { target: { value: 'image/png' } });
    expect(screen.queryByLabelText('Calidad')).toBeNull();

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it("'Quitar foto' deletes the photo and the header falls back to the initials", async () => {
    const { calls } = mockApi({
      'DELETE /api/users/profile-image': { body: { success: true, data: { profile_image: null } } },
    });
    await openPhotoSection(sampleUser({ profile_image: '/uploads/vieja.webp' }));
    expect(document.querySelector('.dash-sidebar-user img')?.getAttribute('src')).toBe('/uploads/vieja.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(await screen.findByText('Foto de perfil eliminada')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(document.querySelector('.dash-sidebar-user img')).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').profile_image).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quitar foto' })).toBeNull();
  });
});
