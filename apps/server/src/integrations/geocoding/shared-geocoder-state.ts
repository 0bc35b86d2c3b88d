import type { GeocodeResult } from '@enlaza/shared/geocoding';

/**
 * What the copies of the server share about a real geocoder: its answers, and whose turn it is to
 * call it (the provider's 1 request/s counts for all copies together, as they leave from one site).
 */
export interface SharedGeocoderState {
  /** An answer any copy cached, or null. */
  cached(key: string): Promise<GeocodeResult[] | null>;
  remember(key: string, results: GeocodeResult[], ttlMs: number): Promise<void>;
  /** Waits until no copy is calling the provider and the last call ended `intervalMs` ago, then takes the turn. */
  takeTurn(intervalMs: number): Promise<void>;
  /** The call ended: the next one, from any copy, may start `intervalMs` from now. */
  endTurn(intervalMs: number): Promise<void>;
}
