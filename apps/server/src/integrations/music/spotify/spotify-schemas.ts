import { z } from 'zod';

/** The parts of Spotify's answers the adapter reads (integrations.md §2); anything else is ignored. */

export const tokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().int().positive(),
});

export const tokenErrorResponse = z.object({
  error: z.string().optional(),
  error_description: z.string().optional(),
});

export const apiErrorResponse = z.object({
  error: z.object({ status: z.number().optional(), message: z.string().optional() }).optional(),
});

export const accountResponse = z.object({
  id: z.string(),
  display_name: z.string().nullable().optional(),
});

const image = z.object({
  url: z.string(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
});
export type SpotifyImage = z.infer<typeof image>;

const artist = z.object({ name: z.string() });
const externalUrls = z.object({ spotify: z.string() });

export const trackObject = z.object({
  id: z.string(),
  name: z.string(),
  artists: z.array(artist),
  album: z.object({ images: z.array(image).default([]) }),
  external_urls: externalUrls,
  preview_url: z.string().nullable().optional(),
});
export type SpotifyTrack = z.infer<typeof trackObject>;

export const albumObject = z.object({
  id: z.string(),
  name: z.string(),
  artists: z.array(artist),
  images: z.array(image).default([]),
  external_urls: externalUrls,
});
export type SpotifyAlbum = z.infer<typeof albumObject>;

/** Spotify sends null in place of items it cannot return in the market. */
export const trackSearchResponse = z.object({
  tracks: z.object({ items: z.array(trackObject.nullable()) }),
});
export const albumSearchResponse = z.object({
  albums: z.object({ items: z.array(albumObject.nullable()) }),
});
