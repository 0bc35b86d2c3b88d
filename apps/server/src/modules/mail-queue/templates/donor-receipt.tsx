import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import { Money } from '@enlaza/shared/money';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { Details, MailLayout, MutedText, Paragraph } from './mail-layout';

const T = MAIL_MESSAGES.receipt;

/** The donor's receipt: what they gave, to whom, when (Argentine time) and the operation number. */
export function DonorReceipt(props: { payload: MailPayloads['donor_receipt']; pageUrl: string }) {
  const { payload } = props;
  const amount = Money.formatCents(payload.amount_cents);
  const rows: [string, string][] = [
    [T.kind, T.kindValue],
    [T.amount, amount],
    [T.creator, payload.creator_name],
    [T.date, formatArgentinaDateTime(payload.approved_at)],
  ];
  if (payload.operation_number) rows.push([T.operation, payload.operation_number]);
  return (
    <MailLayout
      preview={T.preview(amount, payload.creator_name)}
      heading={T.heading}
      cta={{ label: T.cta(payload.creator_name), href: props.pageUrl }}
      why={T.why}
    >
      <Paragraph>{T.intro(amount, payload.creator_name)}</Paragraph>
      <Details rows={rows} />
      <MutedText>{T.terms}</MutedText>
    </MailLayout>
  );
}
