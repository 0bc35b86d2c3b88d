import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import { formatARS } from '@enlaza/shared/money';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { donorLabel } from './creator-alert';
import { Details, MailLayout, Paragraph } from './mail-layout';

/** To the creator: an approved contribution was refunded. */
export function RefundNotice(props: { payload: MailPayloads['refund_notice']; donationsUrl: string }) {
  const T = MAIL_MESSAGES.refund;
  const amount = formatARS(props.payload.amount_cents / 100);
  const who = donorLabel(props.payload.donor_name);
  return (
    <MailLayout
      preview={T.subject(amount)}
      heading={T.heading}
      cta={{ label: T.cta, href: props.donationsUrl }}
    >
      <Paragraph>{T.intro(who, amount)}</Paragraph>
      {props.payload.operation_number ? (
        <Details rows={[[MAIL_MESSAGES.chargeback.operation, props.payload.operation_number]]} />
      ) : null}
    </MailLayout>
  );
}

/** To the creator: a contribution was charged back, with the deadline for evidence when known. */
export function ChargebackNotice(props: {
  payload: MailPayloads['chargeback_notice'];
  donationsUrl: string;
}) {
  const T = MAIL_MESSAGES.chargeback;
  const { payload } = props;
  const amount = formatARS(payload.amount_cents / 100);
  const who = donorLabel(payload.donor_name);
  return (
    <MailLayout
      preview={T.subject(amount)}
      heading={T.heading}
      cta={{ label: T.cta, href: props.donationsUrl }}
    >
      <Paragraph>{T.intro(who, amount)}</Paragraph>
      {payload.evidence_deadline ? (
        <Paragraph>
          <strong>{T.deadline(formatArgentinaDateTime(payload.evidence_deadline))}</strong>
        </Paragraph>
      ) : null}
      {payload.operation_number ? <Details rows={[[T.operation, payload.operation_number]]} /> : null}
    </MailLayout>
  );
}
