import type { GeocodeAddress, GeocodeResult } from '@enlaza/shared/geocoding';
import { z } from 'zod';
import { displayName } from './display-name';
import { type Geocoder, GeocoderUnavailableError } from './geocoder-port';
import { getJson, type HttpGeocoderOptions } from './http-json';

/** Argentina's bounding box as Photon wants it: minLon,minLat,maxLon,maxLat. */
export const ARGENTINA_BBOX = '-73.6,-55.1,-53.6,-21.7';

const text = z.string().optional().catch(undefined);

const photonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number().finite(), z.number().finite()]).rest(z.unknown()) }),
  properties: z.object({
    name: text,
    street: text,
    housenumber: text,
    district: text,
    locality: text,
    city: text,
    state: text,
    postcode: text,
    country: text,
    countrycode: text,
  }),
});

/**
 * Photon's /api (GeoJSON), biased to Argentina by bounding box and filtered by country code. Made
 * for search-as-you-type; still used behind the caching and throttling decorator.
 */
export class PhotonGeocoder implements Geocoder {
  constructor(private readonly options: HttpGeocoderOptions) {}

  async search(query: string, { limit }: { limit: number }): Promise<GeocodeResult[]> {
    const url = new URL(`${this.options.baseUrl}/api`);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('bbox', ARGENTINA_BBOX);
    const body = await getJson(url, this.options);
    const features = (body as { features?: unknown } | null)?.features;
    if (!Array.isArray(features)) throw new GeocoderUnavailableError('unexpected answer');
    const results: GeocodeResult[] = [];
    for (const item of features) {
      const feature = photonFeature.safeParse(item);
      if (!feature.success) continue;
      const p = feature.data.properties;
      if (p.countrycode?.toUpperCase() !== 'AR') continue;
      const address: GeocodeAddress = {
        road: p.street,
        house_number: p.housenumber,
        suburb: p.district ?? p.locality,
        city: p.city,
        state: p.state,
        postcode: p.postcode,
        country: p.country,
        country_code: 'ar',
      };
      for (const key of Object.keys(address) as (keyof GeocodeAddress)[]) {
        if (address[key] === undefined) delete address[key];
      }
      const [lon, lat] = feature.data.geometry.coordinates;
      results.push({ display_name: displayName(p.name, address), lat, lon, address });
    }
    return results.slice(0, limit);
  }
}
