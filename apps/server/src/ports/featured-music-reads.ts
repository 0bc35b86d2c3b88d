import type { PublicSpotifyConnection } from '@enlaza/shared/public';

/** The track or album a creator features, as visitors see it. Offered by music; the public read model reads it. */
export interface FeaturedMusicReads {
  publicMusic(userId: number): Promise<PublicSpotifyConnection | null>;
}
