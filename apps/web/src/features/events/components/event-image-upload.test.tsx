import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupDomTests } from '../../../testing/setup-dom';
import { EventImageUpload } from './event-image-upload';

setupDomTests();

/** A stand-in for XMLHttpRequest the test drives by hand: progress, then the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  status = 0;
  responseText = '';
  timeout = 0;
  url = '';
  body: unknown = null;
  headers: Record<string, string> = {};
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {}
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Elegir imagen del evento'), { target: { files: [file] } });
const png = () => new File([new Uint8Array(200)], 'afiche.png', { type: 'image/png' });

describe('event image upload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = null;
  });

  it('uploads the chosen image with a progress bar and hands its URL to the form', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onUploaded = vi.fn();
    render(<EventImageUpload value="" onUploaded={onUploaded} />);
    expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeTruthy();
    choose(png());
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no upload started');
    expect(xhr.url).toMatch(/\/api\/events\/upload-image$/);
    expect((xhr.body as FormData).get('event_image')).toBeInstanceOf(File);
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Subiendo imagen... 50%')).toBeTruthy();
    await act(async () => xhr.respond(200, { success: true, data: { image_url: '/uploads/abc.webp' } }));
    expect(onUploaded).toHaveBeenCalledWith('/uploads/abc.webp');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the same Spanish errors as the profile photo', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onUploaded = vi.fn();
    render(<EventImageUpload value="" onUploaded={onUploaded} />);
    choose(new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(screen.getByText('Formato no válido. Usa JPG, PNG o WebP')).toBeTruthy();
    choose(new File([new Uint8Array(6 * 1024 * 1024)], 'grande.png', { type: 'image/png' }));
    expect(screen.getByText('La imagen es muy grande. Tamaño máximo: 5MB')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();

    choose(png());
    const xhr = FakeXhr.last as FakeXhr | null;
    await act(async () =>
      xhr?.respond(400, { message: 'Formato no válido. Usa JPG, PNG o WebP', errors: [] }),
    );
    expect(screen.getByText('Formato no válido. Usa JPG, PNG o WebP')).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
