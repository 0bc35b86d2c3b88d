import type { GeocodeResult } from '@enlaza/shared/geocoding';

/** Address search restricted to Argentina. */
export interface Geocoder {
  search(query: string, options: { limit: number }): Promise<GeocodeResult[]>;
}

/** The upstream service failed, timed out or is too busy; the route answers 503. */
export class GeocoderUnavailableError extends Error {
  constructor(reason: string) {
    super(`geocoder unavailable: ${reason}`);
  }
}
