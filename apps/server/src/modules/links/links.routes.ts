import { linksContract as contract, LINK_MESSAGES } from '@enlaza/shared/links';
import type { CreatorApi } from '../../http/api';
import { presentLink } from './link.presenter';
import type { LinksService } from './links.service';

/** The creator's own links: list, create, edit, delete, reorder. */
/** `links` is the app's one LinksService, built in create-deps.ts. */
export async function linksRoutes(app: CreatorApi, links: LinksService): Promise<void> {
  app.get('/links', { schema: contract.list }, async (request) => {
    const list = (await links.list(request.auth.userId)).map(presentLink);
    return { success: true as const, data: { links: list } };
  });

  app.post('/links', { schema: contract.create }, async (request, reply) => {
    const link = presentLink(await links.create(request.auth.userId, request.body));
    return reply.status(201).send({ success: true, message: LINK_MESSAGES.added, data: { link } });
  });

  // Declared before /links/:id so 'reorder' is never taken for an id.
  app.put('/links/reorder', { schema: contract.reorder }, async (request) => {
    const list = (await links.reorder(request.auth.userId, request.body)).map(presentLink);
    return { success: true as const, message: LINK_MESSAGES.reordered, data: { links: list } };
  });

  app.get('/links/:id', { schema: contract.get }, async (request) => {
    const link = presentLink(await links.get(request.auth.userId, request.params.id));
    return { success: true as const, data: { link } };
  });

  app.put('/links/:id', { schema: contract.update }, async (request) => {
    const link = presentLink(await links.update(request.auth.userId, request.params.id, request.body));
    return { success: true as const, message: LINK_MESSAGES.updated, data: { link } };
  });

  app.delete('/links/:id', { schema: contract.remove }, async (request) => {
    await links.remove(request.auth.userId, request.params.id);
    return { success: true as const, message: LINK_MESSAGES.deleted };
  });
}
