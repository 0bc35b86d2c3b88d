import { GeocoderUnavailableError } from './geocoder-port';

export interface HttpGeocoderOptions {
  /** Base URL of the service, without a trailing slash. */
  baseUrl: string;
  /** Identifies this application, as the OSM usage policy requires. */
  userAgent: string;
  timeoutMs?: number;
}

/** GETs JSON from the geocoding service; any failure becomes GeocoderUnavailableError. */
export async function getJson(url: URL, options: HttpGeocoderOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'user-agent': options.userAgent, accept: 'application/json', 'accept-language': 'es' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
  } catch (error) {
    throw new GeocoderUnavailableError(error instanceof Error ? error.message : 'network error');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderUnavailableError(`HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new GeocoderUnavailableError('invalid JSON');
  }
}
