import { MAX_ROW_ID } from '@enlaza/shared/api-contract';
import {
  type EventTab,
  PUBLIC_EVENTS_PAGE_SIZE,
  type PublicPage,
  type PublicPageInput,
  parseEventTab,
  publicUrls,
} from '@enlaza/shared/public-pages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { loadWebRenderer } from '../../web/page-renderer';
import { loadHtmlShell, NOT_BUILT, sendHtml } from '../../web/serve-web';
import { normalizeUsername, PublicService } from '../public/public.service';
import { TrackingService } from '../tracking/tracking.service';
import { eventCalendarRoutes } from './event-calendar.routes';
import { eventQrDataUrl } from './event-qr';

type UsernameParams = { Params: { username: string } };

function eventIdOf(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}

/**
 * The three public pages (spec 01 §2), server-rendered with the web app's own components and then
 * hydrated by its small public entry: /u/{username}, /u/{username}/events and /e/{username}/{id}.
 * Each view a person makes is counted in the background; unknown names and events answer 404 with
 * the rendered not-found page.
 */
export async function publicPagesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const renderer = await loadWebRenderer(deps.config.webDistDir, deps.log);
  const shell = loadHtmlShell(deps.config, 'public.html');
  const service = new PublicService(deps);
  const tracking = new TrackingService(deps);
  const publicUrl = deps.config.publicUrl;
  app.addHook('onClose', () => tracking.flushViews());

  // The data of a page comes from the read cache, the same object while it is fresh: its rendered
  // HTML is kept beside it and goes when the data goes.
  const rendered = new WeakMap<object, string>();

  /** `source`: the cached data object the page was built from, when there is one. */
  function send(reply: FastifyReply, page: PublicPage, status = 200, source?: object): FastifyReply {
    if (!renderer || !shell.built) return sendHtml(reply, NOT_BUILT, 503);
    let document = source ? rendered.get(source) : undefined;
    if (!document) {
      const input: PublicPageInput = { page, publicUrl };
      const { html, head } = renderer.renderPublicPage(input);
      document = shell.render({ head, body: html, data: input });
      if (source) rendered.set(source, document);
    }
    return sendHtml(reply, document, status);
  }

  async function creatorMissing(
    reply: FastifyReply,
    username: string,
    what: 'profile' | 'events',
  ): Promise<FastifyReply> {
    // A creator who changed their username: old links still arrive (temporarily: they may take it back).
    const current = await service.renamedTo(username);
    if (current) {
      const to = what === 'profile' ? publicUrls.profile('', current) : publicUrls.events('', current);
      return reply.redirect(to, 302);
    }
    return send(reply, { kind: 'not-found', what, username: username.slice(0, 60) }, 404);
  }

  app.get<UsernameParams>('/u/:username', async (request, reply) => {
    const { username } = request.params;
    const found = await service.profile(username);
    if (!found) return creatorMissing(reply, username, 'profile');
    tracking.recordViewInBackground(request, found.creator.id, 'profile');
    return send(reply, { kind: 'profile', profile: found.profile }, 200, found);
  });

  app.get<UsernameParams & { Querystring: { tab?: unknown } }>(
    '/u/:username/events',
    async (request, reply) => {
      const { username } = request.params;
      const tab: EventTab = parseEventTab(request.query.tab);
      const creator = await service.creator(username);
      if (!creator) return creatorMissing(reply, username, 'events');
      const page = await service.userEvents(creator.username, {
        page: 1,
        limit: PUBLIC_EVENTS_PAGE_SIZE,
        tab,
      });
      if (!page) return creatorMissing(reply, username, 'events');
      tracking.recordViewInBackground(request, creator.id, 'events');
      return send(
        reply,
        { kind: 'events', user: page.user, tab, events: page.events, counts: page.counts },
        200,
        page,
      );
    },
  );

  app.get<{ Params: { username: string; eventId: string } }>(
    '/e/:username/:eventId',
    async (request, reply) => {
      const { username, eventId } = request.params;
      const id = eventIdOf(eventId);
      const found =
        id === null
          ? null
          : ((await service.eventWithOwnerId(id)) ?? (await service.cancelledEventWithOwnerId(id)));
      const event = found?.event;
      const wanted = normalizeUsername(username);
      if (!found || !event || event.user.username !== wanted) {
        // An old link printed before the organiser changed their username still finds the event.
        if (event && wanted && (await service.renamedTo(wanted)) === event.user.username) {
          return reply.redirect(publicUrls.event('', event.user.username, event.id), 302);
        }
        return send(reply, { kind: 'not-found', what: 'event', username: username.slice(0, 60) }, 404);
      }
      tracking.recordViewInBackground(request, found.ownerId, 'event');
      const qrDataUrl = await eventQrDataUrl(publicUrls.event(publicUrl, event.user.username, event.id));
      return send(reply, { kind: 'event', event, qrDataUrl }, 200, found);
    },
  );

  await eventCalendarRoutes(app, deps, service);
}
