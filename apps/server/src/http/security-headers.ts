import type { IncomingMessage, ServerResponse } from 'node:http';
import { EMBED_FRAME_ORIGINS } from '@enlaza/shared/links';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isHtml, isJson } from './content-type';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'https:'],
      connectSrc: ["'self'"],
      // The map, and the players a link 'Como reproductor' loads once the visitor presses play.
      frameSrc: ['https://www.openstreetmap.org', ...EMBED_FRAME_ORIGINS],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Runs helmet once, at start-up, against a response that only records: the values stay helmet's (a
 * well-kept library decides them), the cost of building them and parsing the policy is paid once
 * instead of on every request (issue 38: about a fifth of a small route's time).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

const ALL = helmetHeaders();

const pick = (names: readonly string[]): Readonly<Record<string, string>> =>
  Object.freeze(Object.fromEntries(names.map((name) => [name, ALL[name] ?? ''])));

/** Headers that protect any answer, whatever it holds: no type guessing, HTTPS only. */
export const JSON_HEADERS = pick(['x-content-type-options', 'strict-transport-security']);

/**
 * Scripts, styles, images and files also refuse to be loaded by another site's page. A JSON answer
 * does not need it: browsers already refuse JSON to another site's script or image tags (ORB), and
 * every byte of an API answer's headers is paid on each request (issue 38: ≤ 400).
 */
export const ANSWER_HEADERS = pick([
  'x-content-type-options',
  'strict-transport-security',
  'cross-origin-resource-policy',
]);

/** A rendered document also gets the policy and the headers that only a page acts on (framing, referrer, opener…). */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.freeze({ ...ALL });

const PAGE_POLICY = DOCUMENT_HEADERS['content-security-policy'] ?? '';

/** Documents (types a browser renders, where the page policy means something), JSON, or anything else. */
function headersFor(contentType: unknown): Readonly<Record<string, string>> {
  if (isJson(contentType)) return JSON_HEADERS;
  if (isHtml(contentType) || (typeof contentType === 'string' && contentType.startsWith('image/svg+xml'))) {
    return DOCUMENT_HEADERS;
  }
  return ANSWER_HEADERS;
}

/**
 * One hook per answer, with headers built at start-up: documents get the whole set, JSON the two that
 * apply to it, everything else (scripts, images) those and the resource policy. A header a route set
 * itself (a stricter policy for uploads, a wider form-action for a checkout form) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const headers = headersFor(reply.getHeader('content-type'));
    for (const name in headers) {
      if (!reply.hasHeader(name)) reply.header(name, headers[name]);
    }
    done(null, payload);
  });
}

/**
 * A form that posts to us and is answered with a redirect to the provider's checkout: browsers apply
 * the page's form-action to the redirect too, so this page's policy lets the form reach `targets`.
 */
export function allowFormActionTo(reply: FastifyReply, targets: string): void {
  reply.header(
    'content-security-policy',
    PAGE_POLICY.replace("form-action 'self'", `form-action ${targets}`),
  );
}
