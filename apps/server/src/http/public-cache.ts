import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { namesEtag } from '../lib/etag';
import { type EncodedDocument, EncodedDocuments } from '../web/encoded-document';
import { isJson } from './content-type';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for everyone (no session, no cookie changes it): shared caches may keep
     * it `PUBLIC_CACHE_SECONDS`, it carries a strong ETag and answers 304 to a matching If-None-Match.
     */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    /** Answers with their compressed variants, kept by the hash of their bytes (see encoded-document.ts). */
    encodedDocuments: EncodedDocuments;
  }
}

/**
 * A missing page (404) or an erased account (410) is kept briefly by shared caches: a burst on a
 * mistyped or dead link is absorbed, and a name taken since shows within seconds without any purge.
 * Not longer: nothing purges a page that starts to exist. A suspended page (403) is `no-store`: once
 * the suspension is lifted the page is back at once.
 */
const MISSING_SECONDS = 10;

/** Types worth compressing; images (PNG share cards) are already compressed. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

const attached = new WeakMap<FastifyReply, EncodedDocument>();

/** Sends a kept document: its compressed variants are used as they are, never compressed again. */
export function sendEncoded(reply: FastifyReply, document: EncodedDocument): FastifyReply {
  attached.set(reply, document);
  return reply.send(document.identity);
}

/**
 * This answer depends on who asks (the 18+ cookie): no shared cache may keep it, whatever the route.
 * A route's own `private` or `no-store` is never replaced by the public header.
 */
export function keepPrivate(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store');
}

/** How long a shared cache may serve a page stale while it fetches it again. */
const STALE_SECONDS = 300;

/** The Cache-Control of a public answer: revalidated by browsers, kept by shared caches. */
export function publicCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}`;
}

/**
 * What only shared caches read (CDN-Cache-Control, RFC 9213): they may also serve the page up to
 * 5 minutes stale while they fetch it again. Not in Cache-Control, because browsers apply
 * stale-while-revalidate too (Chromium does to page loads): a creator opening their page right after
 * an edit, or a suspended page, would be shown the copy the browser already had.
 */
export function sharedCacheControl(seconds: number): string {
  return `max-age=${seconds}, stale-while-revalidate=${STALE_SECONDS}`;
}

function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (
    value === '*' ||
    value
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(header.toLowerCase())
  )
    return;
  void reply.header('vary', value ? `${value}, ${header}` : header);
}

function ownCacheControl(reply: FastifyReply): string {
  const value = reply.getHeader('cache-control');
  return typeof value === 'string' ? value : '';
}

async function encodedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  document: EncodedDocument,
  cacheable: boolean,
): Promise<Buffer | null> {
  const type = String(reply.getHeader('content-type') ?? '');
  const coding = COMPRESSIBLE_TYPE.test(type)
    ? document.codingFor(request.headers['accept-encoding'])
    : 'identity';
  if (document.compressible && COMPRESSIBLE_TYPE.test(type)) addVary(reply, 'Accept-Encoding');
  const bytes = await document.bytes(coding);
  // The variant may have failed to compress: then the bytes are the identity's, tagged as such.
  const sent = bytes === document.identity ? 'identity' : coding;
  if (cacheable) {
    const etag = document.etag(sent);
    void reply.header('etag', etag);
    if (namesEtag(request.headers['if-none-match'], etag)) {
      void reply.code(304);
      return null;
    }
  }
  if (sent !== 'identity') void reply.header('content-encoding', sent);
  return bytes;
}

/**
 * Registers the shared-cache answers (issue 23). Routes with `config.publicCache` get, on a 200,
 * `Cache-Control: public, max-age=0, s-maxage=<seconds>` and, pages only, `CDN-Cache-Control:
 * max-age=<seconds>, stale-while-revalidate=300` (unless the route said `private`, `no-store` or
 * `immutable` itself), a strong ETag per coding, `Vary: Accept-Encoding` and 304 for a matching If-None-Match; redirects get the same Cache-Control, 404
 * and 410 a short one, anything else `no-store`. Their bodies, and any body sent with
 * `sendEncoded`, are compressed once and kept (`app.encodedDocuments`); @fastify/compress sees the
 * Content-Encoding and leaves them alone. Register before the routes.
 */
export function registerPublicCache(app: FastifyInstance, seconds: number): void {
  const documents = new EncodedDocuments();
  app.decorate('encodedDocuments', documents);
  const publicControl = publicCacheControl(seconds);
  const sharedControl = sharedCacheControl(seconds);
  const missingControl = `public, max-age=0, s-maxage=${Math.min(seconds, MISSING_SECONDS)}`;

  /**
   * Cache-Control for everyone, and for pages the shared caches' header too. A JSON read goes without
   * it: our cache (Varnish) keeps its own grace, and each API answer's header bytes count (issue 38).
   */
  function markPublic(reply: FastifyReply): void {
    void reply.header('cache-control', publicControl);
    if (!isJson(reply.getHeader('content-type'))) void reply.header('cdn-cache-control', sharedControl);
  }

  /** A public route's answer, or a kept document: cache instructions, ETag and the coding asked for. */
  async function publicAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    cacheable: boolean,
    kept: EncodedDocument | undefined,
  ): Promise<unknown> {
    const status = reply.statusCode;
    let tagged = false;
    const own = ownCacheControl(reply);
    if (cacheable && !/\b(private|no-store)\b/.test(own)) {
      if (status >= 300 && status < 400) markPublic(reply);
      else if (status === 404 || status === 410) void reply.header('cache-control', missingControl);
      else if (status !== 200) void reply.header('cache-control', 'no-store');
      else {
        if (!/\bimmutable\b/.test(own)) markPublic(reply);
        tagged = true;
      }
    }
    const recognised =
      tagged && (typeof payload === 'string' || Buffer.isBuffer(payload))
        ? documents.of(payload, 'fast')
        : undefined;
    const document = kept ?? recognised;
    return document ? encodedAnswer(request, reply, document, tagged) : payload;
  }

  // A plain hook (no promise) for the answers that are neither public nor kept: most of them.
  app.addHook('onSend', (request, reply, payload, done) => {
    const cacheable = request.routeOptions.config.publicCache === true;
    const kept = attached.get(reply);
    if (!cacheable && !kept) {
      // What a POST (or any write) answers is never kept, whoever sent it.
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      done(null, payload);
      return;
    }
    publicAnswer(request, reply, payload, cacheable, kept).then((sent) => done(null, sent), done);
  });
}
