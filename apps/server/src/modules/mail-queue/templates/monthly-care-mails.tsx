import { formatArgentinaDate } from '@enlaza/shared/events';
import { Money } from '@enlaza/shared/money';
import {
  MONTHLY_CARE_MAIL_MESSAGES as C,
  MONTHLY_MAIL_MESSAGES as M,
  MONTHLY_CARE_MESSAGES,
  rejectionReasonText,
} from '@enlaza/shared/monthly';
import { Link } from '@react-email/components';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { Details, MAIL_STYLE, MailLayout, MutedText, Paragraph } from './mail-layout';

/** Issue 34: the supporter's last charge was rejected; the update link at the provider and /baja. */
export function MonthlyPaymentFailed(props: {
  payload: MailPayloads['monthly_payment_failed'];
  cancelUrl: string;
}) {
  const p = props.payload;
  const amount = Money.formatCents(p.amount_cents);
  const rows: [string, string][] = [[C.paymentFailed.reason, rejectionReasonText(p.reason)]];
  if (p.next_retry_at) rows.push([C.paymentFailed.nextRetry, formatArgentinaDate(p.next_retry_at)]);
  return (
    <MailLayout
      preview={C.paymentFailed.preview(p.creator_name)}
      heading={C.paymentFailed.heading}
      cta={{ label: C.paymentFailed.cta, href: p.manage_url }}
      why={C.paymentFailed.why}
    >
      <Paragraph>{C.paymentFailed.intro(amount, p.creator_name, M.per(p.frequency))}</Paragraph>
      <Details rows={rows} />
      <MutedText>
        {M.cancelHint}{' '}
        <Link href={props.cancelUrl} style={{ color: MAIL_STYLE.primary }}>
          {M.cancelLink}
        </Link>
      </MutedText>
    </MailLayout>
  );
}

/** Issue 34: to a gift's recipient — who gave it, the tier, until when; nothing to pay. */
export function MonthlyGift(props: { payload: MailPayloads['monthly_gift']; pageUrl: string }) {
  const p = props.payload;
  const months = MONTHLY_CARE_MESSAGES.giftMonthsOption(p.months);
  const rows: [string, string][] = [[C.gift.until, formatArgentinaDate(p.ends_at)]];
  if (p.message) rows.push([C.gift.message, p.message]);
  return (
    <MailLayout
      preview={C.gift.preview(months, p.creator_name)}
      heading={C.gift.heading}
      cta={{ label: C.gift.cta(p.creator_name), href: props.pageUrl }}
      why={C.gift.why}
    >
      <Paragraph>
        {C.gift.intro(p.giver_name ?? C.gift.someone, months, p.tier_name, p.creator_name)}
      </Paragraph>
      <Details rows={rows} />
      <MutedText>{C.gift.noCharge}</MutedText>
    </MailLayout>
  );
}
