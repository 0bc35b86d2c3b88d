import {
  type EventTab,
  PUBLIC_EVENTS_PAGE_SIZE,
  type PublicPage,
  type PublicPageInput,
  parseEventTab,
  publicUrls,
} from '@enlaza/shared/public';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/error-handler';
import { PageSuspendedError } from '../../http/errors';
import { sendHtml } from '../../http/html-answers';
import { keepPrivate } from '../../http/public-cache';
import type { EncodedDocument } from '../../web/encoded-document';
import { loadWebRenderer } from '../../web/page-renderer';
import { loadHtmlShell, NOT_BUILT } from '../../web/serve-web';
import type { PagesDeps } from '../pages-deps';
import { adultGate, confirmedAdult } from './adult-gate';
import { adultGateRoutes } from './adult-gate.routes';
import { donateFormRoutes } from './donate-form.routes';
import { eventCalendarRoutes } from './event-calendar.routes';
import { eventDonationRoutes, eventGorra } from './event-donation.routes';
import { lookupEvent } from './event-lookup';
import { eventQrDataUrl } from './event-qr';
import { fanSubscriptionRoutes } from './fan-subscription.routes';
import { linkRedirectRoutes, socialRedirectRoutes } from './link-redirect.routes';
import { monthlyCancelRoutes } from './monthly-cancel.routes';
import { monthlySubscribeRoutes } from './monthly-subscribe.routes';
import type { PageSender } from './page-sender';
import { postsFeedRoutes } from './posts-feed.routes';
import { postsPageRoutes } from './posts-page.routes';
import { reportFormRoutes } from './report-form.routes';
import { eventCard, profileCard, shareCardUrl } from './share-card';
import { shareCardRoutes } from './share-card.routes';
import { supportersPageRoutes } from './supporters-page.routes';
import { verifyEmailRoutes } from './verify-email.routes';

type UsernameParams = { Params: { username: string } };

/**
 * The three public pages (spec 01 §2), server-rendered with the web app's own components and then
 * hydrated by its small public entry: /u/{username}, /u/{username}/events and /e/{username}/{id}.
 * A view is counted by the page itself once loaded (its beacon or <noscript> image, /api/track/view),
 * never while rendering, so a cache may keep the page; unknown names and events answer 404 with the
 * rendered not-found page.
 */
