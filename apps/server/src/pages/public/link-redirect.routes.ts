import { isSocialNetwork } from '@enlaza/shared/social';
import type { FastifyInstance } from 'fastify';
import type { PageVisits } from '../../ports/page-visits';
import type { PageSender } from './page-sender';
import { rowIdOf } from './row-id';

/**
 * GET /l/{linkId}: a creator's link followed without JavaScript (issue 14). The click is counted
 * with the beacon's rules (bots, prefetches, repeats and the per-IP caps are not), then 302 to the
 * link's own URL. Only active links of existing creators; anything else is the 404 page.
 */
export async function linkRedirectRoutes(
  app: FastifyInstance,
  tracking: PageVisits,
  send: PageSender,
): Promise<void> {
  app.get<{ Params: { linkId: string } }>('/l/:linkId', async (request, reply) => {
    const id = rowIdOf(request.params.linkId);
    // A HEAD (link checkers, some previews) is answered but never counted: no person went anywhere.
    const seen = tracking.visitor(request);
    const visitor = { ...seen, ignored: seen.ignored || request.method !== 'GET' };
    const url = id === null ? null : await tracking.followLink(id, visitor);
    if (url === null) return send(reply, { kind: 'not-found', what: 'link', username: '' }, 404);
    // The parsed form is plain ASCII (punycode, percent-escapes): always a valid Location header.
    const location = URL.canParse(url) ? new URL(url).href : null;
    if (location === null) return send(reply, { kind: 'not-found', what: 'link', username: '' }, 404);
    // Every click reaches the server (no cached redirect), and the hop itself is never indexed.
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .redirect(location, 302);
  });
}

/**
 * GET /s/{username}/{network}: a creator's social icon (issue 24), counted like a link's click, then
 * 302 to the icon's address (https or mailto). A creator without that icon is the 404 page.
 */
export async function socialRedirectRoutes(
  app: FastifyInstance,
  tracking: PageVisits,
  send: PageSender,
): Promise<void> {
  app.get<{ Params: { username: string; network: string } }>(
    '/s/:username/:network',
    async (request, reply) => {
      const seen = tracking.visitor(request);
      const visitor = { ...seen, ignored: seen.ignored || request.method !== 'GET' };
      const { username, network } = request.params;
      const url = isSocialNetwork(network) ? await tracking.followSocial(username, network, visitor) : null;
      const location = url !== null && URL.canParse(url) ? new URL(url).href : null;
      if (location === null) return send(reply, { kind: 'not-found', what: 'link', username: '' }, 404);
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .redirect(location, 302);
    },
  );
}
