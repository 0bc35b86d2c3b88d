import { HTTP_MESSAGES } from '@enlaza/shared/http';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from './storage-port';

/** Names are random and never reused, so a stored file can be cached for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<name>: the stored files, from whichever storage holds them (local disk or the
 * S3-compatible bucket, streamed through this server so the URLs never change). ETag and 304 on
 * If-None-Match; nosniff and a sandboxing CSP keep browsers from reading them as anything but images.
 */
export async function serveUploads(app: FastifyInstance, storage: FileStorage): Promise<void> {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const opened = await storage.open(request.params.name, {
      ifNoneMatch: request.headers['if-none-match'],
    });
    if (!opened) {
      return reply.status(404).header('cache-control', 'no-store').send({ message: HTTP_MESSAGES.notFound });
    }
    void reply.header('etag', opened.etag).header('cache-control', CACHE_FOREVER);
    if (opened.notModified) return reply.status(304).send();
    return reply
      .header('content-type', opened.contentType)
      .header('content-length', opened.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(opened.body);
  });
}
