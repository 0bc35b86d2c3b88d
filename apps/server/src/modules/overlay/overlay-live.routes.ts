import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { LIVE_MESSAGES, LIVE_RETRY_MS } from '@enlaza/shared/live';
import {
  overlayContract as contract,
  OVERLAY_MESSAGES as M,
  OVERLAY_ALERT_EVENT,
  OVERLAY_GOAL_EVENT,
} from '@enlaza/shared/overlay';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/api';
import { notFound, RetryLaterError } from '../../http/errors';
import { openEventStream } from '../../http/event-stream';
import { LiveStreams } from '../../lib/live-streams';
import type { OverlayService } from './overlay.service';
import type { OverlayStreamEvent } from './overlay-alerts';

const RETRY_AFTER_SECONDS = 30;

function frame(event: OverlayStreamEvent): string {
  return event.kind === 'goal'
    ? `event: ${OVERLAY_GOAL_EVENT}\ndata: ${JSON.stringify(event.goal)}\n\n`
    : `event: ${OVERLAY_ALERT_EVENT}\ndata: ${JSON.stringify(event.alert)}\n\n`;
}

/**
 * `GET /overlay/{token}/live` (under /api): the overlay page's Server-Sent Events stream, written by
 * hand like the public goal bar's. An unknown or rotated token is a 404 (the browser stops retrying).
 */
export async function overlayLiveRoutes(
  app: Api,
  deps: Pick<AppDeps, 'config'>,
  service: OverlayService,
): Promise<void> {
  const streams = new LiveStreams(deps.config.live);
  app.addHook('preClose', async () => streams.closeAll());

  app.get('/overlay/:token/live', { schema: contract.live }, async (request, reply) => {
    const userId = await service.creatorOf(request.params.token);
    if (userId === undefined) throw notFound(M.notFound);
    const refusal = streams.refusal(request.ip);
    if (refusal === 'per-ip')
      throw new RetryLaterError(429, LIVE_MESSAGES.tooManyStreams, RETRY_AFTER_SECONDS);
    if (refusal === 'full') throw new RetryLaterError(503, HTTP_MESSAGES.busy, RETRY_AFTER_SECONDS);

    const response = openEventStream(reply, LIVE_RETRY_MS);
    // The stream may close while its first events are read: then its alerts stop at once.
    let closed = false;
    let stop = () => {};
    streams.add(request.ip, response, () => {
      closed = true;
      stop();
    });
    try {
      const stopAlerts = await service.alerts.open(
        userId,
        (event) => response.write(frame(event)),
        () => response.end(),
      );
      if (closed) stopAlerts();
      else stop = stopAlerts;
    } catch (error) {
      request.log.error({ err: error }, 'overlay: current value not read');
      response.end();
    }
  });
}
