import type { PageChange, PublicPageChanges } from '../../src/ports/public-page-changes';

/** PublicPageChanges that remembers what it was told, in order. */
export class FakePageChanges implements PublicPageChanges {
  readonly creators: { userId: number; change: PageChange | undefined }[] = [];
  readonly goals: number[] = [];

  async creatorChanged(userId: number, change?: PageChange): Promise<void> {
    this.creators.push({ userId, change });
  }

  async goalChanged(userId: number): Promise<void> {
    this.goals.push(userId);
  }
}
