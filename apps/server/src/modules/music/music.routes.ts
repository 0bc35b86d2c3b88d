import { spotifyContract as contract, SPOTIFY_MESSAGES } from '@enlaza/shared/spotify';
import type { Api, CreatorApi } from '../../http/api';
import type { MusicConnectionService } from './music-connection.service';

/** The creator's Spotify connection and featured music (spec 02 §7 "Music"). */
export async function musicRoutes(app: CreatorApi, connection: MusicConnectionService) {
  const { content } = connection;

  app.get('/spotify/status', { schema: contract.status }, async (request) => ({
    success: true as const,
    data: await connection.status(request.auth.userId),
  }));

  app.post('/spotify/oauth/initiate', { schema: contract.initiate }, async (request) => {
    const oauthUrl = await connection.initiate(request.auth.userId);
    return { success: true as const, data: { oauth_url: oauthUrl } };
  });

  app.get('/spotify/connection', { schema: contract.connection }, async (request) => ({
    success: true as const,
    data: { connection: await connection.connection(request.auth.userId) },
  }));

  const disconnect = async (userId: number) => {
    await connection.disconnect(userId);
    return { success: true as const, message: SPOTIFY_MESSAGES.disconnected };
  };
  app.delete('/spotify/connection', { schema: contract.disconnect }, (request) =>
    disconnect(request.auth.userId),
  );
  app.post('/spotify/revoke', { schema: contract.revoke }, (request) => disconnect(request.auth.userId));

  app.get('/spotify/search', { schema: contract.search }, async (request) => ({
    success: true as const,
    data: { results: await content.search(request.auth.userId, request.query) },
  }));

  app.get('/spotify/content', { schema: contract.content }, async (request) => ({
    success: true as const,
    data: { content: await content.current(request.auth.userId) },
  }));

  app.post('/spotify/content', { schema: contract.select }, async (request) => {
    const { content_type, spotify_id } = request.body;
    const item = await content.select(request.auth.userId, content_type, spotify_id);
    return { success: true as const, message: SPOTIFY_MESSAGES.contentUpdated, data: { content: item } };
  });

  app.delete('/spotify/content', { schema: contract.removeContent }, async (request) => {
    await content.remove(request.auth.userId);
    return { success: true as const, message: SPOTIFY_MESSAGES.contentRemoved };
  });
}

/** Public: the browser arrives here from the provider; the single-use state names the creator. */
export async function musicCallbackRoute(app: Api, connection: MusicConnectionService) {
  app.get('/spotify/oauth/callback', { schema: contract.callback }, async (request, reply) => {
    const location = await connection.callback(request.query);
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });
}
