import type { FastifyInstance } from 'fastify';

function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

/** Starts the authorization as the creator; answers the provider URL the browser is sent to. */
export async function initiateMusic(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/spotify/oauth/initiate', headers });
  if (res.statusCode !== 200) throw new Error(`initiate failed: ${res.statusCode} ${res.body}`);
  return (JSON.parse(res.body) as { data: { oauth_url: string } }).data.oauth_url;
}

/**
 * The simulator's consent page, answered with 'Autorizar' or 'Cancelar', then our callback: returns
 * where the browser finally lands.
 */
export async function consentInSimulator(
  app: FastifyInstance,
  oauthUrl: string,
  decision: 'autorizar' | 'cancelar',
): Promise<string> {
  const page = await app.inject({ method: 'GET', url: pathOf(oauthUrl) });
  if (page.statusCode !== 200) throw new Error(`consent page: ${page.statusCode}`);
  const params = new URL(oauthUrl).searchParams;
  const form = new URLSearchParams({
    state: params.get('state') ?? '',
    redirect_uri: params.get('redirect_uri') ?? '',
    code_challenge: params.get('code_challenge') ?? '',
    decision,
  });
  const posted = await app.inject({
    method: 'POST',
    url: new URL(oauthUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  if (posted.statusCode !== 303) throw new Error(`consent post: ${posted.statusCode} ${posted.body}`);
  return followCallback(app, String(posted.headers.location));
}

/** Our callback, reached at the URL the provider redirected to; answers our redirect. */
export async function followCallback(app: FastifyInstance, providerRedirect: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: pathOf(providerRedirect) });
  if (res.statusCode !== 302) throw new Error(`callback: ${res.statusCode} ${res.body}`);
  return String(res.headers.location);
}

/** Connects the creator through the simulator's consent page. */
export async function connectMusic(app: FastifyInstance, headers: Record<string, string>): Promise<void> {
  const landed = await consentInSimulator(app, await initiateMusic(app, headers), 'autorizar');
  if (landed !== '/dashboard/spotify?spotify_success=true') throw new Error(`connect landed on ${landed}`);
}
