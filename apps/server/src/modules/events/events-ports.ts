import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { OwnedEvents } from '../../ports/owned-lists';
import { presentEvent } from './event.presenter';
import { allCreatorEvents } from './events.repository';

/** How a stored event reads as its creator's event: the public read model presents events this way. */
export const eventPresenting = { present: presentEvent };

/** Every event of a creator as they see it, for the account export. */
export function ownedEvents(database: Pick<Database, 'db'>, clock: Clock): OwnedEvents {
  return {
    list: async (userId) => {
      const rows = await allCreatorEvents(database.db, userId);
      const now = clock.now();
      return rows.map((row) => presentEvent(row, now));
    },
  };
}
