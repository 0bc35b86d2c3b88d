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
};
