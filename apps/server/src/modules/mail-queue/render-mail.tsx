import { formatDayAr } from '@enlaza/shared/events';
import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import { formatARS } from '@enlaza/shared/money';
import { MONTHLY_CANCEL_MESSAGES, MONTHLY_MAIL_MESSAGES } from '@enlaza/shared/monthly';
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailKind, MailPayloads } from '../../db/mail-queue.repository';
import type { MailMessage } from '../../integrations/mail/mail-port';
import { CreatorAlert } from './templates/creator-alert';
import { CreatorDigest } from './templates/creator-digest';
import { DonorReceipt } from './templates/donor-receipt';
import { ChargebackNotice, RefundNotice } from './templates/money-notice';
import { MonthlyCancelConfirmation } from './templates/monthly-cancel-confirmation';
import {
  MonthlyActive,
  MonthlyCancelled,
  MonthlyNewSupporter,
  MonthlyReceipt,
} from './templates/monthly-mails';

/** The donations screen of the dashboard, where the creator replies. */
const DONATIONS_SCREEN = '/dashboard/donations';

const pesos = (cents: number) => formatARS(cents / 100);

/** The creator's monthly support screen and the public cancel page (issue 21). */
const MONTHLY_SCREEN = '/dashboard/monthly';
const CANCEL_PAGE = '/baja';

function compose(kind: MailKind, payload: MailPayloads[MailKind], publicUrl: string) {
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
        subject: MAIL_MESSAGES.alert.subject(pesos(p.amount_cents)),
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
        subject: MAIL_MESSAGES.refund.subject(pesos(p.amount_cents)),
        element: <RefundNotice payload={p} donationsUrl={donationsUrl} />,
      };
    }
    case 'chargeback_notice': {
      const p = payload as MailPayloads['chargeback_notice'];
      return {
        subject: MAIL_MESSAGES.chargeback.subject(pesos(p.amount_cents)),
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
        subject: MONTHLY_MAIL_MESSAGES.receipt.subject(p.creator_name),
        element: <MonthlyReceipt payload={p} pageUrl={pageUrl} cancelUrl={`${publicUrl}${CANCEL_PAGE}`} />,
      };
    }
    case 'monthly_new_supporter': {
      const p = payload as MailPayloads['monthly_new_supporter'];
      return {
        subject: MONTHLY_MAIL_MESSAGES.newSupporter.subject(pesos(p.amount_cents)),
        element: <MonthlyNewSupporter payload={p} screenUrl={`${publicUrl}${MONTHLY_SCREEN}`} />,
      };
    }
    case 'monthly_cancelled': {
      const p = payload as MailPayloads['monthly_cancelled'];
      return {
        subject: MONTHLY_MAIL_MESSAGES.cancelled.subject(pesos(p.amount_cents)),
        element: <MonthlyCancelled payload={p} screenUrl={`${publicUrl}${MONTHLY_SCREEN}`} />,
      };
    }
    default:
      throw new Error(`unknown mail kind ${String(kind)}`);
  }
}

/** A queued mail as it leaves: subject, HTML from its React template, and the same as plain text. */
export async function renderMail(
  kind: MailKind,
  payload: MailPayloads[MailKind],
  publicUrl: string,
): Promise<Omit<MailMessage, 'to'>> {
  const { subject, element } = compose(kind, payload, publicUrl);
  const html = await render(element as ReactElement);
  return { subject, html, text: toPlainText(html) };
}
