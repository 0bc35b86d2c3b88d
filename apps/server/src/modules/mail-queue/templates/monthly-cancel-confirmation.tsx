import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { Money } from '@enlaza/shared/money';
import { MONTHLY_CANCEL_MESSAGES } from '@enlaza/shared/monthly';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { Details, MailLayout, Paragraph } from './mail-layout';

const T = MONTHLY_CANCEL_MESSAGES.confirmationMail;

/** The supporter's proof of a cancellation made on /baja: what, when and the cancellation code. */
export function MonthlyCancelConfirmation(props: {
  payload: MailPayloads['monthly_cancel_confirmation'];
  cancelUrl: string;
}) {
  const { payload } = props;
  const rows: [string, string][] = [
    [T.creator, payload.creator_name],
    [T.tier, payload.tier_name],
    [T.amount, Money.formatCents(payload.amount_cents)],
    [T.date, formatArgentinaDateTime(payload.cancelled_at)],
    [T.code, payload.code],
  ];
  return (
    <MailLayout
      preview={T.preview(payload.code)}
      heading={T.heading}
      cta={{ label: T.cta, href: props.cancelUrl }}
      why={T.why}
    >
      <Paragraph>{T.intro(payload.tier_name, payload.creator_name)}</Paragraph>
      <Details rows={rows} />
    </MailLayout>
  );
}
