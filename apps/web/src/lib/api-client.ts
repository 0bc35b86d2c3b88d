import { type FieldError, HTTP_MESSAGES } from '@enlaza/shared/http';
import { LIMITS } from '@enlaza/shared/limits';
import { getStoredToken } from './auth/auth-storage';

export const API_BASE = '/api';

/** Our own transport messages: browsers word network failures in English and inconsistently. */
export const TIMEOUT_MESSAGE = 'La solicitud tardó demasiado. Revisa tu conexión e intenta de nuevo.';
export const NETWORK_MESSAGE = HTTP_MESSAGES.connection;

/** Uploads of images up to 5 MB on a phone connection need more than the 10 s of ordinary calls. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'aborted';

/** Every failed call ends as one of these (spec 01 §8). `status` is 0 when no answer arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly errors: FieldError[];
  /** The message the server itself sent, when it sent one. */
  readonly serverMessage: string | null;
  readonly data: unknown;

  constructor(init: {
    message: string;
    status: number;
    kind: ApiErrorKind;
    errors?: FieldError[];
    serverMessage?: string | null;
    data?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.errors = init.errors ?? [];
    this.serverMessage = init.serverMessage ?? null;
    this.data = init.data;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldErrorsOf(data: unknown): FieldError[] {
  if (!isRecord(data) || !Array.isArray(data.errors)) return [];
  return data.errors.filter(
    (e): e is FieldError => isRecord(e) && typeof e.field === 'string' && typeof e.message === 'string',
  );
}

/** Message from the answer's `message`, else the transport message, else 'Error de conexión'. */
export function toApiError(status: number, data: unknown, transportMessage?: string): ApiError {
  const serverMessage =
    isRecord(data) && typeof data.message === 'string' && data.message.trim() ? data.message : null;
  return new ApiError({
    message: serverMessage ?? transportMessage ?? HTTP_MESSAGES.connection,
    status,
    kind: 'http',
    errors: fieldErrorsOf(data),
    serverMessage,
    data,
  });
}

function transportError(kind: Exclude<ApiErrorKind, 'http'>): ApiError {
  return new ApiError({ message: kind === 'timeout' ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, status: 0, kind });
}

let unauthorizedHandler: (() => void) | null = null;

/** The auth provider registers what a rejected token does (log out, go to /login). Returns an unregister. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised, or sent as is when FormData (the browser then writes the multipart header). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Overrides the stored token; `null` sends no token. */
  token?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** For calls that deal with a rejected token themselves (session restore, logout). */
  skipUnauthorizedHandler?: boolean;
  /** 'file': a successful answer is read as a DownloadedFile (a download) instead of JSON. */
  as?: 'json' | 'file';
}

/** A file the API answered (`as: 'file'`), with the name its Content-Disposition gives, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Shared by fetch and XHR: success returns the data; failure throws, a rejected token logs out first. */
function settle<T>(status: number, data: unknown, token: string | null, options: RequestOptions): T {
  if (status >= 200 && status < 300) return data as T;
  if (status === 401 && token && !options.skipUnauthorizedHandler) unauthorizedHandler?.();
  throw toApiError(status, data);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token !== undefined ? options.token : getStoredToken();
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? LIMITS.apiTimeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  let status: number;
  let data: unknown;
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
    });
    status = response.status;
    const ok = status >= 200 && status < 300;
    data =
      options.as === 'file' && ok
        ? ({
            blob: await response.blob(),
            fileName: fileNameOf(response.headers.get('content-disposition')),
          } satisfies DownloadedFile)
        : parseJson(await response.text());
  } catch {
    if (timedOut) throw transportError('timeout');
    throw transportError(options.signal?.aborted ? 'aborted' : 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
  return settle<T>(status, data, token, options);
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..1 */
  fraction: number;
}

export interface UploadOptions extends Omit<RequestOptions, 'body' | 'query' | 'method'> {
  method?: 'POST' | 'PUT' | 'PATCH';
  onProgress?: (progress: UploadProgress) => void;
}

/** Multipart upload through XMLHttpRequest, the only browser API that reports upload progress. */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const token = options.token !== undefined ? options.token : getStoredToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(path));
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort);
    const done = () => options.signal?.removeEventListener('abort', abort);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !options.onProgress) return;
      options.onProgress({
        loaded: event.loaded,
        total: event.total,
        fraction: event.total ? event.loaded / event.total : 0,
      });
    };
    xhr.onload = () => {
      done();
      try {
        resolve(settle<T>(xhr.status, parseJson(xhr.responseText), token, options));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(transportError('network'));
    };
    xhr.ontimeout = () => {
      done();
      reject(transportError('timeout'));
    };
    xhr.onabort = () => {
      done();
      reject(transportError('aborted'));
    };
    xhr.send(form);
  });
}
