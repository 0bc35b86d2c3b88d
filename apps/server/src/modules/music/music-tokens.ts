import { MusicProviderError } from '../../integrations/music/music-port';
import { type MusicConnectionRow, MusicRepository } from './music.repository';
import type { MusicDeps } from './music-deps';

/** The creator has no usable connection (never connected, disconnected, or made with another provider). */
export class MusicNotConnectedError extends Error {
  constructor() {
    super('music connection not authorized');
    this.name = 'MusicNotConnectedError';
  }
}

/** The provider refused the refresh token (revoked or expired): only a new authorization helps. */
export class MusicReconnectNeededError extends Error {
  constructor() {
    super('music connection needs a new authorization');
    this.name = 'MusicReconnectNeededError';
  }
}

/** Refresh a little before the hour is up, so a call never starts with a token about to die. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Calls the provider with a creator's access token: refreshed first when it has expired, and once
 * more after a 401. Concurrent refreshes of one creator in this process share one request.
 */
export class CreatorMusicTokens {
  readonly repository: MusicRepository;
  private readonly inflight = new Map<number, Promise<string>>();

  constructor(private readonly deps: MusicDeps) {
    this.repository = new MusicRepository(deps.database.db, deps.config.encryptionKey);
  }

  /** Connected, with tokens, through the provider configured now. */
  usable(row: MusicConnectionRow | undefined): boolean {
    return (
      row?.status === 'connected' &&
      row.access_token !== null &&
      row.simulated === (this.deps.music.kind === 'simulator' ? 1 : 0)
    );
  }

  async withToken<T>(userId: number, call: (accessToken: string) => Promise<T>): Promise<T> {
    const row = await this.repository.findConnection(userId);
    if (row?.status === 'needs_reconnection') throw new MusicReconnectNeededError();
    if (!row || !this.usable(row)) throw new MusicNotConnectedError();
    const expired =
      row.token_expires_at !== null &&
      Date.parse(row.token_expires_at) - EXPIRY_MARGIN_MS <= this.deps.clock.now().getTime();
    const token = expired ? await this.refreshOnce(row) : this.repository.open(row.access_token);
    if (!token) throw new MusicNotConnectedError();
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof MusicProviderError) || !error.tokenExpired || expired) throw error;
      return call(await this.refreshOnce(row));
    }
  }

  private refreshOnce(row: MusicConnectionRow): Promise<string> {
    const running = this.inflight.get(row.user_id);
    if (running) return running;
    const promise = this.refresh(row).finally(() => this.inflight.delete(row.user_id));
    this.inflight.set(row.user_id, promise);
    return promise;
  }

  private async refresh(row: MusicConnectionRow): Promise<string> {
    const now = () => this.deps.clock.now();
    const refreshToken = this.repository.open(row.refresh_token);
    if (!refreshToken) {
      await this.repository.markNeedsReconnection(row.user_id, 'refresh_token_missing', now());
      throw new MusicReconnectNeededError();
    }
    try {
      const tokens = await this.deps.music.refresh(refreshToken);
      await this.repository.saveRefreshed(row.user_id, tokens, now());
      return tokens.access_token;
    } catch (error) {
      if (error instanceof MusicProviderError && (error.invalidGrant || error.status === 400)) {
        await this.repository.markNeedsReconnection(row.user_id, error.code ?? 'refresh_refused', now());
        throw new MusicReconnectNeededError();
      }
      throw error;
    }
  }
}

const shared = new WeakMap<MusicDeps, CreatorMusicTokens>();

/** One instance per app, so concurrent refreshes of a creator are really shared. */
export function musicTokens(deps: MusicDeps): CreatorMusicTokens {
  let tokens = shared.get(deps);
  if (!tokens) {
    tokens = new CreatorMusicTokens(deps);
    shared.set(deps, tokens);
  }
  return tokens;
}
