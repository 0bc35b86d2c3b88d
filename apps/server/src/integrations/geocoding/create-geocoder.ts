import type { Config } from '../../config/env';
import type { Clock } from '../../lib/clock';
import { CachedThrottledGeocoder } from './cached-throttled-geocoder';
import type { Geocoder } from './geocoder-port';
import { NominatimGeocoder } from './nominatim-geocoder';
import { PhotonGeocoder } from './photon-geocoder';
import type { SharedGeocoderState } from './shared-geocoder-state';
import { SimulatorGeocoder } from './simulator-geocoder';

/** The built-in gazetteer unless GEOCODER names a real service, which always sits behind the cache. */
export function createGeocoder(config: Config, clock: Clock, shared?: SharedGeocoderState): Geocoder {
  const { provider, url, userAgent } = config.geocoder;
  if (provider === 'simulator') return new SimulatorGeocoder();
  const http = { baseUrl: url, userAgent };
  const upstream = provider === 'nominatim' ? new NominatimGeocoder(http) : new PhotonGeocoder(http);
  return new CachedThrottledGeocoder(upstream, { now: () => clock.now().getTime(), shared });
}
