/** What the server embeds in every page (apps/server/src/web/serve-web.ts). */
export interface ClientConfig {
  publicUrl: string;
  features: { donationsScreen: boolean; analyticsScreen: boolean };
}

function fallbackConfig(): ClientConfig {
  const origin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
  return { publicUrl: origin, features: { donationsScreen: false, analyticsScreen: false } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Parses the embedded JSON defensively: anything missing or malformed falls back to safe defaults. */
export function parseClientConfig(text: string | null | undefined): ClientConfig {
  const fallback = fallbackConfig();
  if (!text) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fallback;
  }
  if (!isRecord(raw)) return fallback;
  const features = isRecord(raw.features) ? raw.features : {};
  const publicUrl =
    typeof raw.publicUrl === 'string' && raw.publicUrl.length > 0
      ? raw.publicUrl.replace(/\/+$/, '')
      : fallback.publicUrl;
  return {
    publicUrl,
    features: {
      donationsScreen: features.donationsScreen === true,
      analyticsScreen: features.analyticsScreen === true,
    },
  };
}

let cached: ClientConfig | null = null;

/** Read once from `<script id="enlaza-config">`; later calls return the same object. */
export function getClientConfig(): ClientConfig {
  if (!cached) {
    const text =
      typeof document === 'undefined' ? null : document.getElementById('enlaza-config')?.textContent;
    cached = parseClientConfig(text);
  }
  return cached;
}

/** The server renderer (entry-server.tsx) sets the configuration it embeds in the page. */
export function setClientConfig(config: ClientConfig | null): void {
  cached = config;
}

/** Tests switch features on and off; the app itself never calls this. */
export const setClientConfigForTests = setClientConfig;

/** The host shown in public URLs, e.g. 'enlaza.ar' for the live preview '{host}/u/{username}'. */
export function publicHost(config: ClientConfig = getClientConfig()): string {
  try {
    return new URL(config.publicUrl).host;
  } catch {
    return config.publicUrl.replace(/^https?:\/\//, '');
  }
}
