import { trackingContract as contract } from '@enlaza/shared/tracking';
import type { Api } from '../../http/api';
import type { TrackingService } from './tracking.service';

/**
 * Visitors' clicks and views, sent by the public pages in the background (spec 01 §7): POST
 * /links/{id}/click, POST /public/{username}/music-click, POST /public/{username}/view and POST
 * /public/{username}/donate-opened. Public, no
 * session needed; a click repeated within seconds counts once.
 */
export async function trackingRoutes(app: Api, tracking: TrackingService): Promise<void> {
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
