import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DEMO_LOGIN } from '../../db/seed';
import { itemOf } from '../../integrations/music/simulator/catalogue-search';
import {
  accountIdFor,
  mintTokens,
  simulatedDisplayName,
} from '../../integrations/music/simulator/simulator-tokens';
import { findMusicSeedState, MusicRepository } from '../../modules/music/music.repository';

/** A catalogue track that has a preview, so the demo's widget plays. */
export const DEMO_TRACK_ID = 'simTrackGraciasALaVida';

/**
 * With the music simulator as provider, the demo creator starts connected to the simulated Spotify
 * with a featured song, so the showcase shows the music widget. Does nothing when the demo creator
 * is missing or its music was ever set or changed (the activity log holds every change).
 */
export async function seedDemoMusic(
  db: Kysely<DB>,
  options: { provider: 'simulator' | 'spotify'; now: Date; encryptionKey: Buffer; publicUrl: string },
): Promise<boolean> {
  if (options.provider !== 'simulator') return false;
  const demo = await findMusicSeedState(db, DEMO_LOGIN.username);
  if (!demo) return false;
  const item = itemOf(options.publicUrl, 'track', DEMO_TRACK_ID);
  if (demo.everChanged || demo.connected || !item) return false;
  const repository = new MusicRepository(db, options.encryptionKey);
  const account = accountIdFor(demo.userId);
  await repository.saveConnected(demo.userId, mintTokens(account), {
    account: { id: account, display_name: simulatedDisplayName(account) },
    simulated: true,
    now: options.now,
  });
  await repository.saveContent(demo.userId, item, options.now);
  return true;
}
