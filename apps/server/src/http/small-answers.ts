import type { FastifyInstance } from 'fastify';

/** Below this an answer goes uncompressed (the header and the encoding's framing outweigh the gain). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The request header @fastify/compress reads first, before anything else, to leave an answer alone. */
const LEAVE_UNCOMPRESSED = 'x-no-compression';

function isSmall(payload: unknown): boolean {
  if (typeof payload === 'string') return Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES;
  return Buffer.isBuffer(payload) && payload.length < COMPRESS_THRESHOLD_BYTES;
}

/**
 * @fastify/compress negotiates the encoding and matches the type of every answer before it looks at
 * the size: ≈ 7 % of the CPU of a small JSON answer, for nothing (issue 38). A string or buffer below
 * the threshold is marked here, in a global hook (they run before the plugin's route hooks), so the
 * plugin passes it through at its first check. Streams and larger answers go to it as before.
 */
export function registerSmallAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (isSmall(payload)) request.headers[LEAVE_UNCOMPRESSED] = '1';
    done(null, payload);
  });
}
