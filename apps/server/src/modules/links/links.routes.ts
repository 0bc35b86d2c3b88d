import { LINK_MESSAGES } from '@enlaza/shared/links';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { routeId } from '../../http/request-input';
import { requireAuth } from '../../plugins/authenticate';
import { presentLink } from './link.presenter';
import { LinksService } from './links.service';

type WithId = { Params: { id: string } };

/** The creator's own links: list, create, edit, delete, reorder. */
export async function linksRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const links = new LinksService(deps);
  const auth = { preHandler: app.authenticate };

  app.get('/links', auth, async (request) => {
    const list = (await links.list(requireAuth(request).userId)).map(presentLink);
    return { success: true, data: { links: list }, links: list };
  });

  app.post('/links', auth, async (request, reply) => {
    const link = presentLink(await links.create(requireAuth(request).userId, request.body));
    return reply.status(201).send({ success: true, message: LINK_MESSAGES.added, data: { link } });
  });

  // Declared before /links/:id so 'reorder' is never taken for an id.
  app.put('/links/reorder', auth, async (request) => {
    const list = (await links.reorder(requireAuth(request).userId, request.body)).map(presentLink);
    return { success: true, message: LINK_MESSAGES.reordered, data: { links: list }, links: list };
  });

  app.get<WithId>('/links/:id', auth, async (request) => {
    const { userId } = requireAuth(request);
    const link = presentLink(await links.get(userId, routeId(request.params.id, LINK_MESSAGES.notFound)));
    return { success: true, data: { link } };
  });

  app.put<WithId>('/links/:id', auth, async (request) => {
    const { userId } = requireAuth(request);
    const link = presentLink(
      await links.update(userId, routeId(request.params.id, LINK_MESSAGES.notFound), request.body),
    );
    return { success: true, message: LINK_MESSAGES.updated, data: { link } };
  });

  app.delete<WithId>('/links/:id', auth, async (request) => {
    const { userId } = requireAuth(request);
    await links.remove(userId, routeId(request.params.id, LINK_MESSAGES.notFound));
    return { success: true, message: LINK_MESSAGES.deleted };
  });
}
