import { createContext, useContext } from 'react';

/** Query parameters with these prefixes are OAuth returns (spec 01 §2): mp_success, spotify_error... */
export const CALLBACK_PREFIXES = ['mp_', 'spotify_'] as const;
export type CallbackPrefix = (typeof CALLBACK_PREFIXES)[number];

export function isCallbackParam(name: string): boolean {
  return CALLBACK_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** Splits a query string into the callback parameters and the search string without them. */
export function splitCallbackParams(search: string): { callback: Record<string, string>; rest: string } {
  const params = new URLSearchParams(search);
  const callback: Record<string, string> = {};
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (isCallbackParam(name)) callback[name] = value;
    else kept.append(name, value);
  }
  const rest = kept.toString();
  return { callback, rest: rest ? `?${rest}` : '' };
}

export interface CallbackResult {
  /** Only the mp_ / spotify_ parameters, as they arrived. */
  params: Record<string, string>;
  pathname: string;
  receivedAt: number;
}

export interface OAuthCallbackContextValue {
  /** The last callback handled, kept after the parameters were stripped from the URL. */
  lastCallback: CallbackResult | null;
  record(result: CallbackResult): void;
  clear(): void;
}

export const OAuthCallbackContext = createContext<OAuthCallbackContextValue | null>(null);

/**
 * The parameters of the last OAuth return with the given prefix (e.g. 'spotify_' → {spotify_success:
 * 'true'}), or null. Screens read it once and call `clear()` when they have shown the result.
 */
export function useOAuthCallback(prefix: CallbackPrefix): {
  params: Record<string, string> | null;
  receivedAt: number | null;
  clear: () => void;
} {
  const value = useContext(OAuthCallbackContext);
  if (!value) throw new Error('useOAuthCallback must be used inside <OAuthCallbackProvider>');
  const matching = Object.entries(value.lastCallback?.params ?? {}).filter(([name]) =>
    name.startsWith(prefix),
  );
  return {
    params: matching.length ? Object.fromEntries(matching) : null,
    receivedAt: matching.length ? (value.lastCallback?.receivedAt ?? null) : null,
    clear: value.clear,
  };
}
