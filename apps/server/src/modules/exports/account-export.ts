import type { AccountExport } from '@enlaza/shared/exports';
import { presentSelf } from '../../accounts/user.presenter';
import { accountOwner, categoryById } from './exports.repository';
import type { ExportsDeps } from './exports-deps';

/** Everything one creator owns, each part through its owner's presenter (what the API shows them). */
export class AccountExporter {
  constructor(private readonly deps: ExportsDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  async linkList(userId: number) {
    return this.deps.ownedLinks.list(userId);
  }

  /** Every event of the creator, any status, in calendar order. */
  eventList(userId: number) {
    return this.deps.ownedEvents.list(userId);
  }

  donationList(userId: number) {
    return this.deps.ownedDonations.list(userId);
  }

  /** Every transfer the creator confirmed (issue 32), counted apart from the donations. */
  transferList(userId: number) {
    return this.deps.ownedTransfers.list(userId);
  }

  subscriberList(userId: number) {
    return this.deps.ownedSubscribers.list(userId);
  }

  async account(userId: number): Promise<AccountExport> {
    const user = await accountOwner(this.db, userId);
    const [
      category,
      links,
      goals,
      events,
      donations,
      music,
      subscribers,
      social,
      posts,
      transfers,
      details,
      place,
    ] = await Promise.all([
      user.category_id === null ? undefined : categoryById(this.db, user.category_id),
      this.linkList(userId),
      this.deps.ownedGoals.list(userId),
      this.eventList(userId),
      this.donationList(userId),
      this.deps.ownedMusic.featured(userId),
      this.subscriberList(userId),
      this.deps.ownedSocial.list(userId),
      this.deps.ownedPosts.list(userId),
      this.transferList(userId),
      this.deps.ownedTransfers.details(userId),
      this.deps.ownedGorraPlace.place(userId),
    ]);
    return {
      format: 'enlaza-cuenta',
      version: 1,
      exported_at: this.deps.clock.now().toISOString(),
      profile: presentSelf(user),
      category: category ?? null,
      links,
      social,
      goals,
      events,
      donations,
      music,
      subscribers,
      posts,
      transfer_details: details,
      confirmed_transfers: transfers,
      gorra_place: place,
    };
  }
}
