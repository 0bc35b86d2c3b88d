import type { AppDeps } from './app-deps';
import { DonationsService } from './modules/donations/donations.service';
import * as donationPorts from './modules/donations/donations-ports';
import { GorraService } from './modules/gorra/gorra.service';
import { qrOrderNotifications } from './modules/gorra/gorra-ports';
import { IndicesService } from './modules/indices/indices.service';
import { CancelLinksService } from './modules/monthly/cancel-links.service';
import { MonthlyService } from './modules/monthly/monthly.service';
import * as monthlyPorts from './modules/monthly/monthly-ports';
import { PaymentConnectionService } from './modules/payment-connection/payment-connection.service';
import type { PublicCache } from './modules/public/public-cache';
import { pageChangeAnnouncer } from './modules/public/public-ports';
import { TransfersService } from './modules/transfers/transfers.service';
import * as transferPorts from './modules/transfers/transfers-ports';
import { outboundEvents as webhookEvents } from './modules/webhooks/webhooks-ports';
import type { PaymentReadiness } from './ports/payment-readiness';
import type { PublicPageChanges } from './ports/public-page-changes';

/**
 * The composition root's money half (create-deps.ts builds the rest): the slices that take and count
 * money — the payment connection, donations, monthly support, the gorra's QR orders, transfers and
 * the price indices — and the live bars and page purges their changes announce. They take each
 * other's ports, so the adapters reach a service lazily, once all of them exist.
 */
export function createMoney(infra: AppDeps, publicCache: PublicCache) {
  const { database } = infra;
  const raised = transferPorts.raisedWithTransfers(
    donationPorts.raisedAmounts(() => donations),
    () => transfers,
  );
  const supporters = donationPorts.supportersWall(() => donations);
  const monthlyGoals = monthlyPorts.monthlyGoalReads(() => monthly);
  const { liveGoals, pagePurges } = pageChangeAnnouncer({
    ...{ ...infra, cache: publicCache, raised, supporters, monthlyGoals },
  });
  const pageChanges: PublicPageChanges = pagePurges;
  // The two money slices meet here only: donations reach the provider through the connection.
  const paymentConnection = new PaymentConnectionService({ ...infra, pageChanges });
  const access = paymentConnection;
  const readiness: PaymentReadiness = paymentConnection;
  const outboundEvents = webhookEvents();
  const money = { ...infra, pageChanges, access, outboundEvents };
  const donations = new DonationsService({
    ...money,
    subscriptions: monthlyPorts.subscriptionNotifications(() => monthly),
    orders: qrOrderNotifications(() => gorra),
    // Issue 34: an approved payment that paid for a gift starts it (in the approval's transaction).
    outboundEvents: monthlyPorts.giftActivationOnApproval(outboundEvents),
  });
  const gorra = new GorraService({ ...money, charges: donationPorts.qrCharges(outboundEvents, database) });
  const indices = new IndicesService(infra);
  const monthly = new MonthlyService({
    ...money,
    charges: donationPorts.monthlyCharges(outboundEvents, database),
    indexSeries: indices,
    checkout: donations.checkout,
  });
  const transfers = new TransfersService({ ...infra, pageChanges });
  paymentConnection.onConnected(donationPorts.applyPendingOnConnect(donations));
  return {
    ...{ raised, supporters, monthlyGoals, liveGoals, pagePurges, pageChanges, readiness, outboundEvents },
    ...{ paymentConnection, donations, gorra, indices, monthly, transfers },
    monthlyCancel: new CancelLinksService({ ...infra, access, outboundEvents }),
    checkout: donations.checkout,
    transferDetails: transferPorts.transferDetailsReads(() => transfers),
  };
}
