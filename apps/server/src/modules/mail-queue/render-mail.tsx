import { ACCOUNT_DELETION_MESSAGES } from '@enlaza/shared/account-deletion';
import { formatDayAr } from '@enlaza/shared/events';
import { SUBSCRIBER_MESSAGES } from '@enlaza/shared/fans';
import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import { Money } from '@enlaza/shared/money';
import {
  ADJUSTMENT_MAIL_MESSAGES,
  MONTHLY_CANCEL_MESSAGES,
  MONTHLY_CARE_MAIL_MESSAGES,
  MONTHLY_MAIL_MESSAGES,
} from '@enlaza/shared/monthly';
import { POST_ACCESS_TEXTS, POST_MAIL_MESSAGES } from '@enlaza/shared/posts';
import { TAX_MESSAGES } from '@enlaza/shared/tax';
import { WEBHOOK_MESSAGES } from '@enlaza/shared/webhooks';
import { toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailKind, MailPayloads } from '../../db/mail-queue.repository';
import type { MailMessage } from '../../integrations/mail/mail-port';
import { decrypt } from '../../lib/crypto';
import { emailVerificationLink, verificationSealKey } from '../../lib/email-verification-link';
import { fanConfirmLink, fanMailSealKey, fanUnsubscribeLink } from '../../lib/fan-subscription-links';
import { postAccessLink, postAccessSealKey } from '../../lib/post-access-links';
import { postMailSealKey } from '../../lib/post-mail-links';
import { AccountDeleted } from './templates/account-deleted';
import { EmailChangedNotice, EmailVerification } from './templates/account-mails';
import { AdjustmentCreatorNotice, AdjustmentNotice } from './templates/adjustment-mails';
import { CreatorAlert } from './templates/creator-alert';
import { CreatorDigest } from './templates/creator-digest';
import { DonorReceipt } from './templates/donor-receipt';
import { FanConfirmation, FanWelcome } from './templates/fan-mails';
import { ChargebackNotice, RefundNotice } from './templates/money-notice';
import { MonthlyCancelConfirmation } from './templates/monthly-cancel-confirmation';
import { MonthlyGift, MonthlyPaymentFailed } from './templates/monthly-care-mails';
import {
  MonthlyActive,
  MonthlyCancelled,
  MonthlyNewSupporter,
  MonthlyReceipt,
} from './templates/monthly-mails';
import { PostAccessMail, PostMail } from './templates/post-mail';
import { SuspensionNotice } from './templates/suspension-notice';
import { TaxCeilingNotice } from './templates/tax-ceiling-notice';
import { WebhookDisabled } from './templates/webhook-disabled';

/** What mail clients expect at the top of an HTML mail (the doctype @react-email/render writes). */
const MAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The donations screen of the dashboard, where the creator replies. */
const DONATIONS_SCREEN = '/dashboard/donations';

/** The creator's monthly support screen and the public cancel page (issue 21). */
const MONTHLY_SCREEN = '/dashboard/monthly';
const CANCEL_PAGE = '/baja';

