import { isImageInUse } from './events.repository';
import type { EventsDeps } from './events-deps';

/**
 * Deletes an uploaded event image an event no longer uses, unless some event or profile still points
 * at it (a URL can be pasted into several events, even another creator's): never someone else's file.
 */
export async function releaseEventImage(deps: EventsDeps, url: string | null): Promise<void> {
  if (!url || !deps.storage.owns(url)) return;
  if (await isImageInUse(deps.database.db, url)) return;
  await deps.storage.delete(url);
}
