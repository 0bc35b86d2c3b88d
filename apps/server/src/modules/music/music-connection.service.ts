import type { SpotifyConnection, SpotifyStatus } from '@enlaza/shared/spotify';
import { tooManyRequests } from '../../http/errors';
import type { MusicTokens } from '../../integrations/music/music-port';
import { presentConnection } from './music.presenter';
import { MusicContentService } from './music-content.service';
import type { MusicDeps } from './music-deps';
import { MusicOAuthStates } from './music-oauth-states';
import { type CreatorMusicTokens, musicTokens } from './music-tokens';

export const MUSIC_CALLBACK_PATH = '/api/spotify/oauth/callback';
const SCREEN_PATH = '/dashboard/spotify';

export interface MusicCallbackQuery {
  code?: unknown;
  state?: unknown;
  error?: unknown;
}

/** The creator's Spotify connection: status, authorization round trip, disconnection. */
export class MusicConnectionService {
  private readonly tokens: CreatorMusicTokens;
  private readonly states: MusicOAuthStates;
  /** The featured track or album: built once with the connection, which clears it on disconnecting. */
  readonly content: MusicContentService;

  constructor(private readonly deps: MusicDeps) {
    this.tokens = musicTokens(deps);
    this.states = new MusicOAuthStates(deps.database.db, deps.config.encryptionKey);
    this.content = new MusicContentService(deps);
  }

  private get repository() {
    return this.tokens.repository;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  get callbackUrl(): string {
    return `${this.deps.config.publicUrl}${MUSIC_CALLBACK_PATH}`;
  }

  async status(userId: number): Promise<SpotifyStatus> {
    const [row, content] = await Promise.all([
      this.repository.findConnection(userId),
      this.repository.findContent(userId),
    ]);
    return {
      is_authorized: this.tokens.usable(row),
      has_content: content !== undefined,
      needs_reconnection: row?.status === 'needs_reconnection',
    };
  }

  async connection(userId: number): Promise<SpotifyConnection | null> {
    const row = await this.repository.findConnection(userId);
    return row && (this.tokens.usable(row) || row.status === 'needs_reconnection')
      ? presentConnection(row)
      : null;
  }

  async initiate(userId: number): Promise<string> {
    if (!(await this.deps.rateLimiter.take(`spotify-initiate:${userId}`, 20, 10 * 60_000)))
      throw tooManyRequests();
    const issued = await this.states.issue(userId, this.now());
    return this.deps.music.authorizationUrl({
      state: issued.state,
      codeChallenge: issued.codeChallenge,
      redirectUri: this.callbackUrl,
    });
  }

  /** Handles the provider's return; the answer is where to send the browser. */
  async callback(query: MusicCallbackQuery): Promise<string> {
    if (typeof query.state !== 'string' || !query.state || query.state.length > 512) {
      return failed('invalid_state');
    }
    const consumed = await this.states.consume(query.state, this.now());
    if (!consumed.ok) return failed(consumed.reason);
    if (query.error !== undefined) {
      return failed(query.error === 'access_denied' ? 'access_denied' : 'provider_error');
    }
    if (typeof query.code !== 'string' || !query.code || query.code.length > 1024) {
      return failed('missing_code');
    }
    const { userId, codeVerifier } = consumed;
    try {
      const tokens: MusicTokens = await this.deps.music.exchangeCode({
        code: query.code,
        codeVerifier,
        redirectUri: this.callbackUrl,
      });
      const account = await this.deps.music.getAccount(tokens.access_token);
      await this.repository.saveConnected(userId, tokens, {
        account,
        simulated: this.deps.music.kind === 'simulator',
        now: this.now(),
      });
    } catch (error) {
      this.deps.log.warn({ err: error, userId }, 'spotify code exchange failed');
      return failed('exchange_failed');
    }
    return `${SCREEN_PATH}?spotify_success=true`;
  }

  /**
   * Disconnects: our tokens are deleted and the featured content goes with them (spec 02 §4). Spotify
   * has no revoke endpoint; the creator can also remove the app from their Spotify account.
   */
  async disconnect(userId: number): Promise<void> {
    await this.repository.deleteConnection(userId);
    await this.content.remove(userId);
  }
}

function failed(reason: string): string {
  return `${SCREEN_PATH}?spotify_error=${encodeURIComponent(reason)}`;
}
