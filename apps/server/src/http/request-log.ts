import type { FastifyInstance } from 'fastify';
import { accessLineWriter } from './access-line';
import { isHtml, isJson } from './content-type';

/** The stream alert's secret token in its page's and stream's paths (issue 37): never logged. */
const OVERLAY_TOKEN_IN_PATH = /^(\/(?:api\/)?overlay\/)(?!(?:rotate|test)$)[^/]+/;

/** Strips query strings (OAuth codes, states, tokens) and overlay tokens from logged URLs. */
export function pathOnly(url: string): string {
  const i = url.indexOf('?');
  let path = i === -1 ? url : url.slice(0, i);
  // The pattern is tried only where it can match: a regex replace on every line cost ≈ 1 µs (issue 38).
  if (path.includes('/overlay/')) path = path.replace(OVERLAY_TOKEN_IN_PATH, '$1…');
  return i === -1 ? path : `${path}?…`;
}

/** API answers and pages; scripts, styles, fonts and images are the static files. */
function isApiOrPage(contentType: unknown): boolean {
  return typeof contentType !== 'string' || isJson(contentType) || isHtml(contentType);
}

/**
 * One line per answer, written after it left, with plain fields (Fastify's own request logging writes
 * two, each through the serializers: about a third of a small route's time, issue 38). Failures are
 * always written; successful static files never; successful API and page answers at the operator's
 * sample rate (LOG_REQUESTS_SAMPLE). Written with the request's id beside the root logger's bindings, so
 * a request that logs nothing else never makes its own child logger (request-logger.ts).
 */
export function registerRequestLog(app: FastifyInstance, sample: number): void {
  const write = accessLineWriter(app.log);
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const failed = status >= 400;
    if (!failed) {
      if (!isApiOrPage(reply.getHeader('content-type'))) return done();
      if (sample < 1 && Math.random() >= sample) return done();
    }
    write(
      {
        reqId: request.id,
        method: request.method,
        url: pathOnly(request.url),
        status,
        ms: Math.round(reply.elapsedTime),
      },
      status >= 500,
    );
    done();
  });
}
