import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local stand-in for Spotify's accounts service and Web API as integrations.md §2
 * documents them — form-encoded POST /api/token with Basic client authentication, PKCE (S256),
 * single-use codes, refresh tokens that can be revoked, GET /v1/me, /v1/search, /v1/tracks/{id},
 * /v1/albums/{id}; 401 for expired or unknown access tokens; 429 with Retry-After on demand.
 */

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams | null;
}

interface Code {
  account: string;
  redirectUri: string;
  challenge: string;
  used: boolean;
}

const token = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

const image = (size: number, name: string) => ({
  url: `https://i.scdn.co/image/${name}-${size}`,
  width: size,
  height: size,
});

/** Two tracks (one with a preview, one without) and an album, shaped like Spotify's answers. */
export const FAKE_TRACKS = [
  {
    id: '4e1ZDGlW6pBRCHcvCHfA5U',
    name: 'De Música Ligera',
    uri: 'spotify:track:4e1ZDGlW6pBRCHcvCHfA5U',
    duration_ms: 211_000,
    artists: [{ id: 'a1', name: 'Soda Stereo' }],
    album: {
      id: 'alb1',
      name: 'Canción Animal',
      // Not ordered by size, on purpose: the adapter must pick the largest.
      images: [image(300, 'animal'), image(640, 'animal'), image(64, 'animal')],
    },
    external_urls: { spotify: 'https://open.spotify.com/track/4e1ZDGlW6pBRCHcvCHfA5U' },
    preview_url: 'https://p.scdn.co/mp3-preview/abc',
  },
  {
    id: '1x2y3z4w5v6u7t8s9r0q1p',
    name: 'Persiana Americana',
    uri: 'spotify:track:1x2y3z4w5v6u7t8s9r0q1p',
    duration_ms: 288_000,
    artists: [
      { id: 'a1', name: 'Soda Stereo' },
      { id: 'a2', name: 'Gustavo Cerati' },
    ],
    album: { id: 'alb2', name: 'Signos', images: [image(640, 'signos'), image(300, 'signos')] },
    external_urls: { spotify: 'https://open.spotify.com/track/1x2y3z4w5v6u7t8s9r0q1p' },
    preview_url: null,
  },
];

export const FAKE_ALBUMS = [
  {
    id: '2bVRJfZkRWHbyO1yZzZZzz',
    name: 'Canción Animal',
    artists: [{ id: 'a1', name: 'Soda Stereo' }],
    images: [image(64, 'animal-album'), image(640, 'animal-album'), image(300, 'animal-album')],
    external_urls: { spotify: 'https://open.spotify.com/album/2bVRJfZkRWHbyO1yZzZZzz' },
  },
];

export class FakeSpotify {
  readonly received: ReceivedRequest[] = [];
  /** Successful refreshes. */
  refreshes = 0;
  /** Answer the next N API calls with 429 and this Retry-After. */
  rateLimitNext = 0;
  retryAfterSeconds = 1;
  /** Whether a refresh answers with a new refresh token (Spotify may omit it). */
  rotateRefreshTokens = false;
  private readonly codes = new Map<string, Code>();
  private readonly accessTokens = new Map<string, { account: string; expired: boolean }>();
  private readonly refreshTokens = new Map<string, string>();
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  baseUrl = '';

  constructor(
    readonly clientId = 'spotify-client-id',
    readonly clientSecret = 'spotify-client-secret',
  ) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * The listener approves on Spotify's consent page: checks the authorization URL the app built and
   * answers the redirect Spotify would send the browser to.
   */
  authorize(authorizationUrl: string, account = 'listener-1'): string {
    const url = new URL(authorizationUrl);
    const p = url.searchParams;
    if (url.pathname !== '/authorize') throw new Error(`unexpected path ${url.pathname}`);
    if (p.get('client_id') !== this.clientId) throw new Error('wrong client_id');
    if (p.get('response_type') !== 'code') throw new Error('response_type must be code');
    if (p.get('code_challenge_method') !== 'S256') throw new Error('PKCE S256 required');
    const challenge = p.get('code_challenge');
    const redirectUri = p.get('redirect_uri');
    const state = p.get('state');
    if (!challenge || !redirectUri || !state) throw new Error('missing authorization parameters');
    const code = token('code-');
    this.codes.set(code, { account, redirectUri, challenge, used: false });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    return back.toString();
  }

