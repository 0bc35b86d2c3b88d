import type { Subscriber } from '@enlaza/shared/fans';
import type { FanSubscriberRow } from './fans.repository';

/** A confirmed row as its creator sees it: never the tokens' hashes or salt. */
export function presentSubscriber(row: FanSubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    confirmed_at: row.confirmed_at ?? row.created_at,
    source_page: row.source_page,
  };
}
