import type { ActivityRecord } from '../../src/db/activity-log.repository';
import { type Snapshotting, snapshotRows } from './in-memory-transaction';

/** activity_log in memory: an entry with a dedupe key is written once per creator. */
export class FakeActivityLog implements Snapshotting {
  readonly entries: ActivityRecord[] = [];

  async logActivity(record: ActivityRecord): Promise<void> {
    const duplicate =
      record.dedupeKey !== undefined &&
      this.entries.some((e) => e.userId === record.userId && e.dedupeKey === record.dedupeKey);
    if (!duplicate) this.entries.push({ ...record });
  }

  kinds(userId: number): string[] {
    return this.entries.filter((e) => e.userId === userId).map((e) => e.kind);
  }

  snapshot(): () => void {
    return snapshotRows(this.entries);
  }
}
