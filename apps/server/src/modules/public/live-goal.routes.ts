import { HTTP_MESSAGES } from '@enlaza/shared/http';
import {
  liveContract as contract,
  LIVE_GOAL_EVENT,
  LIVE_MESSAGES,
  LIVE_RETRY_MS,
  type LiveGoalEvent,
} from '@enlaza/shared/live';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import type { Api } from '../../http/api';
import { notFound, RetryLaterError } from '../../http/errors';
import type { PublicReads } from '../../ports/public-reads';
import { LiveStreams } from './live-streams';
import type { PublicRoutesDeps } from './public-deps';

const RETRY_AFTER_SECONDS = 30;

function frame(event: LiveGoalEvent): string {
  return `event: ${LIVE_GOAL_EVENT}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * `GET /public/{username}/live`: the goal bar's Server-Sent Events stream. The reply is written by
 * hand (hijacked): no compression or JSON serializer may buffer an endless answer. The current value
 * goes first, so a reconnecting page catches up at once.
 */
export async function liveGoalRoutes(app: Api, deps: PublicRoutesDeps, service: PublicReads): Promise<void> {
  const streams = new LiveStreams(deps.config.live);
  app.addHook('preClose', async () => streams.closeAll());

  app.get('/public/:username/live', { schema: contract.goal }, async (request, reply) => {
    const creator = await service.creator(request.params.username);
    if (!creator) throw notFound(PUBLIC_MESSAGES.userNotFound);
    const refusal = streams.refusal(request.ip);
    if (refusal === 'per-ip')
      throw new RetryLaterError(429, LIVE_MESSAGES.tooManyStreams, RETRY_AFTER_SECONDS);
    if (refusal === 'full') throw new RetryLaterError(503, HTTP_MESSAGES.busy, RETRY_AFTER_SECONDS);

    reply.hijack();
    const response = reply.raw;
    // The security headers set so far (helmet) still apply to the hand-written answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) response.setHeader(name, value);
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies such as nginx must pass events through at once instead of buffering them.
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    const stop = deps.liveGoals.listen(creator.id, (event) => response.write(frame(event)));
    streams.add(request.ip, response, stop);
    try {
      response.write(frame(await deps.liveGoals.current(creator.id)));
    } catch (error) {
      request.log.error({ err: error }, 'live goal: current value not read');
      response.end();
    }
  });
}
