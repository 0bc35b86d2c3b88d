import { describe, expect, it, vi } from 'vitest';
import { mockApi, setupDomTests } from '../testing/setup-dom';
import {
  ApiError,
  api,
  apiRequest,
  buildUrl,
  NETWORK_MESSAGE,
  setUnauthorizedHandler,
  TIMEOUT_MESSAGE,
  toApiError,
  uploadWithProgress,
} from './api-client';

setupDomTests();

describe('toApiError', () => {
  it('takes the message and the field errors from the answer and keeps the status', () => {
    const error = toApiError(400, {
      message: 'Revisa los datos ingresados',
      errors: [{ field: 'email', message: 'El email no es válido' }, { bogus: true }],
    });
    expect(error.message).toBe('Revisa los datos ingresados');
    expect(error.serverMessage).toBe('Revisa los datos ingresados');
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ field: 'email', message: 'El email no es válido' }]);
  });

  it('falls back to the transport message, then to "Error de conexión"', () => {
    expect(toApiError(502, '<html>Bad gateway</html>', 'Fallo de red').message).toBe('Fallo de red');
    const error = toApiError(502, null);
    expect(error.message).toBe('Error de conexión');
    expect(error.serverMessage).toBeNull();
    expect(error.errors).toEqual([]);
    expect(toApiError(500, { message: '   ' }).message).toBe('Error de conexión');
  });
});

describe('apiRequest', () => {
  it('sends JSON under /api with the stored Bearer token and returns the parsed answer', async () => {
    localStorage.setItem('token', 'abc');
    const { calls } = mockApi({ 'POST /api/links': { status: 201, body: { data: { id: 1 } } } });
    const res = await api.post<{ data: { id: number } }>('/links', { title: 'Instagram' });
    expect(res.data.id).toBe(1);
    expect(calls[0]?.url).toBe('/api/links');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer abc');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ title: 'Instagram' });
  });

  it('sends no token when none is stored, and multipart bodies without a content type', async () => {
    const { calls } = mockApi({ 'POST /api/upload': { body: { ok: true } } });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await api.post('/upload', form);
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(calls[0]?.headers.get('content-type')).toBeNull();
    expect(calls[0]?.body).toBeInstanceOf(FormData);
  });

  it('builds query strings, skipping empty values', () => {
    expect(buildUrl('/public/events', { page: 2, category: '', featured: true, limit: undefined })).toBe(
      '/api/public/events?page=2&featured=true',
    );
  });

  it('rejects with the normalised error of the answer', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Email o contraseña incorrectos' } } });
    const error = await api.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Email o contraseña incorrectos');
    expect((error as ApiError).status).toBe(401);
  });

  it('turns a network failure into "Error de conexión" with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = (await api.get('/auth/me').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(NETWORK_MESSAGE);
    expect(error.status).toBe(0);
    expect(error.kind).toBe('network');
  });

  it('gives up after 10 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(TIMEOUT_MESSAGE);
  });
});

describe('401 handling', () => {
  it('calls the registered handler when a call made with a token is rejected', async () => {
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem('token', 'expired');
    mockApi({ 'GET /api/auth/me': { status: 401, body: { message: 'Tu sesión expiró' } } });
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('leaves the session alone for a 401 without a token, or when the caller handles it', async () => {
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Email o contraseña incorrectos' } } });
    await expect(api.post('/auth/login', {})).rejects.toBeInstanceOf(ApiError);
    await expect(
      apiRequest('/auth/login', { method: 'POST', token: 't', skipUnauthorizedHandler: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    unregister();
  });
});

/** A stand-in for XMLHttpRequest that answers as told and reports upload progress. */
function fakeXhr(status: number, body: unknown) {
  const instances: FakeXhr[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    headers = new Map<string, string>();
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    method = '';
    url = '';
    constructor() {
      instances.push(this);
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name.toLowerCase(), value);
    }
    abort() {
      this.onabort?.();
    }
    send() {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return instances;
}

describe('uploadWithProgress', () => {
  it('reports progress and resolves with the answer', async () => {
    localStorage.setItem('token', 'abc');
    const instances = fakeXhr(200, { data: { url: '/uploads/a.webp' } });
    const progress: number[] = [];
    const res = await uploadWithProgress<{ data: { url: string } }>('/users/avatar', new FormData(), {
      onProgress: (p) => progress.push(p.fraction),
    });
    expect(res.data.url).toBe('/uploads/a.webp');
    expect(progress).toEqual([0.5, 1]);
    expect(instances[0]?.url).toBe('/api/users/avatar');
    expect(instances[0]?.headers.get('authorization')).toBe('Bearer abc');
    expect(instances[0]?.headers.has('content-type')).toBe(false);
  });

  it('normalises failures and logs out on a rejected token', async () => {
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem('token', 'abc');
    fakeXhr(401, { message: 'Tu sesión expiró' });
    await expect(uploadWithProgress('/users/avatar', new FormData())).rejects.toMatchObject({
      status: 401,
      message: 'Tu sesión expiró',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    unregister();
  });
});