  /** The listener removed the app from their account: every token of theirs stops working. */
  revokeAll(): void {
    this.refreshTokens.clear();
    for (const entry of this.accessTokens.values()) entry.expired = true;
  }

  /** The access tokens expire (after an hour, on Spotify). */
  expireAccessTokens(): void {
    for (const entry of this.accessTokens.values()) entry.expired = true;
  }

  private grant(account: string, refreshToken?: string) {
    const access = token('BQ');
    this.accessTokens.set(access, { account, expired: false });
    const body: Record<string, unknown> = {
      access_token: access,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: '',
    };
    if (refreshToken === undefined || this.rotateRefreshTokens) {
      if (refreshToken) this.refreshTokens.delete(refreshToken);
      const refresh = token('AQ');
      this.refreshTokens.set(refresh, account);
      body.refresh_token = refresh;
    }
    return body;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const form = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(raw)
      : null;
    this.received.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      form,
    });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };

    if (req.method === 'POST' && url.pathname === '/api/token') return this.tokenEndpoint(req, form, send);

    if (this.rateLimitNext > 0) {
      this.rateLimitNext -= 1;
      return send(
        429,
        { error: { status: 429, message: 'API rate limit exceeded' } },
        {
          'retry-after': String(this.retryAfterSeconds),
        },
      );
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const access = bearer ? this.accessTokens.get(bearer) : undefined;
    if (!access || access.expired) {
      return send(401, { error: { status: 401, message: 'The access token expired' } });
    }
    if (req.method !== 'GET') return send(405, { error: { status: 405, message: 'Method not allowed' } });
    if (url.pathname === '/v1/me') return send(200, { id: access.account, display_name: 'Oyente de Prueba' });
    if (url.pathname === '/v1/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? '20');
      const match = (name: string, artists: { name: string }[]) =>
        `${name} ${artists.map((a) => a.name).join(' ')}`.toLowerCase().includes(q);
      if (url.searchParams.get('type') === 'album') {
        const items = FAKE_ALBUMS.filter((a) => match(a.name, a.artists)).slice(0, limit);
        return send(200, { albums: { items, limit, offset: 0, total: items.length } });
      }
      const items = FAKE_TRACKS.filter((t) => match(t.name, t.artists)).slice(0, limit);
      return send(200, { tracks: { items, limit, offset: 0, total: items.length } });
    }
    const one = /^\/v1\/(tracks|albums)\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const list: { id: string }[] = one[1] === 'tracks' ? FAKE_TRACKS : FAKE_ALBUMS;
      const found = list.find((item) => item.id === one[2]);
      if (!/^[A-Za-z0-9]{22}$/.test(one[2] ?? ''))
        return send(400, { error: { status: 400, message: 'invalid id' } });
      return found ? send(200, found) : send(404, { error: { status: 404, message: 'Not found.' } });
    }
    return send(404, { error: { status: 404, message: 'Service not found' } });
  }

  private tokenEndpoint(
    req: http.IncomingMessage,
    form: URLSearchParams | null,
    send: (status: number, body: unknown) => void,
  ) {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return send(401, { error: 'invalid_client', error_description: 'Invalid client' });
    }
    if (!form) return send(400, { error: 'invalid_request', error_description: 'form body required' });
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      if (!code || code.used) {
        return send(400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
      }
      if (code.redirectUri !== form.get('redirect_uri')) {
        return send(400, { error: 'invalid_grant', error_description: 'Invalid redirect URI' });
      }
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) {
        return send(400, { error: 'invalid_grant', error_description: 'code_verifier was incorrect' });
      }
      code.used = true;
      return send(200, this.grant(code.account));
    }
    if (grantType === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      const account = this.refreshTokens.get(refresh);
      if (!account) return send(400, { error: 'invalid_grant', error_description: 'Refresh token revoked' });
      this.refreshes += 1;
      return send(200, this.grant(account, refresh));
    }
    return send(400, { error: 'unsupported_grant_type', error_description: 'grant_type not supported' });
  }
}
