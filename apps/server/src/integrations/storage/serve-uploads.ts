import fs from 'node:fs';
import path from 'node:path';
import { HTTP_MESSAGES } from '@enlaza/shared/http-messages';
import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPE_BY_EXTENSION, STORED_NAME } from './local-disk-storage';

/**
 * GET /uploads/<name>: the files of the local-disk storage. Names are random and never reused, so
 * they are cached for a year; nosniff keeps browsers from reading them as anything but the type sent.
 */
export async function serveUploads(app: FastifyInstance, directory: string): Promise<void> {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const file = STORED_NAME.test(name) ? path.join(directory, name) : null;
    const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) {
      return reply.status(404).header('cache-control', 'no-store').send({ message: HTTP_MESSAGES.notFound });
    }
    const extension = name.slice(name.lastIndexOf('.') + 1);
    return reply
      .header('content-type', CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream')
      .header('content-length', stat.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(fs.createReadStream(file));
  });
}
