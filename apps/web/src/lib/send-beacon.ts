/**
 * Sends a small POST that outlives the page (the visitor is leaving through a link): sendBeacon when
 * the browser has it, otherwise fetch with keepalive. Never throws and never delays the navigation;
 * a failure is only logged with `failureMessage`.
 */
export function sendBeacon(url: string, body: Record<string, unknown> | null, failureMessage: string): void {
  // text/plain keeps the beacon a "simple" request; the server reads the JSON inside it.
  const payload = body ? JSON.stringify(body) : null;
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      const queued = payload === null ? navigator.sendBeacon(url) : navigator.sendBeacon(url, payload);
      if (queued) return;
    }
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: payload === null ? undefined : { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: payload,
    }).catch((error: unknown) => console.warn(failureMessage, error));
  } catch (error) {
    console.warn(failureMessage, error);
  }
}
