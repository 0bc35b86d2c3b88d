import type { EventsDeps } from './events-deps';

/**
 * Deletes an uploaded event image an event no longer uses, unless some event or profile still points
 * at it (a URL can be pasted into several events, even another creator's): never someone else's file.
 */
export async function releaseEventImage(deps: EventsDeps, url: string | null): Promise<void> {
  if (!url || !deps.storage.owns(url)) return;
  const db = deps.database.db;
  const inEvents = await db.selectFrom('events').select('id').where('image_url', '=', url).executeTakeFirst();
  if (inEvents) return;
  const inProfiles = await db
    .selectFrom('users')
    .select('id')
    .where('profile_image', '=', url)
    .executeTakeFirst();
  if (inProfiles) return;
  await deps.storage.delete(url);
}
