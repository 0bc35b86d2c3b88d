import type { OwnedSubscribers } from '../../ports/owned-lists';
import type { FanMailingList } from '../../ports/post-audiences';
import type { FansService } from './fans.service';

/** A creator's confirmed fans' addresses, for the exports. */
export function ownedSubscribers(subscribers: FansService): OwnedSubscribers {
  return { list: (userId) => subscribers.subscribers(userId) };
}

/** A creator's confirmed fans with their unsubscribe links, for mailing a post. */
export function fanMailingList(subscribers: FansService): FanMailingList {
  return { confirmed: (userId) => subscribers.mailingList(userId) };
}
