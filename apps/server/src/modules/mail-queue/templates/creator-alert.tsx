import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import { Money } from '@enlaza/shared/money';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { Details, MAIL_STYLE, MailLayout, Paragraph } from './mail-layout';

const T = MAIL_MESSAGES.alert;

/** The donor as the creator reads it: their name, or 'Anónimo'. */
export function donorLabel(name: string | null): string {
  return name ?? MAIL_MESSAGES.anonymous;
}

/** 'Recibiste un aporte': who, how much, the message marked public or private, a link to reply. */
export function CreatorAlert(props: { payload: MailPayloads['creator_alert']; donationsUrl: string }) {
  const { payload } = props;
  const amount = Money.formatCents(payload.amount_cents);
  const who = donorLabel(payload.donor_name);
  return (
    <MailLayout
      preview={T.preview(who, amount)}
      heading={T.heading}
      cta={{ label: T.cta, href: props.donationsUrl }}
      why={T.why}
    >
      <Paragraph>{T.intro(who, amount)}</Paragraph>
      <Details
        rows={[
          [T.from, who],
          [T.amount, amount],
          [T.date, formatArgentinaDateTime(payload.approved_at)],
        ]}
      />
      {payload.message ? (
        <>
          <Paragraph>
            <strong>{payload.message_public ? T.publicMessage : T.privateMessage}</strong>
          </Paragraph>
          <Paragraph>
            <span style={{ color: MAIL_STYLE.muted }}>«{payload.message}»</span>
          </Paragraph>
        </>
      ) : (
        <Paragraph>{T.noMessage}</Paragraph>
      )}
    </MailLayout>
  );
}
