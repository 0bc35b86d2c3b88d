import { type ApiErrorBody, HTTP_MESSAGES } from '@enlaza/shared/http-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Maps Fastify's own client errors (bad JSON, wrong content type, too large) to Spanish answers. */
function frameworkError(error: FastifyError): { status: number; message: string } | null {
  const status = error.statusCode ?? 500;
  if (status >= 500) return null;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: HTTP_MESSAGES.invalidJson };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: HTTP_MESSAGES.unsupportedMediaType };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { status: 413, message: HTTP_MESSAGES.payloadTooLarge };
    case 'FST_ERR_RATE_LIMIT':
      return { status: 429, message: HTTP_MESSAGES.tooManyRequests };
    default:
      if (status === 413) return { status, message: HTTP_MESSAGES.payloadTooLarge };
      if (status === 404) return { status, message: HTTP_MESSAGES.notFound };
      return { status: 400, message: HTTP_MESSAGES.validation };
  }
}

/** The single error handler: `{ message, errors? }` in Spanish; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { message: error.message };
      if (error.errors?.length) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    const mapped = frameworkError(error);
    if (mapped) {
      request.log.info({ code: error.code }, 'client error');
      return reply.status(mapped.status).send({ message: mapped.message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: HTTP_MESSAGES.internal } satisfies ApiErrorBody);
  });
}