function compose(
  kind: MailKind,
  payload: MailPayloads[MailKind],
  publicUrl: string,
  encryptionKey: Buffer | undefined,
): { subject: string; element: ReactElement; headers?: Record<string, string> } {
  const donationsUrl = `${publicUrl}${DONATIONS_SCREEN}`;
  switch (kind) {
    case 'donor_receipt': {
      const p = payload as MailPayloads['donor_receipt'];
      const pageUrl = `${publicUrl}/u/${encodeURIComponent(p.creator_username)}`;
      return {
        subject: MAIL_MESSAGES.receipt.subject(p.creator_name),
        element: <DonorReceipt payload={p} pageUrl={pageUrl} />,
      };
    }
    case 'creator_alert': {
      const p = payload as MailPayloads['creator_alert'];
      return {
        subject: MAIL_MESSAGES.alert.subject(Money.formatCents(p.amount_cents)),
        element: <CreatorAlert payload={p} donationsUrl={donationsUrl} />,
      };
    }
    case 'creator_digest': {
      const p = payload as MailPayloads['creator_digest'];
      return {
        subject: MAIL_MESSAGES.digest.subject(formatDayAr(p.day)),
        element: <CreatorDigest payload={p} donationsUrl={donationsUrl} />,
      };
    }
    case 'refund_notice': {
      const p = payload as MailPayloads['refund_notice'];
      return {
        subject: MAIL_MESSAGES.refund.subject(Money.formatCents(p.amount_cents)),
        element: <RefundNotice payload={p} donationsUrl={donationsUrl} />,
      };
    }
    case 'account_deleted':
      return {
        subject: ACCOUNT_DELETION_MESSAGES.mail.subject,
        element: <AccountDeleted />,
      };
    case 'chargeback_notice': {
      const p = payload as MailPayloads['chargeback_notice'];
      return {
        subject: MAIL_MESSAGES.chargeback.subject(Money.formatCents(p.amount_cents)),
        element: <ChargebackNotice payload={p} donationsUrl={donationsUrl} />,
      };
    }
    case 'monthly_cancel_confirmation': {
      const p = payload as MailPayloads['monthly_cancel_confirmation'];
      return {
        subject: MONTHLY_CANCEL_MESSAGES.confirmationMail.subject(p.creator_name),
        element: <MonthlyCancelConfirmation payload={p} cancelUrl={`${publicUrl}${CANCEL_PAGE}`} />,
      };
    }
    case 'monthly_active': {
      const p = payload as MailPayloads['monthly_active'];
      const pageUrl = `${publicUrl}/u/${encodeURIComponent(p.creator_username)}`;
      return {
        subject: MONTHLY_MAIL_MESSAGES.active.subject,
        element: <MonthlyActive payload={p} pageUrl={pageUrl} cancelUrl={`${publicUrl}${CANCEL_PAGE}`} />,
      };
    }
    case 'monthly_receipt': {
      const p = payload as MailPayloads['monthly_receipt'];
      const pageUrl = `${publicUrl}/u/${encodeURIComponent(p.creator_username)}`;
      return {
        subject: MONTHLY_MAIL_MESSAGES.receipt.subject(p.creator_name, p.frequency),
        element: <MonthlyReceipt payload={p} pageUrl={pageUrl} cancelUrl={`${publicUrl}${CANCEL_PAGE}`} />,
      };
    }
    case 'monthly_new_supporter': {
      const p = payload as MailPayloads['monthly_new_supporter'];
      return {
        subject: MONTHLY_MAIL_MESSAGES.newSupporter.subject(Money.formatCents(p.amount_cents)),
        element: <MonthlyNewSupporter payload={p} screenUrl={`${publicUrl}${MONTHLY_SCREEN}`} />,
      };
    }
    case 'monthly_cancelled': {
      const p = payload as MailPayloads['monthly_cancelled'];
      return {
        subject: MONTHLY_MAIL_MESSAGES.cancelled.subject(Money.formatCents(p.amount_cents)),
        element: <MonthlyCancelled payload={p} screenUrl={`${publicUrl}${MONTHLY_SCREEN}`} />,
      };
    }
    case 'monthly_adjustment_notice': {
      const p = payload as MailPayloads['monthly_adjustment_notice'];
      const pageUrl = `${publicUrl}/u/${encodeURIComponent(p.creator_username)}`;
      return {
        subject: ADJUSTMENT_MAIL_MESSAGES.notice.subject(p.creator_name),
        element: <AdjustmentNotice payload={p} pageUrl={pageUrl} cancelUrl={`${publicUrl}${CANCEL_PAGE}`} />,
      };
    }
    case 'monthly_adjustment_creator': {
      const p = payload as MailPayloads['monthly_adjustment_creator'];
      return {
        subject: ADJUSTMENT_MAIL_MESSAGES.creator.subject(p.tier_name),
        element: <AdjustmentCreatorNotice payload={p} screenUrl={`${publicUrl}${MONTHLY_SCREEN}`} />,
      };
    }
    case 'monthly_payment_failed': {
      const p = payload as MailPayloads['monthly_payment_failed'];
      return {
        subject: MONTHLY_CARE_MAIL_MESSAGES.paymentFailed.subject(p.creator_name),
        element: <MonthlyPaymentFailed payload={p} cancelUrl={`${publicUrl}${CANCEL_PAGE}`} />,
      };
    }
    case 'monthly_gift': {
      const p = payload as MailPayloads['monthly_gift'];
      const pageUrl = `${publicUrl}/u/${encodeURIComponent(p.creator_username)}`;
      return {
        subject: MONTHLY_CARE_MAIL_MESSAGES.gift.subject(p.creator_name),
        element: <MonthlyGift payload={p} pageUrl={pageUrl} />,
      };
    }
    case 'email_verification': {
      const p = payload as MailPayloads['email_verification'];
      if (!encryptionKey) throw new Error('the verification mail needs the server key');
      const token = decrypt(p.sealed_token, verificationSealKey(encryptionKey));
      return {
        subject: MAIL_MESSAGES.verification.subject,
        element: <EmailVerification name={p.name} link={emailVerificationLink(publicUrl, token)} />,
      };
    }
    case 'email_changed': {
      const p = payload as MailPayloads['email_changed'];
      return {
        subject: MAIL_MESSAGES.emailChanged.subject,
        element: <EmailChangedNotice name={p.name} maskedEmail={p.masked_email} />,
      };
    }
    case 'page_suspended': {
      const p = payload as MailPayloads['page_suspended'];
      return {
        subject: MAIL_MESSAGES.suspension.subject,
        element: <SuspensionNotice payload={p} dashboardUrl={`${publicUrl}/dashboard`} />,
      };
    }
    case 'webhook_disabled': {
      const p = payload as MailPayloads['webhook_disabled'];
      return {
        subject: WEBHOOK_MESSAGES.disabledMail.subject,
        element: <WebhookDisabled payload={p} dashboardUrl={`${publicUrl}/dashboard`} />,
      };
    }
    case 'tax_ceiling': {
      const p = payload as MailPayloads['tax_ceiling'];
      return {
        subject: TAX_MESSAGES.ceiling.reached(p.threshold, p.category),
        element: <TaxCeilingNotice payload={p} summaryUrl={`${publicUrl}/dashboard/impuestos`} />,
      };
    }
    case 'fan_confirmation': {
      const p = payload as MailPayloads['fan_confirmation'];
      if (!encryptionKey) throw new Error('the fan confirmation mail needs the server key');
      const token = decrypt(p.sealed_token, fanMailSealKey(encryptionKey));
      return {
        subject: SUBSCRIBER_MESSAGES.confirmMail.subject(p.creator_name),
        element: <FanConfirmation creatorName={p.creator_name} link={fanConfirmLink(publicUrl, token)} />,
      };
    }
    case 'fan_welcome': {
      const p = payload as MailPayloads['fan_welcome'];
      if (!encryptionKey) throw new Error('the fan welcome mail needs the server key');
      const unsubscribeUrl = fanUnsubscribeLink(
        publicUrl,
        decrypt(p.sealed_unsubscribe, fanMailSealKey(encryptionKey)),
      );
      const pageUrl = `${publicUrl}/u/${encodeURIComponent(p.creator_username)}`;
      return {
        subject: SUBSCRIBER_MESSAGES.welcomeMail.subject(p.creator_name),
        element: (
          <FanWelcome creatorName={p.creator_name} pageUrl={pageUrl} unsubscribeUrl={unsubscribeUrl} />
        ),
        // RFC 8058: mail apps offer their own 'Darse de baja', which POSTs to the same link.
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    }
    case 'post_mail': {
      const p = payload as MailPayloads['post_mail'];
      if (!encryptionKey) throw new Error('the post mail needs the server key');
      const unsubscribeUrl = decrypt(p.sealed_unsubscribe, postMailSealKey(encryptionKey));
      return {
        subject: POST_MAIL_MESSAGES.subject(p.creator_name, p.title),
        element: (
          <PostMail
            creatorName={p.creator_name}
            title={p.title}
            bodyHtml={p.body_html}
            pageUrl={`${publicUrl}${p.page_path}`}
            reason={p.reason}
            unsubscribeUrl={unsubscribeUrl}
          />
        ),
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    }
    case 'post_access': {
      const p = payload as MailPayloads['post_access'];
      if (!encryptionKey) throw new Error('the post access mail needs the server key');
      const token = decrypt(p.sealed_token, postAccessSealKey(encryptionKey));
      return {
        subject: POST_ACCESS_TEXTS.mailSubject(p.creator_name),
        element: (
          <PostAccessMail
            creatorName={p.creator_name}
            link={postAccessLink(publicUrl, p.creator_username, token)}
          />
        ),
      };
    }
    default:
      throw new Error(`unknown mail kind ${String(kind)}`);
  }
}

/**
 * A queued mail as it leaves: subject, HTML from its React template, and the same as plain text.
 * `encryptionKey` (config) opens the sealed verification token.
 */
export async function renderMail(
  kind: MailKind,
  payload: MailPayloads[MailKind],
  publicUrl: string,
  encryptionKey?: Buffer,
): Promise<Omit<MailMessage, 'to'>> {
  const { subject, element, headers } = compose(kind, payload, publicUrl, encryptionKey);
  // Not @react-email/render: it streams through React's server renderer, whose first run turns on Node's
  // async hooks (an AsyncLocalStorage) for the life of the process, a cost every promise of every
  // request then paid. The templates are synchronous, so the static renderer gives the same markup.
  const html = MAIL_DOCTYPE + renderToStaticMarkup(element);
  return { subject, html, text: toPlainText(html), ...(headers ? { headers } : {}) };
}