export async function publicPagesRoutes(app: FastifyInstance, deps: PagesDeps): Promise<void> {
  const renderer = await loadWebRenderer(deps.config.webDistDir, deps.log);
  const shell = loadHtmlShell(deps.config, 'public.html');
  const service = deps.publicReads;
  const tracking = deps.pageVisits;
  const publicUrl = deps.config.publicUrl;
  app.addHook('onClose', () => tracking.flushViews());

  // The data of a page comes from the read cache, the same object while it is fresh: its rendered
  // HTML, with its compressed variants, is kept beside it and goes when the data goes. A render that
  // comes out the same as the last one finds that one's variants (app.encodedDocuments).
  const rendered = new WeakMap<object, EncodedDocument>();

  /** The share card a page's meta tags name: its URL carries the hash of what it shows. */
  function shareImageOf(page: PublicPage): string | undefined {
    if (page.kind === 'profile') return shareCardUrl(publicUrl, profileCard(page.profile));
    if (page.kind === 'event') return shareCardUrl(publicUrl, eventCard(page.event), page.event.id);
    return undefined;
  }

  const send: PageSender = (reply, page, status = 200, source) => {
    if (!renderer || !shell.built) return sendHtml(reply, NOT_BUILT, 503);
    const kept = source ? rendered.get(source) : undefined;
    if (kept) return sendHtml(reply, kept, status);
    const input: PublicPageInput = { page, publicUrl, shareImage: shareImageOf(page) };
    const { html, head } = renderer.renderPublicPage(input);
    const document = shell.render({ head, body: html, data: input });
    if (!source) return sendHtml(reply, document, status);
    const encoded = app.encodedDocuments.of(document);
    rendered.set(source, encoded);
    return sendHtml(reply, encoded, status);
  };

  // A suspended page (issue 22), whatever was asked for (the page, its events, a link, a card, the
  // donation and report forms): 403 with its own page. Any other error is the usual answer.
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof PageSuspendedError) {
      return send(
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex'),
        { kind: 'suspended' },
        403,
      );
    }
    return sendError(error, request, reply);
  });

  async function creatorMissing(
    reply: FastifyReply,
    username: string,
    what: 'profile' | 'events',
  ): Promise<FastifyReply> {
    // An account erased in the last 30 days: its page is gone for good (410), not unknown.
    if (await service.erasedRecently(username)) {
      return send(reply, { kind: 'gone', username: username.slice(0, 60) }, 410);
    }
    // A creator who changed their username: old links still arrive (temporarily: they may take it back).
    const current = await service.renamedTo(username);
    if (current) {
      const to = what === 'profile' ? publicUrls.profile('', current) : publicUrls.events('', current);
      return reply.redirect(to, 302);
    }
    return send(reply, { kind: 'not-found', what, username: username.slice(0, 60) }, 404);
  }

  // Public answers (issue 23): the same bytes for everyone, kept by shared caches; a page for adults
  // only depends on the visitor's 18+ cookie, so both its gate and the page itself stay private.
  const shared = { config: { publicCache: true } };

  app.get<UsernameParams>('/u/:username', shared, async (request, reply) => {
    const { username } = request.params;
    const found = await service.profile(username);
    if (!found) return creatorMissing(reply, username, 'profile');
    if (found.profile.sensitive_content) keepPrivate(reply);
    if (found.profile.sensitive_content && !confirmedAdult(request)) {
      return send(reply, adultGate(found.profile, publicUrls.profile('', found.profile.username)));
    }
    return send(reply, { kind: 'profile', profile: found.profile }, 200, found);
  });

  app.get<UsernameParams & { Querystring: { tab?: unknown } }>(
    '/u/:username/events',
    shared,
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
      if (creator.sensitive_content === 1) keepPrivate(reply);
      if (creator.sensitive_content === 1 && !confirmedAdult(request)) {
        return send(reply, adultGate(page.user, publicUrls.events('', creator.username)));
      }
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
    shared,
    async (request, reply) => {
      const { username, eventId } = request.params;
      const found = await lookupEvent(service, username, eventId);
      if (found.kind === 'renamed') {
        return reply.redirect(publicUrls.event('', found.event.user.username, found.event.id), 302);
      }
      if (found.kind === 'missing') {
        return send(reply, { kind: 'not-found', what: 'event', username: username.slice(0, 60) }, 404);
      }
      const { event } = found;
      const owner = await service.creator(event.user.username);
      if (owner?.sensitive_content === 1) keepPrivate(reply);
      if (owner?.sensitive_content === 1 && !confirmedAdult(request)) {
        const next = publicUrls.event('', event.user.username, event.id);
        return send(reply, adultGate(event.user, next));
      }
      const [qrDataUrl, gorra] = await Promise.all([
        eventQrDataUrl(publicUrls.event(publicUrl, event.user.username, event.id)),
        eventGorra(deps, event, found.ownerId),
      ]);
      return send(reply, { kind: 'event', event, qrDataUrl, gorra }, 200, found.source);
    },
  );

  await eventCalendarRoutes(app, deps, service);
  await eventDonationRoutes(app, deps, service, {
    renderer,
    notFound: (reply, username) =>
      send(reply, { kind: 'not-found', what: 'event', username: username.slice(0, 60) }, 404),
  });
  await linkRedirectRoutes(app, tracking, send);
  await socialRedirectRoutes(app, tracking, send);
  await donateFormRoutes(app, deps, service, send);
  await supportersPageRoutes(app, deps, service, send);
  await reportFormRoutes(app, deps, service, send);
  await shareCardRoutes(app, deps, service);
  await adultGateRoutes(app, deps);
  await monthlyCancelRoutes(app, deps, send);
  await verifyEmailRoutes(app, deps, send);
  await fanSubscriptionRoutes(app, deps, send);
  await monthlySubscribeRoutes(app, deps, send);
  await postsPageRoutes(app, deps, service, send, (reply, username) =>
    creatorMissing(reply, username, 'profile'),
  );
  await postsFeedRoutes(app, deps, service, (reply, username) => creatorMissing(reply, username, 'profile'));
}
