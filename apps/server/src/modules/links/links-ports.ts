import type { OwnedLinks } from '../../ports/owned-lists';
import { presentLink } from './link.presenter';
import type { LinksService } from './links.service';

/** A creator's links as they see them, for the account export. */
export function ownedLinks(links: LinksService): OwnedLinks {
  return { list: async (userId) => (await links.list(userId)).map(presentLink) };
}
