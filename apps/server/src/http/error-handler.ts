import { type ApiErrorBody, HTTP_MESSAGES } from '@enlaza/shared/http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RetryLaterError } from './errors';
import { RequestValidationError } from './request-validation';

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

/** A request refused by its route's schema: 400 with one Spanish message per field (404 for a path). */
function validationAnswer(error: unknown): { status: number; body: ApiErrorBody } | null {
  if (error instanceof RequestValidationError) {
    if (error.part === 'params') return { status: 404, body: { message: error.message } };
    const body: ApiErrorBody = { message: error.message };
    if (error.errors) body.errors = error.errors;
    return { status: 400, body };
  }
  // The type provider's own compiler (a scope that did not use ours): its zod messages, per field.
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => ({
      field: v.instancePath.slice(1).replaceAll('/', '.') || '_',
      message: v.message ?? HTTP_MESSAGES.invalidValue,
    }));
    return { status: 400, body: { message: HTTP_MESSAGES.validation, errors } };
  }
  return null;
}

/** The single error answer: `{ message, errors? }` in Spanish; 5xx details stay in the log. */
export function sendError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { message: error.message };
    if (error.errors?.length) body.errors = error.errors;
    if (error instanceof RetryLaterError) void reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(error.statusCode).send(body);
  }
  const invalid = validationAnswer(error);
  if (invalid) {
    request.log.info({ part: error.validationContext }, 'request refused by its schema');
    return reply.status(invalid.status).send(invalid.body);
  }
  const mapped = frameworkError(error);
  if (mapped) {
    request.log.info({ code: error.code }, 'client error');
    return reply.status(mapped.status).send({ message: mapped.message } satisfies ApiErrorBody);
  }
  // Includes an answer its route's response schema refused (FST_ERR_RESPONSE_SERIALIZATION): never sent.
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: HTTP_MESSAGES.internal } satisfies ApiErrorBody);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}
