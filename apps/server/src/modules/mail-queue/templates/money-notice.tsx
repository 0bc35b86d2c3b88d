import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import { Money } from '@enlaza/shared/money';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { donorLabel } from './creator-alert';
import { Details, MailLayout, Paragraph } from './mail-layout';

/** The creator's notice that money left: who, how much, and a line in bold when there is one. */
function MoneyNotice(props: {
  texts: {
    subject: (amount: string) => string;
    heading: string;
    intro: (who: string, amount: string) => string;
    cta: string;
  };
  payload: MailPayloads['refund_notice'];
  donationsUrl: string;
  emphasis?: string | null;
}) {
  const { texts: T, payload } = props;
  const amount = Money.formatCents(payload.amount_cents);
  return (
    <MailLayout
      preview={T.subject(amount)}
      heading={T.heading}
      cta={{ label: T.cta, href: props.donationsUrl }}
    >
      <Paragraph>{T.intro(donorLabel(payload.donor_name), amount)}</Paragraph>
      {props.emphasis ? (
        <Paragraph>
          <strong>{props.emphasis}</strong>
        </Paragraph>
      ) : null}
      {payload.operation_number ? (
        <Details rows={[[MAIL_MESSAGES.chargeback.operation, payload.operation_number]]} />
      ) : null}
    </MailLayout>
  );
}

/** To the creator: an approved contribution was refunded. */
export function RefundNotice(props: { payload: MailPayloads['refund_notice']; donationsUrl: string }) {
  return <MoneyNotice texts={MAIL_MESSAGES.refund} {...props} />;
}

/** To the creator: a contribution was charged back, with the deadline for evidence when known. */
export function ChargebackNotice(props: {
  payload: MailPayloads['chargeback_notice'];
  donationsUrl: string;
}) {
  const deadline = props.payload.evidence_deadline;
  const emphasis = deadline ? MAIL_MESSAGES.chargeback.deadline(formatArgentinaDateTime(deadline)) : null;
  return <MoneyNotice texts={MAIL_MESSAGES.chargeback} emphasis={emphasis} {...props} />;
}
