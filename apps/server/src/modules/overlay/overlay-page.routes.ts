import { OVERLAY_MESSAGES as M } from '@enlaza/shared/overlay';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { escapeHtml, noStore, sendHtml } from '../../http/html-answers';
import { loadHtmlShell, NOT_BUILT } from '../../web/serve-web';
import type { OverlayService } from './overlay.service';
import { overlayBody, overlayHead, overlayOptions } from './overlay-page';

const NOT_FOUND_PAGE = `<!doctype html><html lang="es-AR"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Enlazá</title><p>${escapeHtml(M.notFound)}</p></html>`;

/**
 * `/overlay/{token}`: the stream alert as a page for OBS (a browser source). Server-rendered with the
 * small script of `overlay.html`; an unknown or rotated token answers 404. Never cached: the address
 * is a secret.
 */
export async function overlayPageRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config'>,
  service: OverlayService,
): Promise<void> {
  const shell = loadHtmlShell(deps.config, 'overlay.html');

  app.get<{ Params: { token: string } }>('/overlay/:token', async (request, reply) => {
    noStore(reply).header('x-robots-tag', 'noindex');
    const { token } = request.params;
    if ((await service.creatorOf(token)) === undefined) return sendHtml(reply, NOT_FOUND_PAGE, 404);
    if (!shell.built) return sendHtml(reply, NOT_BUILT, 503);
    const options = overlayOptions(request.query);
    const streamPath = `/api/overlay/${encodeURIComponent(token)}/live`;
    return sendHtml(
      reply,
      shell.render({ head: overlayHead(options), body: overlayBody(streamPath, options) }),
    );
  });
}
