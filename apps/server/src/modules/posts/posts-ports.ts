import type { OwnedPosts } from '../../ports/owned-lists';
import type { PostMailOptOut } from '../../ports/post-mail-opt-out';
import type { PublishedPosts } from '../../ports/published-posts';
import { presentPost } from './post.presenter';
import { PostMailingsService } from './post-mailings.service';
import type { PostsService } from './posts.service';

/** Visitors' reads of a creator's published public posts. */
export function publishedPosts(posts: PostsService): PublishedPosts {
  return {
    latest: (userId, limit) => posts.latestPublic(userId, limit),
    page: (userId, page) => posts.publicPage(userId, page),
    one: (userId, id) => posts.publicPost(userId, id),
    listing: (userId, page) => posts.publicListing(userId, page),
    locked: (userId, id) => posts.lockedPost(userId, id),
    forSupporters: async (userId, id) => (await posts.publishedAudience(userId, id)) === 'monthly',
  };
}

/** A creator's posts as they see them, for the account export. */
export function ownedPosts(posts: PostsService): OwnedPosts {
  return {
    list: async (userId) => {
      const rows = await posts.list(userId);
      const counts = await posts.mailingCounts(rows);
      return rows.map((row) => presentPost(row, counts));
    },
  };
}

/** A supporter's link out of a creator's post mails, for the unsubscribe page. */
export function postMailOptOut(mailings: PostMailingsService): PostMailOptOut {
  return {
    isOptOutToken: (token) => PostMailingsService.isOptOutToken(token),
    open: (token) => mailings.openOptOut(token),
    optOut: (token) => mailings.optOut(token),
  };
}
