import { LIMITS, USERNAME_PATTERN } from '@enlaza/shared/limits';
import { LINK_MESSAGES } from '@enlaza/shared/links';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public-pages';
import { musicClickSchema, pageViewSchema } from '@enlaza/shared/public-pages-schema';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { badRequest, notFound } from '../../http/errors';
import { routeId } from '../../http/request-input';
import { parse } from '../../http/validate';
import { TrackingService } from './tracking.service';

/** navigator.sendBeacon sends its body as text/plain: accept the JSON inside it too. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (!body.trim()) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    throw badRequest();
  }
}

/** A username as it can exist; anything else is not found without asking the database. */
function knownShape(raw: string): string {
  const username = raw.toLowerCase();
  if (username.length > LIMITS.usernameMax || !USERNAME_PATTERN.test(username)) {
    throw notFound(PUBLIC_MESSAGES.userNotFound);
  }
  return username;
}

/**
 * Visitors' clicks and views, sent by the public pages in the background (spec 01 §7): POST
 * /links/{id}/click, POST /public/{username}/music-click and POST /public/{username}/view. Public, no
 * session needed; a click repeated within seconds counts once.
 */
export async function trackingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const tracking = new TrackingService(deps);

  app.post<{ Params: { id: string } }>('/links/:id/click', async (request) => {
    const id = routeId(request.params.id, LINK_MESSAGES.notFound);
    const counted = await tracking.recordLinkClick(id, tracking.visitor(request));
    return { success: true, counted };
  });

  app.post<{ Params: { username: string } }>('/public/:username/music-click', async (request) => {
    const username = knownShape(request.params.username);
    const { url } = parse(musicClickSchema, jsonBody(request.body));
    const counted = await tracking.recordMusicClick(username, url, tracking.visitor(request));
    return { success: true, counted };
  });

  // Views of pages the app rendered itself after navigating (the server counts the pages it renders).
  // A signed-in creator looking at their own page is not counted.
  app.post<{ Params: { username: string } }>(
    '/public/:username/view',
    { preHandler: app.identify },
    async (request) => {
      const username = knownShape(request.params.username);
      const { page } = parse(pageViewSchema, jsonBody(request.body) ?? {});
      const userId = await tracking.creatorId(username);
      if (request.auth?.userId === userId) return { success: true, counted: false };
      const counted = await tracking.recordView(
        userId,
        page,
        tracking.visitor(request),
        request.headers.referer,
      );
      return { success: true, counted };
    },
  );
}
