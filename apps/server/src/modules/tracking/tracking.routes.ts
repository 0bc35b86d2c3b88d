import { trackingContract as contract } from '@enlaza/shared/tracking';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../http/api';
import type { TrackedPage } from '../../ports/page-visits';
import type { TrackingService } from './tracking.service';

/** The query of the page that loaded the image (its Referer), where its utm_* parameters are. */
function pageSearch(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).search.slice(0, 1000);
  } catch {
    return undefined;
  }
}

/** A transparent 1×1 GIF: the answer of the <noscript> image. */
const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Visitors' clicks and views, sent by the public pages in the background (spec 01 §7): POST
 * /links/{id}/click, POST /public/{username}/music-click, POST /public/{username}/view, POST
 * /public/{username}/donate-opened, and the server-rendered pages' own POST /track/view and GET
 * /track/view.gif. Public, no session needed; a click repeated within seconds counts once.
 */
export async function trackingRoutes(app: Api, tracking: TrackingService): Promise<void> {
  /**
   * A server-rendered page's view, told by the page (issue 23). Its owner looking at it is not counted,
   * as in the app. The answer is never kept by a cache: each opening must reach the server.
   */
  async function countOpened(
    request: FastifyRequest,
    opened: {
      username: string;
      page: TrackedPage;
      eventId: number | null;
      referrer: string | undefined;
      search: string | undefined;
    },
  ): Promise<void> {
    const userId = await tracking.creatorId(opened.username);
    if (request.auth?.userId === userId) return;
    await tracking.countOpenedPage(tracking.visitor(request), { ...opened, userId });
  }

  app.post(
    '/track/view',
    { schema: contract.trackView, preValidation: app.identify },
    async (request, reply) => {
      const { username, page, event_id, referrer, search } = request.body;
      await countOpened(request, { username, page, eventId: event_id ?? null, referrer, search });
      return reply.header('cache-control', 'no-store').code(204).send(null);
    },
  );

  // Without JavaScript the page loads this image. Its Referer is the page itself, not where the
  // visitor came from (a cached page cannot carry that), so the view has no referrer: a visit without
  // JavaScript counts as direct rather than as one from the site itself.
  app.get(
    '/track/view.gif',
    { schema: contract.trackViewPixel, preValidation: app.identify },
    async (request, reply) => {
      const { u, p, e } = request.query;
      await countOpened(request, {
        username: u,
        page: p,
        eventId: e ?? null,
        referrer: undefined,
        search: pageSearch(request.headers.referer),
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'image/gif')
        .send(TRANSPARENT_GIF);
    },
  );

  app.post('/links/:id/click', { schema: contract.linkClick }, async (request) => {
    const counted = await tracking.recordLinkClick(request.params.id, tracking.visitor(request));
    return { success: true as const, counted };
  });

  app.post('/public/:username/music-click', { schema: contract.musicClick }, async (request) => {
    const username = request.params.username.toLowerCase();
    const counted = await tracking.recordMusicClick(username, request.body.url, tracking.visitor(request));
    return { success: true as const, counted };
  });

  // Views of pages the app rendered itself after navigating (the server counts the pages it renders).
  // A signed-in creator looking at their own page is not counted.
  app.post(
    '/public/:username/view',
    { schema: contract.view, preValidation: app.identify },
    async (request) => {
      const userId = await tracking.creatorId(request.params.username.toLowerCase());
      if (request.auth?.userId === userId) return { success: true as const, counted: false };
      const counted = await tracking.recordView(
        userId,
        request.body.page,
        tracking.visitor(request),
        request.headers.referer,
        request.body.search ?? null,
      );
      return { success: true as const, counted };
    },
  );

  // The 'Aportar' dialog opened on the profile: the funnel's second step. The owner is not counted.
  app.post(
    '/public/:username/donate-opened',
    { schema: contract.donateOpened, preValidation: app.identify },
    async (request) => {
      const userId = await tracking.creatorId(request.params.username.toLowerCase());
      if (request.auth?.userId === userId) return { success: true as const, counted: false };
      const counted = await tracking.recordDonateOpened(userId, tracking.visitor(request));
      return { success: true as const, counted };
    },
  );
}
