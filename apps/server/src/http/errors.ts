import { type FieldError, HTTP_MESSAGES } from '@enlaza/shared/http';
import { SUSPENSION_MESSAGES } from '@enlaza/shared/reports';

/** An error whose message is safe to show: the error handler sends it as `{ message, errors? }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string = HTTP_MESSAGES.validation, errors?: FieldError[]) =>
  new AppError(400, message, errors);
export const fieldError = (field: string, message: string, status = 400) =>
  new AppError(status, message, [{ field, message }]);
export const unauthorized = (message: string = HTTP_MESSAGES.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = HTTP_MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = HTTP_MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string = HTTP_MESSAGES.conflict, errors?: FieldError[]) =>
  new AppError(409, message, errors);
export const tooManyRequests = (message: string = HTTP_MESSAGES.tooManyRequests) =>
  new AppError(429, message);

/** A refusal the client should retry later: the error handler adds `Retry-After`. */
export class RetryLaterError extends AppError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

/**
 * A suspended page (issue 22): every public read of it, its events, cards, links and checkout answer
 * 403 'Esta página fue suspendida'. The page layer renders it as a page; the API sends the message.
 */
export class PageSuspendedError extends AppError {
  constructor() {
    super(403, SUSPENSION_MESSAGES.suspended);
  }
}
