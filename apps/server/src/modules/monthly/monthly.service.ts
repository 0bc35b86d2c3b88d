import type { MonthlySubscribePages } from '../../ports/monthly-subscribe-pages';
import { MonthlyCareService } from './monthly-care.service';
import type { MonthlyDeps } from './monthly-deps';
import { MonthlyReconciler } from './monthly-reconciler';
import { MonthlySupportersService } from './monthly-supporters.service';
import { MonthlySync } from './monthly-sync';
import { SubscribeService } from './subscribe.service';
import { subscribePages } from './subscribe-pages';
import { TierAdjustments } from './tier-adjustments';
import { TierIndexingService } from './tier-indexing.service';
import { TiersService } from './tiers.service';

/**
 * Monthly support, built once per app (issue 21): tiers (plans on the creator's account), the
 * subscribe and return pages, provider notifications and the nightly reconciliation, the creator's
 * supporters list and cancellations.
 */
export class MonthlyService {
  readonly tiers: TiersService;
  readonly sync: MonthlySync;
  readonly subscribe: SubscribeService;
  /** The subscribe service as the server-rendered pages read it. */
  readonly subscribePages: MonthlySubscribePages;
  readonly supporters: MonthlySupportersService;
  readonly reconciler: MonthlyReconciler;
  /** Issue 33: indexed tiers and their adjustments (the daily job and `indices adjust`). */
  readonly indexing: TierIndexingService;
  readonly adjustments: TierAdjustments;
  /** Issue 34: 'Meta mensual', the failed-charge reminder, gifts. */
  readonly care: MonthlyCareService;

  constructor(readonly deps: MonthlyDeps) {
    this.indexing = new TierIndexingService(deps);
    this.adjustments = new TierAdjustments(deps, this.indexing);
    this.tiers = new TiersService(deps, this.indexing);
    this.sync = new MonthlySync(deps);
    this.subscribe = new SubscribeService(deps, this.sync);
    this.care = new MonthlyCareService(deps, this.sync);
    this.subscribePages = subscribePages(this.subscribe, this.care);
    this.supporters = new MonthlySupportersService(deps);
    this.reconciler = new MonthlyReconciler(deps, this.sync);
  }
}
