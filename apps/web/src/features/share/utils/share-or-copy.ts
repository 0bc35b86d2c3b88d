export interface ShareData {
  url: string;
  title: string;
  text?: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The browser abilities sharing relies on; tests hand in their own. */
export interface ShareEnvironment {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
  /** Last resort for browsers without the async clipboard (or without permission). */
  legacyCopy?: (text: string) => boolean;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** document.execCommand('copy') through a hidden text area. */
export function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export function browserShareEnvironment(): ShareEnvironment {
  if (typeof navigator === 'undefined') return {};
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    writeText: navigator.clipboard?.writeText ? (text) => navigator.clipboard.writeText(text) : undefined,
    legacyCopy,
  };
}

/**
 * The device's share sheet when there is one (spec 01 §7); when it is missing or fails, the link is
 * copied to the clipboard instead. Closing the share sheet is not a failure: nothing else happens.
 */
export async function shareOrCopy(data: ShareData, env: ShareEnvironment): Promise<ShareOutcome> {
  if (env.share) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (env.writeText) {
    try {
      await env.writeText(data.url);
      return 'copied';
    } catch {
      // Permission refused or no focus: try the old way below.
    }
  }
  return env.legacyCopy?.(data.url) ? 'copied' : 'failed';
}
