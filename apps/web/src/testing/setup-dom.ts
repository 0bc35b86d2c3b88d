import type { SessionUser } from '@enlaza/shared/auth';
import { DEFAULT_THEME } from '@enlaza/shared/theme';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setClientConfigForTests } from '../config/client-config';
import { appQueryClient } from '../lib/query-client';

// Vitest runs without globals here, so React Testing Library cannot register these by itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy* waits on lazy routes and queries; on a busy CI machine the default 1 s is too short.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no modal <dialog>: open and close it, and let Escape ask the open one to cancel, as browsers do.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = [...document.querySelectorAll('dialog[open]')].at(-1);
    open?.dispatchEvent(new Event('cancel', { cancelable: true }));
  });
}

/** Per-file setup: unmount, reset storage, mocks and configuration after every test. */
export function setupDomTests(): void {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // Whole-app renders share the app's cache: no retries, and nothing carried into the next test.
  appQueryClient.setDefaultOptions({
    queries: { ...appQueryClient.getDefaultOptions().queries, retry: false },
  });
  afterEach(() => {
    cleanup();
    appQueryClient.clear();
    localStorage.clear();
    sessionStorage.clear();
    setClientConfigForTests(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

export function sampleUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    username: 'luna',
    email: 'luna@example.com',
    full_name: 'Luna Martínez',
    bio: '',
    profile_image: null,
    category_id: null,
    theme: DEFAULT_THEME,
    role: 'creator',
    created_at: '2025-01-01T00:00:00.000Z',
    email_verified: true,
    ...overrides,
  };
}

export function signIn(user: SessionUser = sampleUser(), token = 'token-123'): SessionUser {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
  return user;
}

export interface ApiCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** `file`: answered as it is with its own headers (a download), instead of `body` as JSON. */
type Reply = { status?: number; body?: unknown; file?: { text: string; headers: Record<string, string> } };
type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/** Stubs fetch with handlers keyed 'METHOD /api/path'; unknown routes answer 404. Records every call. */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${url.split('?')[0]}`];
    const reply: Reply = !handler
      ? { status: 404, body: { message: 'Ruta no encontrada' } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    if (reply.file)
      return new Response(reply.file.text, { status: reply.status ?? 200, headers: reply.file.headers });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
