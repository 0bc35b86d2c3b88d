import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { DEFAULT_SHARE_IMAGE } from '@enlaza/shared/public';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RetryLaterError } from '../../http/errors';
import { WorkerPoolBusyError } from '../../lib/worker-pool';
import type { PublicReads } from '../../ports/public-reads';
import type { PagesDeps } from '../pages-deps';
import { rowIdOf } from './row-id';
import { eventCard, profileCard, type ShareCardContent, shareCardHash, shareCardPaths } from './share-card';
import { ShareCardRenderer } from './share-card-renderer';

const HASH = /^([0-9a-f]{16})\.png$/;
/** A full drawing queue empties within seconds. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The share cards (og:image) of a creator's page and of an event (issue 14): 1200×630 PNGs drawn on
 * this server. The URL carries the hash of what the card shows, so each one is immutable and cached
 * for a year; the pages' meta tags always name the current hash. An old hash (the goal moved on)
 * is sent to the current card; unknown creators and events are 404.
 */
export async function shareCardRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  service: PublicReads,
): Promise<void> {
  const renderer = new ShareCardRenderer(app, deps.log);
  app.addHook('onClose', () => renderer.close());

  async function answer(
    reply: FastifyReply,
    file: string,
    content: ShareCardContent | null,
    currentPath: (hash: string) => string,
  ): Promise<FastifyReply> {
    const asked = HASH.exec(file)?.[1];
    if (!content || !asked) {
      return reply.status(404).send({ message: HTTP_MESSAGES.notFound });
    }
    const hash = shareCardHash(content);
    if (asked !== hash) return reply.redirect(currentPath(hash), 302);
    let png: Buffer;
    try {
      png = await renderer.png(content);
    } catch (error) {
      if (error instanceof WorkerPoolBusyError) {
        throw new RetryLaterError(503, HTTP_MESSAGES.busy, BUSY_RETRY_AFTER_SECONDS);
      }
      // A card that cannot be drawn leaves the site's default image, never an error, to the preview.
      deps.log.error({ err: error, hash }, 'share card not drawn');
      return reply.header('cache-control', 'no-store').redirect(DEFAULT_SHARE_IMAGE, 302);
    }
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  }

  // The same for everyone (issue 23): the redirect to the current card is kept by shared caches for
  // PUBLIC_CACHE_SECONDS; the PNG keeps its year-long immutable header (its URL names its content).
  const shared = { config: { publicCache: true } };

  app.get<{ Params: { username: string; file: string } }>(
    '/og/u/:username/:file',
    shared,
    async (request, reply) => {
      const found = await service.profile(request.params.username);
      const content = found ? profileCard(found.profile) : null;
      return answer(reply, request.params.file, content, (hash) =>
        shareCardPaths.profile(found?.profile.username ?? '', hash),
      );
    },
  );

  app.get<{ Params: { eventId: string; file: string } }>(
    '/og/e/:eventId/:file',
    shared,
    async (request, reply) => {
      const id = rowIdOf(request.params.eventId);
      const found =
        id === null
          ? null
          : ((await service.eventWithOwnerId(id)) ?? (await service.cancelledEventWithOwnerId(id)));
      const content = found ? eventCard(found.event) : null;
      return answer(reply, request.params.file, content, (hash) => shareCardPaths.event(id ?? 0, hash));
    },
  );
}
