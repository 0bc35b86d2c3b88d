import type { AccountExport } from '@enlaza/shared/exports';
import { DonationsRepository } from '../donations/donations.repository';
import { presentEvent } from '../events/event.presenter';
import { presentContent } from '../music/music.presenter';
import { findPublicMusic } from '../music/music.repository';
import { presentSelf } from '../users/user.presenter';
import { accountOwner, allCreatorEvents, categoryById } from './exports.repository';
import type { ExportsDeps } from './exports-deps';

/** Everything one creator owns, each part through its owner's presenter (what the API shows them). */
export class AccountExporter {
  private readonly donations: DonationsRepository;

  constructor(private readonly deps: ExportsDeps) {
    this.donations = new DonationsRepository(deps.database.db);
  }

  private get db() {
    return this.deps.database.db;
  }

  async linkList(userId: number) {
    return this.deps.ownedLinks.list(userId);
  }

  /** Every event of the creator, any status, in calendar order. */
  async eventList(userId: number) {
    const rows = await allCreatorEvents(this.db, userId);
    const now = this.deps.clock.now();
    return rows.map((row) => presentEvent(row, now));
  }

  donationList(userId: number) {
    return this.donations.allReceived(userId);
  }

  async account(userId: number): Promise<AccountExport> {
    const user = await accountOwner(this.db, userId);
    const [category, links, goals, events, donations, music] = await Promise.all([
      user.category_id === null ? undefined : categoryById(this.db, user.category_id),
      this.linkList(userId),
      this.deps.ownedGoals.list(userId),
      this.eventList(userId),
      this.donationList(userId),
      findPublicMusic(this.db, userId),
    ]);
    return {
      format: 'enlaza-cuenta',
      version: 1,
      exported_at: this.deps.clock.now().toISOString(),
      profile: presentSelf(user),
      category: category ?? null,
      links,
      goals,
      events,
      donations,
      music: music ? presentContent(music) : null,
    };
  }
}
