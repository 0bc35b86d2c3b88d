import type { MonthlyDeps } from './monthly-deps';
import { MonthlyReconciler } from './monthly-reconciler';
import { MonthlySync } from './monthly-sync';
import { SubscribeService } from './subscribe.service';
import { SupportersService } from './supporters.service';
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
  readonly supporters: SupportersService;
  readonly reconciler: MonthlyReconciler;

  constructor(readonly deps: MonthlyDeps) {
    this.tiers = new TiersService(deps);
    this.sync = new MonthlySync(deps);
    this.subscribe = new SubscribeService(deps, this.sync);
    this.supporters = new SupportersService(deps);
    this.reconciler = new MonthlyReconciler(deps, this.sync);
  }
}
