import { postsContract as contract, POST_MESSAGES as M } from '@enlaza/shared/posts';
import type { CreatorApi } from '../../http/api';
import { presentPost } from './post.presenter';
import type { PostsService } from './posts.service';

const CREATED = { draft: M.created, scheduled: M.scheduled, published: M.published } as const;

/** The creator's own posts ('Novedades'): list, write, edit, delete. */
export async function postsRoutes(app: CreatorApi, posts: PostsService): Promise<void> {
  app.get('/posts', { schema: contract.list }, async (request) => {
    const rows = await posts.list(request.auth.userId);
    const counts = await posts.mailingCounts(rows);
    const list = rows.map((row) => presentPost(row, counts));
    return { success: true as const, data: { posts: list } };
  });

  app.post('/posts', { schema: contract.create }, async (request, reply) => {
    const post = presentPost(await posts.create(request.auth.userId, request.body));
    return reply.status(201).send({ success: true, message: CREATED[post.status], data: { post } });
  });

  app.patch('/posts/:id', { schema: contract.update }, async (request) => {
    const row = await posts.update(request.auth.userId, request.params.id, request.body);
    const post = presentPost(row, await posts.mailingCounts([row]));
    return { success: true as const, message: M.updated, data: { post } };
  });

  app.delete('/posts/:id', { schema: contract.remove }, async (request) => {
    await posts.remove(request.auth.userId, request.params.id);
    return { success: true as const, message: M.deleted };
  });
}
