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
import { openEventStream } from '../../http/event-stream';
import { LiveStreams } from '../../lib/live-streams';
import type { PublicReads } from '../../ports/public-reads';
import type { PublicRoutesDeps } from './public-deps';

const RETRY_AFTER_SECONDS = 30;

/**
 * An update goes to every stream on the creator's page as the same object, one after the other: its
 * bytes are built once for all of them (a crowd of thousands, one JSON.stringify and one encoding).
 */
function framer(): (event: LiveGoalEvent) => Buffer {
  let last: { event: LiveGoalEvent; bytes: Buffer } | null = null;
  return (event) => {
    if (last?.event !== event) {
      last = { event, bytes: Buffer.from(`event: ${LIVE_GOAL_EVENT}\ndata: ${JSON.stringify(event)}\n\n`) };
    }
    return last.bytes;
  };
}

/**
 * `GET /public/{username}/live`: the goal bar's Server-Sent Events stream. The reply is written by
 * hand (hijacked): no compression or JSON serializer may buffer an endless answer. The current value
 * goes first, so a reconnecting page catches up at once.
 */
export async function liveGoalRoutes(app: Api, deps: PublicRoutesDeps, service: PublicReads): Promise<void> {
  const streams = new LiveStreams(deps.config.live);
  const frame = framer();
  app.addHook('preClose', async () => streams.closeAll());

  app.get('/public/:username/live', { schema: contract.goal }, async (request, reply) => {
    const creator = await service.creator(request.params.username);
    if (!creator) throw notFound(PUBLIC_MESSAGES.userNotFound);
    const refusal = streams.refusal(request.ip);
    if (refusal === 'per-ip')
      throw new RetryLaterError(429, LIVE_MESSAGES.tooManyStreams, RETRY_AFTER_SECONDS);
    if (refusal === 'full') throw new RetryLaterError(503, HTTP_MESSAGES.busy, RETRY_AFTER_SECONDS);

    const response = openEventStream(reply, LIVE_RETRY_MS);
    const { stop, first } = deps.liveGoals.follow(creator.id, (event) => response.write(frame(event)));
    streams.add(request.ip, response, stop);
    try {
      await first;
    } catch (error) {
      request.log.error({ err: error }, 'live goal: current value not read');
      response.end();
    }
  });
}
