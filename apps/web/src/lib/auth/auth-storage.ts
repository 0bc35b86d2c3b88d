import type { SessionUser } from '@enlaza/shared/auth';

/** Storage keys of spec 01 §3. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
/** The dashboard's saved answers (lib/query-persistence.ts), kept beside the session they belong to. */
export const QUERY_CACHE_KEY = 'enlaza-query-cache';

export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
}

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Access throws when storage is disabled (privacy modes, sandboxed frames).
    return null;
  }
}

const persistent = () => storageOf('localStorage');
const perTab = () => storageOf('sessionStorage');

function parseUser(text: string | null): SessionUser | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const candidate = value as Partial<SessionUser>;
    if (typeof candidate.id !== 'number' || typeof candidate.username !== 'string') return null;
    return value as SessionUser;
  } catch {
    return null;
  }
}

/**
 * 'Recordarme' keeps the session in localStorage; without it the session lives in sessionStorage and
 * ends with the browser tab. Reads look in localStorage first.
 */
function storageHoldingToken(): Storage | null {
  for (const store of [persistent(), perTab()]) {
    if (store?.getItem(TOKEN_KEY)) return store;
  }
  return null;
}

export function readStoredSession(): StoredSession {
  const store = storageHoldingToken();
  if (!store) return { token: null, user: parseUser(persistent()?.getItem(USER_KEY) ?? null) };
  return { token: store.getItem(TOKEN_KEY), user: parseUser(store.getItem(USER_KEY)) };
}

export function getStoredToken(): string | null {
  return storageHoldingToken()?.getItem(TOKEN_KEY) ?? null;
}

/** Where the signed-in session lives (localStorage with 'Recordarme', else the tab's), or null. */
export function sessionStorageArea(): Storage | null {
  return storageHoldingToken();
}

/** Ends the session on this device, and with it the saved answers: the next account sees none of them. */
export function clearStoredSession(): void {
  for (const store of [persistent(), perTab()]) {
    store?.removeItem(TOKEN_KEY);
    store?.removeItem(USER_KEY);
    store?.removeItem(QUERY_CACHE_KEY);
  }
}

export function saveSession(token: string, user: SessionUser, remember = true): void {
  clearStoredSession();
  const store = remember ? persistent() : perTab();
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(USER_KEY, JSON.stringify(user));
}

/** Rewrites the cached user next to the token it belongs to. */
export function saveUser(user: SessionUser): void {
  (storageHoldingToken() ?? persistent())?.setItem(USER_KEY, JSON.stringify(user));
}
