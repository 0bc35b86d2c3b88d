import {
  type MusicContentKind,
  type MusicItem,
  SPOTIFY_MESSAGES,
  type SpotifySearchQuery,
} from '@enlaza/shared/spotify';
import { AppError, conflict, notFound, tooManyRequests } from '../../http/errors';
import { MusicProviderError } from '../../integrations/music/music-port';
import { presentContent } from './music.presenter';
import type { MusicDeps } from './music-deps';
import {
  type CreatorMusicTokens,
  MusicNotConnectedError,
  MusicReconnectNeededError,
  musicTokens,
} from './music-tokens';

const SEARCHES_PER_MINUTE = 60;

/** Search and the creator's one featured item. */
export class MusicContentService {
  private readonly tokens: CreatorMusicTokens;

  constructor(private readonly deps: MusicDeps) {
    this.tokens = musicTokens(deps);
  }

  private get repository() {
    return this.tokens.repository;
  }

  async search(userId: number, query: SpotifySearchQuery): Promise<MusicItem[]> {
    // Spotify's rate limit is per application: one creator must not spend it for everyone.
    if (!(await this.deps.rateLimiter.take(`spotify-search:${userId}`, SEARCHES_PER_MINUTE, 60_000)))
      throw tooManyRequests();
    return this.atProvider(userId, SPOTIFY_MESSAGES.searchFailed, (token) =>
      this.deps.music.search(token, query),
    );
  }

  async current(userId: number): Promise<MusicItem | null> {
    const row = await this.repository.findContent(userId);
    return row ? presentContent(row) : null;
  }

  /**
   * Features the item with this id. The client's name, cover and links are ignored: the item is
   * looked up at the provider and stored as the provider describes it.
   */
  async select(userId: number, type: MusicContentKind, spotifyId: string): Promise<MusicItem> {
    const item = await this.atProvider(userId, SPOTIFY_MESSAGES.saveFailed, (token) =>
      this.deps.music.getItem(token, type, spotifyId),
    );
    if (!item) throw notFound(SPOTIFY_MESSAGES.itemNotFound);
    await this.change(userId, item);
    return item;
  }

  /** Whether there was content to remove. */
  remove(userId: number): Promise<boolean> {
    return this.change(userId, null);
  }

  /** Every change of the featured music: logged in the same transaction, then the public page refreshed. */
  private async change(userId: number, item: MusicItem | null): Promise<boolean> {
    const now = this.deps.clock.now();
    const changed = item
      ? await this.repository.saveContent(userId, item, now).then(() => true)
      : await this.repository.deleteContent(userId, now);
    if (changed) await this.deps.pageChanges.creatorChanged(userId);
    return changed;
  }

  private async atProvider<T>(userId: number, failure: string, call: (token: string) => Promise<T>) {
    try {
      return await this.tokens.withToken(userId, call);
    } catch (error) {
      if (error instanceof MusicNotConnectedError) throw conflict(SPOTIFY_MESSAGES.notConnected);
      if (error instanceof MusicReconnectNeededError) throw conflict(SPOTIFY_MESSAGES.reconnectNeeded);
      if (error instanceof MusicProviderError) {
        this.deps.log.warn({ err: error, userId }, 'spotify call failed');
        throw new AppError(502, failure);
      }
      throw error;
    }
  }
}
