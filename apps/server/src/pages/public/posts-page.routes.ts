import { POST_PATHS } from '@enlaza/shared/posts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keepPrivate } from '../../http/public-cache';
import type { PublicCreatorRow, PublicReads } from '../../ports/public-reads';
import type { PagesDeps } from '../pages-deps';
import { adultGate, confirmedAdult } from './adult-gate';
import type { PageSender } from './page-sender';
import { postAccessPageRoutes } from './post-access-page.routes';
import { accessCookie, postsCreatorOf } from './posts-page-parts';
import { rowIdOf } from './row-id';

type ListRequest = { Params: { username: string }; Querystring: { page?: unknown } };
type OneRequest = { Params: { username: string; postId: string } };

/** The list's pages: a page number from 1 to 1000; anything else goes back to the first page. */
function pageNumber(value: unknown): number | null {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,2}$|^1000$/.test(value)) return null;
  return Number(value);
}

/**
 * A creator's posts (issue 35), server-rendered with no script. `/u/{username}/novedades` lists
 * published public posts whole and supporters' posts locked (10 a page, newest first) with the fans'
 * sign-up form (it posts to the same address: fan-subscription.routes.ts); `/u/{username}/novedades/{id}`
 * shows one. Public answers are kept by shared caches and purged when a post changes; a supporters'
 * post's page is always `private, no-store` (its body only for a browser whose access cookie belongs
 * to an active subscription). The old `/u/{username}/posts` addresses answer 301.
 */
export async function postsPageRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  service: PublicReads,
  send: PageSender,
  missingCreator: (reply: FastifyReply, username: string) => Promise<FastifyReply>,
): Promise<void> {
  const posts = deps.publishedPosts;
  const shared = { config: { publicCache: true } };

  /** Null when the visitor may see the page; else the 18+ gate already sent. */
  function gated(request: FastifyRequest, reply: FastifyReply, creator: PublicCreatorRow, next: string) {
    if (creator.sensitive_content !== 1) return null;
    keepPrivate(reply);
    if (confirmedAdult(request)) return null;
    return send(reply, adultGate(postsCreatorOf(creator), next));
  }

  app.get<ListRequest>('/u/:username/posts', shared, async (request, reply) => {
    const page = pageNumber(request.query.page) ?? 1;
    return reply.redirect(POST_PATHS.list(encodeURIComponent(request.params.username), page), 301);
  });

  app.get<OneRequest>('/u/:username/posts/:postId', shared, async (request, reply) => {
    const id = rowIdOf(request.params.postId);
    const username = encodeURIComponent(request.params.username);
    return reply.redirect(id === null ? POST_PATHS.list(username) : POST_PATHS.one(username, id), 301);
  });

  app.get<ListRequest>('/u/:username/novedades', shared, async (request, reply) => {
    const creator = await service.creator(request.params.username);
    if (!creator) return missingCreator(reply, request.params.username);
    const page = pageNumber(request.query.page);
    if (page === null) return reply.redirect(POST_PATHS.list(creator.username), 302);
    const gate = gated(request, reply, creator, POST_PATHS.list(creator.username, page));
    if (gate) return gate;
    const found = await posts.listing(creator.id, page);
    const signup = creator.fan_signup_enabled === 1;
    return send(reply, {
      kind: 'posts',
      creator: postsCreatorOf(creator),
      view: 'list',
      page,
      signup,
      ...found,
    });
  });

  app.get<OneRequest>('/u/:username/novedades/:postId', shared, async (request, reply) => {
    const creator = await service.creator(request.params.username);
    if (!creator) return missingCreator(reply, request.params.username);
    const id = rowIdOf(request.params.postId);
    const gate = gated(request, reply, creator, `/u/${creator.username}/novedades/${id ?? ''}`);
    if (gate) return gate;
    const page = { kind: 'posts' as const, creator: postsCreatorOf(creator) };
    const post = id === null ? null : await posts.one(creator.id, id);
    if (post) return send(reply, { ...page, view: 'one', post });
    const locked = id === null ? null : await posts.locked(creator.id, id);
    if (!locked) return send(reply, { ...page, view: 'missing' }, 404);
    // Whoever asks, a supporters' post is never kept by a cache: its body depends on the cookie.
    keepPrivate(reply);
    const readable = await deps.postAccess.read(creator.id, locked.id, accessCookie(request));
    if (readable) return send(reply, { ...page, view: 'one', post: readable });
    return send(reply, { ...page, view: 'locked', post: locked, ask: { email: '', status: 'idle' } });
  });

  await postAccessPageRoutes(app, deps, service, send, missingCreator);
}
