import type { OwnedTransfers } from '../../ports/owned-lists';
import type { DonationTotals, RaisedAmounts } from '../../ports/raised-amounts';
import type { TransferDetailsReads } from '../../ports/transfer-details-reads';
import type { TransfersService } from './transfers.service';

/*
 * What transfers offer the other slices (wired by create-deps.ts). The page changes the service
 * announces are built from what was raised, so the service is reached through `transfers()`,
 * called only once the app runs.
 */

/** What a goal or an event raised: donations' totals plus the confirmed transfers (issue 32). */
export function raisedWithTransfers(
  donations: DonationTotals,
  transfers: () => TransfersService,
): RaisedAmounts {
  return {
    raisedFor: async (goalId) => {
      const [given, transferred] = await Promise.all([
        donations.raisedFor(goalId),
        transfers().forGoal(goalId),
      ]);
      return given.plus(transferred);
    },
    raisedAtEvent: async (eventId) => {
      const [given, transferred] = await Promise.all([
        donations.raisedAtEvent(eventId),
        transfers().forEvent(eventId),
      ]);
      return given.plus(transferred);
    },
    confirmedTransfersFor: (goalId) => transfers().forGoal(goalId),
  };
}

/** The 'Transferir' block of the public page. */
export function transferDetailsReads(transfers: () => TransfersService): TransferDetailsReads {
  return { publicDetails: (userId) => transfers().publicDetails(userId) };
}

/** Every confirmed transfer of a creator, for the exports. */
export function ownedTransfers(transfers: TransfersService): OwnedTransfers {
  return {
    list: (userId) => transfers.list(userId, undefined),
    details: (userId) => transfers.details(userId),
  };
}
