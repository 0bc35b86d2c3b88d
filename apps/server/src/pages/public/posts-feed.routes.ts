import { POST_PATHS, PUBLIC_POST_TEXTS } from '@enlaza/shared/posts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Feed } from 'feed';
import type { PublicReads } from '../../ports/public-reads';
import type { PagesDeps } from '../pages-deps';

type FeedRequest = { Params: { username: string } };

/**
 * The RSS 2.0 feed of a creator's published public posts (issue 35), `/u/{username}/novedades.rss`,
 * written by the `feed` package: the newest page of posts with their safe HTML (rendered with raw
 * HTML off, as on the page). A shared-cache answer purged with the creator's pages. Posts for fans
 * or monthly supporters never reach it (the port reads public posts only); a page for adults only
 * has no feed (nobody could confirm their age in a reader).
 */
export async function postsFeedRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  service: PublicReads,
  missingCreator: (reply: FastifyReply, username: string) => Promise<FastifyReply>,
): Promise<void> {
  app.get<FeedRequest>(
    '/u/:username/novedades.rss',
    { config: { publicCache: true } },
    async (request, reply) => {
      const creator = await service.creator(request.params.username);
      if (!creator || creator.sensitive_content === 1) return missingCreator(reply, request.params.username);
      const base = deps.config.publicUrl;
      const { posts } = await deps.publishedPosts.page(creator.id, 1);
      const listUrl = `${base}${POST_PATHS.list(creator.username)}`;
      const feed = new Feed({
        title: PUBLIC_POST_TEXTS.listTitle(creator.full_name),
        id: listUrl,
        link: listUrl,
        language: 'es-AR',
        copyright: creator.full_name,
        ...(posts[0] ? { updated: new Date(posts[0].published_at) } : {}),
      });
      for (const post of posts) {
        const url = `${base}${POST_PATHS.one(creator.username, post.id)}`;
        feed.addItem({
          title: post.title,
          id: url,
          link: url,
          date: new Date(post.published_at),
          content: post.body_html,
        });
      }
      return reply.type('application/rss+xml; charset=utf-8').send(feed.rss2());
    },
  );
}
