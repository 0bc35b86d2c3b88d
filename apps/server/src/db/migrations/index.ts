import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as creatorDashboard from './0002-creator-dashboard';
import * as payments from './0003-payments';
import * as tracking from './0004-tracking';
import * as music from './0005-music';
import * as stats from './0006-stats';
import * as hardeningAuth from './0007-hardening-auth';
import * as money from './0008-money';
import * as trackingCaps from './0009-tracking-caps';
import * as sharedState from './0010-shared-state';
import * as eventDonations from './0011-event-donations';
import * as scheduledLinks from './0012-scheduled-links';
import * as featuredTotals from './0013-featured-totals';
import * as supporters from './0014-supporters';
import * as refundsChargebacks from './0015-refunds-chargebacks';
import * as mailQueue from './0016-mail-queue';
import * as monthly from './0017-monthly';
import * as emailVerification from './0018-email-verification';
import * as twoFactor from './0019-two-factor';
import * as reportsSuspensions from './0020-reports-suspensions';
import * as deletionSensitive from './0021-deletion-sensitive';
import * as monthlyCore from './0023-monthly-core';
import * as visitDimensions from './0024-visit-dimensions';
import * as socialThumbnailsEmbeds from './0025-social-thumbnails-embeds';
import * as pageLook from './0026-page-look';
import * as fanSubscribers from './0027-fan-subscribers';
import * as linkBoundaries from './0028-link-boundaries';
import * as backgroundSmall from './0029-background-small';
import * as funnelVisitors from './0030-funnel-visitors';
import * as gorraOrders from './0031-gorra-orders';
import * as priceIndices from './0032-price-indices';
import * as posts from './0033-posts';
import * as webhooks from './0034-webhooks';
import * as confirmedTransfers from './0035-confirmed-transfers';
import * as tierIndexing from './0037-tier-indexing';
import * as monthlyShapes from './0038-monthly-shapes';
import * as monthlyCare from './0039-monthly-care';
import * as postMailings from './0040-post-mailings';
import * as taxSummary from './0041-tax-summary';
import * as overlayTokens from './0042-overlay-tokens';
import * as indexedAmounts from './0043-indexed-amounts';
import * as postAccess from './0045-post-access';
import * as gorraPlaces from './0046-gorra-places';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-creator-dashboard': creatorDashboard,
  '0003-payments': payments,
  '0004-tracking': tracking,
  '0005-music': music,
  '0006-stats': stats,
  '0007-hardening-auth': hardeningAuth,
  '0008-money': money,
  '0009-tracking-caps': trackingCaps,
  '0010-shared-state': sharedState,
  '0011-event-donations': eventDonations,
  '0012-scheduled-links': scheduledLinks,
  '0013-featured-totals': featuredTotals,
  '0014-supporters': supporters,
  '0015-refunds-chargebacks': refundsChargebacks,
  '0016-mail-queue': mailQueue,
  '0017-monthly': monthly,
  '0018-email-verification': emailVerification,
  '0019-two-factor': twoFactor,
  '0020-reports-suspensions': reportsSuspensions,
  '0021-deletion-sensitive': deletionSensitive,
  '0023-monthly-core': monthlyCore,
  '0024-visit-dimensions': visitDimensions,
  '0025-social-thumbnails-embeds': socialThumbnailsEmbeds,
  '0026-page-look': pageLook,
  '0027-fan-subscribers': fanSubscribers,
  '0028-link-boundaries': linkBoundaries,
  '0029-background-small': backgroundSmall,
  '0030-funnel-visitors': funnelVisitors,
  '0031-gorra-orders': gorraOrders,
  '0032-price-indices': priceIndices,
  '0033-posts': posts,
  '0034-webhooks': webhooks,
  '0035-confirmed-transfers': confirmedTransfers,
  '0037-tier-indexing': tierIndexing,
  '0038-monthly-shapes': monthlyShapes,
  '0039-monthly-care': monthlyCare,
  '0040-post-mailings': postMailings,
  '0041-tax-summary': taxSummary,
  '0042-overlay-tokens': overlayTokens,
  '0043-indexed-amounts': indexedAmounts,
  '0045-post-access': postAccess,
  '0046-gorra-places': gorraPlaces,
};
