import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import type { MusicPort } from './music-port';
import { SimulatorMusic } from './simulator/simulator-music';
import { SpotifyMusic } from './spotify/spotify-music';

/** Spotify when SPOTIFY_CLIENT_ID / SPOTIFY_CLIENT_SECRET are set; otherwise the offline simulator. */
export function createMusic(config: Config, database: Database): MusicPort {
  const m = config.music;
  if (m.provider === 'simulator') return new SimulatorMusic(database.db, config.publicUrl);
  return new SpotifyMusic({
    clientId: m.clientId,
    clientSecret: m.clientSecret,
    accountsUrl: m.accountsUrl,
    apiUrl: m.apiUrl,
  });
}
