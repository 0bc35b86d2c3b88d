import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The provider's notification request ids seen lately (a resent notification is answered once). */
export class WebhookRequestsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Forgets ids older than `since`, then records this one; false when it was already there. */
  async remember(requestId: string, receivedAt: string, since: string): Promise<boolean> {
    await this.db.deleteFrom('webhook_requests').where('received_at', '<', since).execute();
    const inserted = await this.db
      .insertInto('webhook_requests')
      .values({ request_id: requestId, received_at: receivedAt })
      .onConflict((oc) => oc.column('request_id').doNothing())
      .returning('request_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async forget(requestId: string): Promise<void> {
    await this.db.deleteFrom('webhook_requests').where('request_id', '=', requestId).execute();
  }
}
