import { PROFILE_IMAGE_MESSAGES } from '@enlaza/shared/profile';
import { describe, expect, it } from 'vitest';
import { checkImageFile, readFileAsDataUrl } from './image-file';

function fileOf(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('image file checks', () => {
  it('asks for a file when none was chosen', () => {
    expect(checkImageFile(null)).toBe(PROFILE_IMAGE_MESSAGES.missing);
    expect(checkImageFile(undefined)).toBe('No se seleccionó ningún archivo');
  });

  it('refuses files over 5 MB before looking at the type', () => {
    expect(checkImageFile(fileOf('big.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe(
      'La imagen es muy grande. Tamaño máximo: 5MB',
    );
    expect(checkImageFile(fileOf('ok.png', 'image/png', 5 * 1024 * 1024))).toBeNull();
  });

  it('accepts JPG, PNG and WebP only', () => {
    expect(checkImageFile(fileOf('a.jpg', 'image/jpeg', 10))).toBeNull();
    expect(checkImageFile(fileOf('a.webp', 'image/webp', 10))).toBeNull();
    expect(checkImageFile(fileOf('a.gif', 'image/gif', 10))).toBe('Formato no válido. Usa JPG, PNG o WebP');
    expect(checkImageFile(fileOf('a.pdf', 'application/pdf', 10))).toBe(PROFILE_IMAGE_MESSAGES.badFormat);
    // No type from the browser: the extension decides.
    expect(checkImageFile(fileOf('foto.JPEG', '', 10))).toBeNull();
    expect(checkImageFile(fileOf('foto.heic', '', 10))).toBe(PROFILE_IMAGE_MESSAGES.badFormat);
  });

  it('reads a file as a data URL', async () => {
    const url = await readFileAsDataUrl(new Blob(['hola'], { type: 'image/png' }));
    expect(url).toBe(`data:image/png;base64,${btoa('hola')}`);
  });
});
