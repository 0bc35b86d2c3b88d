import type { MusicContentKind, MusicItem } from '@enlaza/shared/spotify';
import type { ProviderGrant, RevocationOutcome } from '../provider-grant';

/** What the OAuth token endpoint answers (integrations.md §2). */
export interface MusicTokens {
  access_token: string;
  /** Absent on a refresh that keeps the previous refresh token. */
  refresh_token: string | null;
  /** Seconds (Spotify: 3600). */
  expires_in: number;
}

export interface MusicAccount {
  id: string;
  display_name: string | null;
}

export interface MusicSearch {
  q: string;
  type: MusicContentKind;
  limit: number;
}

/** Spotify, or the offline simulator that stands in for it. */
export interface MusicPort {
  readonly kind: 'spotify' | 'simulator';
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<MusicTokens>;
  refresh(refreshToken: string): Promise<MusicTokens>;
  getAccount(accessToken: string): Promise<MusicAccount>;
  search(accessToken: string, input: MusicSearch): Promise<MusicItem[]>;
  /** One track or album by id, as the provider describes it; null when it does not exist. */
  getItem(accessToken: string, type: MusicContentKind, id: string): Promise<MusicItem | null>;
  /**
   * Ends the app's access to this account at the provider, when the provider offers a way
   * ('revoked'); 'unsupported' when it documents none (then the caller only deletes its copy).
   */
  revokeAccess(grant: ProviderGrant): Promise<RevocationOutcome>;
}

/**
 * A failed call to the provider. `status` is the HTTP status, or null when no answer came;
 * `code` is the provider's OAuth error (e.g. invalid_grant) when it gave one.
 */
export class MusicProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'MusicProviderError';
  }

  /** The access token was refused: refresh it and try once more. */
  get tokenExpired(): boolean {
    return this.status === 401;
  }

  /** The refresh token or code is spent, revoked or expired: only a new authorization helps. */
  get invalidGrant(): boolean {
    return this.code === 'invalid_grant';
  }
}
