import type { AppDeps } from '../../app-deps';
import { isImageInUse } from './events.repository';

/**
 * Deletes an uploaded event image an event no longer uses, unless some event or profile still points
 * at it (a URL can be pasted into several events, even another creator's): never someone else's file.
 */
export async function releaseEventImage(deps: AppDeps, url: string | null): Promise<void> {
  if (!url || !deps.storage.owns(url)) return;
  if (await isImageInUse(deps.database.db, url)) return;
  await deps.storage.delete(url);
}
