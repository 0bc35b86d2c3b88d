import type { MusicContentKind, MusicItem } from '@enlaza/shared/spotify';
import type { z } from 'zod';
import type { ProviderGrant, RevocationOutcome } from '../../provider-grant';
import {
  type MusicAccount,
  type MusicPort,
  MusicProviderError,
  type MusicSearch,
  type MusicTokens,
} from '../music-port';
import { mapAlbum, mapTrack } from './spotify-mapping';
import {
  accountResponse,
  albumObject,
  albumSearchResponse,
  apiErrorResponse,
  tokenErrorResponse,
  tokenResponse,
  trackObject,
  trackSearchResponse,
} from './spotify-schemas';

export interface SpotifyOptions {
  clientId: string;
  clientSecret: string;
  /** https://accounts.spotify.com, or a local fake in tests. */
  accountsUrl: string;
  /** https://api.spotify.com. */
  apiUrl: string;
  timeoutMs?: number;
  /** A longer Retry-After than this is not waited for: the call fails at once. */
  maxRetryAfterSeconds?: number;
}

const MARKET = 'AR';

interface Answer {
  status: number;
  headers: Headers;
  data: unknown;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A thin client of Spotify (integrations.md §2): authorization code flow with PKCE (the secret kept
 * on our server too), search in the Argentine market, one retry after a 429's Retry-After.
 */
export class SpotifyMusic implements MusicPort {
  readonly kind = 'spotify';

  constructor(private readonly options: SpotifyOptions) {}

  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string {
    const params = new URLSearchParams({
      client_id: this.options.clientId,
      response_type: 'code',
      redirect_uri: input.redirectUri,
      state: input.state,
      code_challenge_method: 'S256',
      code_challenge: input.codeChallenge,
    });
    return `${this.options.accountsUrl}/authorize?${params.toString()}`;
  }

  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<MusicTokens> {
    return this.token({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: this.options.clientId,
      code_verifier: input.codeVerifier,
    });
  }

  refresh(refreshToken: string): Promise<MusicTokens> {
    return this.token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: this.options.clientId,
    });
  }

  async getAccount(accessToken: string): Promise<MusicAccount> {
    const account = await this.api('/v1/me', accessToken, accountResponse);
    return { id: account.id, display_name: account.display_name ?? null };
  }

  async search(accessToken: string, input: MusicSearch): Promise<MusicItem[]> {
    const params = new URLSearchParams({
      q: input.q,
      type: input.type,
      market: MARKET,
      limit: String(input.limit),
    });
    const path = `/v1/search?${params.toString()}`;
    if (input.type === 'track') {
      const found = await this.api(path, accessToken, trackSearchResponse);
      return found.tracks.items.flatMap((item) => (item ? [mapTrack(item)] : []));
    }
    const found = await this.api(path, accessToken, albumSearchResponse);
    return found.albums.items.flatMap((item) => (item ? [mapAlbum(item)] : []));
  }

  /**
   * Spotify's Web API has no endpoint to revoke a user's grant (integrations.md §2 lists none; a user
   * removes an app's access in their own account settings). Nothing is sent: the caller deletes the
   * tokens it held.
   */
  async revokeAccess(_grant: ProviderGrant): Promise<RevocationOutcome> {
    return 'unsupported';
  }

  async getItem(accessToken: string, type: MusicContentKind, id: string): Promise<MusicItem | null> {
    const path = `/v1/${type === 'track' ? 'tracks' : 'albums'}/${encodeURIComponent(id)}?market=${MARKET}`;
    try {
      return type === 'track'
        ? mapTrack(await this.api(path, accessToken, trackObject))
        : mapAlbum(await this.api(path, accessToken, albumObject));
    } catch (error) {
      // Spotify answers 400 'invalid id' for a malformed id and 404 for an unknown one.
      if (error instanceof MusicProviderError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }

  private async token(form: Record<string, string>): Promise<MusicTokens> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const answer = await this.send(`${this.options.accountsUrl}/api/token`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    });
    if (answer.status < 200 || answer.status >= 300) {
      const body = tokenErrorResponse.safeParse(answer.data);
      const code = body.success ? (body.data.error ?? null) : null;
      const message = (body.success ? body.data.error_description : undefined) ?? code ?? 'token refused';
      throw new MusicProviderError(message, answer.status, code);
    }
    const parsed = tokenResponse.safeParse(answer.data);
    if (!parsed.success) throw new MusicProviderError('Spotify token: unexpected answer', null);
    return {
      access_token: parsed.data.access_token,
      refresh_token: parsed.data.refresh_token ?? null,
      expires_in: parsed.data.expires_in,
    };
  }

  private async api<S extends z.ZodType>(path: string, accessToken: string, schema: S): Promise<z.output<S>> {
    const answer = await this.send(`${this.options.apiUrl}${path}`, {
      method: 'GET',
      headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
    });
    if (answer.status < 200 || answer.status >= 300) {
      const body = apiErrorResponse.safeParse(answer.data);
      const message = (body.success ? body.data.error?.message : undefined) ?? `HTTP ${answer.status}`;
      throw new MusicProviderError(message, answer.status);
    }
    const parsed = schema.safeParse(answer.data);
    if (!parsed.success) throw new MusicProviderError(`Spotify GET ${path}: unexpected answer`, null);
    return parsed.data;
  }

  /** One request; a 429 is retried once after its Retry-After (rate limits: integrations.md §2). */
  private async send(url: string, init: RequestInit): Promise<Answer> {
    const first = await this.fetchOnce(url, init);
    if (first.status !== 429) return first;
    const seconds = Number(first.headers.get('retry-after') ?? '1');
    const delay = Number.isFinite(seconds) && seconds >= 0 ? seconds : 1;
    if (delay > (this.options.maxRetryAfterSeconds ?? 10)) {
      throw new MusicProviderError('Spotify rate limit', 429, 'rate_limited');
    }
    await wait(delay * 1000);
    const second = await this.fetchOnce(url, init);
    if (second.status === 429) throw new MusicProviderError('Spotify rate limit', 429, 'rate_limited');
    return second;
  }

  private async fetchOnce(url: string, init: RequestInit): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error';
      throw new MusicProviderError(`Spotify ${init.method ?? 'GET'}: ${reason}`, null);
    }
    const text = await response.text().catch(() => '');
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    return { status: response.status, headers: response.headers, data };
  }
}
