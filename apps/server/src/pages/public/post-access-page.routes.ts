import {
  POST_ACCESS_COOKIE,
  POST_PATHS,
  type PostAccessAskValues,
  postAccessAskSchema,
} from '@enlaza/shared/posts';
import { validateForm } from '@enlaza/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { acceptFormPosts, formField } from '../../http/form-posts';
import type { PublicReads } from '../../ports/public-reads';
import type { PagesDeps } from '../pages-deps';
import type { PageSender } from './page-sender';
import { postsCreatorOf } from './posts-page-parts';
import { rowIdOf } from './row-id';

type AskRequest = { Params: { username: string; postId: string } };
type LinkRequest = { Params: { username: string } };

/** The access cookie lives as long as a browser keeps it; each read checks the subscription again. */
const COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** Scoped to this creator's post pages: the browser sends it nowhere else (and no other creator's pages). */
function accessCookieHeader(username: string, value: string, secure: boolean): string {
  const path = `${POST_PATHS.list(username)}/`;
  return `${POST_ACCESS_COOKIE}=${value}; Path=${path}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function queryToken(request: FastifyRequest): string {
  const { token } = request.query as { token?: unknown };
  return typeof token === 'string' ? token : '';
}

/**
 * Supporters' access without a password, without JavaScript (issue 35): a gated post's
 * 'Ya aporto: recibir enlace de acceso' form posts here and always gets the same sentence; the
 * mailed link opens a page with one button (mail scanners open links) whose POST uses the link,
 * sets the creator's access cookie and goes to the post. Nothing here is kept by a cache, and no
 * referrer carries a link on.
 */
export async function postAccessPageRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  service: PublicReads,
  send: PageSender,
  missingCreator: (reply: FastifyReply, username: string) => Promise<FastifyReply>,
): Promise<void> {
  const access = deps.postAccess;
  const secure = deps.config.publicUrl.startsWith('https:');
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    });

    scope.post<AskRequest>('/u/:username/novedades/:postId/acceso', async (request, reply) => {
      const creator = await service.creator(request.params.username);
      if (!creator) return missingCreator(reply, request.params.username);
      const page = { kind: 'posts' as const, creator: postsCreatorOf(creator) };
      const id = rowIdOf(request.params.postId);
      const post = id === null ? null : await deps.publishedPosts.locked(creator.id, id);
      if (!post) return send(reply, { ...page, view: 'missing' }, 404);
      const email = formField(request.body, 'email') ?? '';
      const locked = (status: 'sent' | 'invalid' | 'too-many', code: number) =>
        send(reply, { ...page, view: 'locked', post, ask: { email, status } }, code);
      const checked = validateForm<PostAccessAskValues>(postAccessAskSchema, { email, post_id: post.id });
      if (!checked.ok) return locked('invalid', 400);
      try {
        await access.ask(creator, checked.data, request.ip);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
        return locked('too-many', 429);
      }
      return locked('sent', 200);
    });

    scope.get<LinkRequest>('/u/:username/novedades/acceso', async (request, reply) => {
      const creator = await service.creator(request.params.username);
      if (!creator) return missingCreator(reply, request.params.username);
      const page = { kind: 'posts' as const, creator: postsCreatorOf(creator) };
      const token = queryToken(request);
      if (!(await access.openLink(creator.id, token)))
        return send(reply, { ...page, view: 'access-invalid' }, 410);
      return send(reply, { ...page, view: 'access', token });
    });

    scope.post<LinkRequest>('/u/:username/novedades/acceso', async (request, reply) => {
      const creator = await service.creator(request.params.username);
      if (!creator) return missingCreator(reply, request.params.username);
      const used = await access.redeemLink(creator.id, formField(request.body, 'token') ?? '', request.ip);
      if (!used) {
        return send(reply, { kind: 'posts', creator: postsCreatorOf(creator), view: 'access-invalid' }, 410);
      }
      reply.header('set-cookie', accessCookieHeader(creator.username, used.cookie, secure));
      const next =
        used.postId === null
          ? POST_PATHS.list(creator.username)
          : POST_PATHS.one(creator.username, used.postId);
      return reply.redirect(next, 303);
    });
  });
}
