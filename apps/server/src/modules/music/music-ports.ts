import type { Database } from '../../db/database';
import type { FeaturedMusicReads } from '../../ports/featured-music-reads';
import type { OwnedMusic } from '../../ports/owned-lists';
import { presentContent, presentPublicMusic } from './music.presenter';
import { findPublicMusic } from './music.repository';

/** The featured track or album as visitors see it, for the public read model. */
export function featuredMusicReads(database: Pick<Database, 'db'>): FeaturedMusicReads {
  return { publicMusic: async (userId) => presentPublicMusic(await findPublicMusic(database.db, userId)) };
}

/** The featured track or album as its creator sees it, for the account export. */
export function ownedMusic(database: Pick<Database, 'db'>): OwnedMusic {
  return {
    featured: async (userId) => {
      const row = await findPublicMusic(database.db, userId);
      return row ? presentContent(row) : null;
    },
  };
}
