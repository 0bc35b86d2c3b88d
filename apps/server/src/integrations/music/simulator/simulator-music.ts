import type { MusicContentKind, MusicItem } from '@enlaza/shared/spotify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { sha256Hex } from '../../../lib/crypto';
import type { ProviderGrant, RevocationOutcome } from '../../provider-grant';
import {
  type MusicAccount,
  type MusicPort,
  MusicProviderError,
  type MusicSearch,
  type MusicTokens,
} from '../music-port';
import { itemOf, SPOTIFY_SIMULATOR_PATH, searchCatalogue } from './catalogue-search';
import { findStateOwner } from './simulator-music-store';
import {
  accountIdFor,
  accountOfCode,
  accountOfToken,
  mintTokens,
  simulatedDisplayName,
} from './simulator-tokens';

const invalidGrant = () => new MusicProviderError('invalid_grant', 400, 'invalid_grant');
const unauthorized = () => new MusicProviderError('The access token expired', 401);

/**
 * Spotify without Spotify: the consent page is ours (simulator-routes.ts), the catalogue is built in
 * (catalogue.ts) and covers and previews are generated and served by this server.
 */
export class SimulatorMusic implements MusicPort {
  readonly kind = 'simulator';

  constructor(
    private readonly db: Kysely<DB>,
    private readonly publicUrl: string,
  ) {}

  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string {
    const params = new URLSearchParams({
      state: input.state,
      redirect_uri: input.redirectUri,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
    });
    return `${this.publicUrl}${SPOTIFY_SIMULATOR_PATH}/autorizar?${params.toString()}`;
  }

  async exchangeCode(input: { code: string; codeVerifier: string }): Promise<MusicTokens> {
    const account = accountOfCode(input.code, input.codeVerifier);
    if (!account) throw invalidGrant();
    return mintTokens(account);
  }

  async refresh(refreshToken: string): Promise<MusicTokens> {
    const account = accountOfToken('refresh', refreshToken);
    if (!account) throw invalidGrant();
    return mintTokens(account);
  }

  async getAccount(accessToken: string): Promise<MusicAccount> {
    const id = this.account(accessToken);
    return { id, display_name: simulatedDisplayName(id) };
  }

  async search(accessToken: string, input: MusicSearch): Promise<MusicItem[]> {
    this.account(accessToken);
    return searchCatalogue(this.publicUrl, input);
  }

  async getItem(accessToken: string, type: MusicContentKind, id: string): Promise<MusicItem | null> {
    this.account(accessToken);
    return itemOf(this.publicUrl, type, id);
  }

  /**
   * The simulated provider can revoke: the account is recorded here (tests read `revoked`); the real
   * Spotify documents no such call (see SpotifyMusic).
   */
  async revokeAccess(grant: ProviderGrant): Promise<RevocationOutcome> {
    this.revoked.push(grant.accountId);
    return 'revoked';
  }

  /** Accounts whose access this simulator revoked, in order. */
  readonly revoked: string[] = [];

  /** The simulated account that consents on the page reached with this `state`. */
  async accountForState(state: string): Promise<string | null> {
    const userId = await findStateOwner(this.db, sha256Hex(state));
    return userId === null ? null : accountIdFor(userId);
  }

  private account(accessToken: string): string {
    const account = accountOfToken('access', accessToken);
    if (!account) throw unauthorized();
    return account;
  }
}
