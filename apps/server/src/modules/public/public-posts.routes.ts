import { POST_ACCESS_TEXTS, POST_MESSAGES } from '@enlaza/shared/posts';
import { publicPostsContract as contract, PUBLIC_MESSAGES } from '@enlaza/shared/public';
import type { Api } from '../../http/api';
import { AppError, notFound } from '../../http/errors';
import type { PublicRoutesDeps } from './public-deps';

/**
 * A creator's published public posts for visitors (issue 35), shared-cache answers like the other
 * reads. A post for monthly supporters answers 403 with a Spanish message and never its body; fans'
 * posts, drafts and scheduled ones are not found.
 */
export async function publicPostsRoutes(app: Api, deps: PublicRoutesDeps): Promise<void> {
  const config = { publicCache: true };
  const posts = deps.publishedPosts;

  async function creatorOf(username: string) {
    const creator = await deps.publicReads.creator(username);
    if (!creator) throw notFound(PUBLIC_MESSAGES.userNotFound);
    return creator;
  }
  const creatorId = async (username: string) => (await creatorOf(username)).id;

  app.get('/public/:username/posts', { schema: contract.list, config }, async (request) => {
    const userId = await creatorId(request.params.username);
    return { success: true as const, data: await posts.page(userId, request.query.page) };
  });

  app.get('/public/:username/posts/:id', { schema: contract.one, config }, async (request) => {
    const userId = await creatorId(request.params.username);
    const post = await posts.one(userId, request.params.id);
    if (post) return { success: true as const, data: { post } };
    if (await posts.forSupporters(userId, request.params.id)) {
      throw new AppError(403, POST_MESSAGES.onlySupporters);
    }
    throw notFound(POST_MESSAGES.notFound);
  });

  // The same sentence whether or not the address supports this creator: nobody learns who does.
  app.post('/public/:username/access', { schema: contract.access }, async (request) => {
    const creator = await creatorOf(request.params.username);
    await deps.postAccess.ask(creator, request.body, request.ip);
    return { success: true as const, message: POST_ACCESS_TEXTS.sent };
  });
}
