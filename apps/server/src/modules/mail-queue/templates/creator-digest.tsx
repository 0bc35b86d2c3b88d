import { formatArgentinaDateTime, formatDayAr } from '@enlaza/shared/events';
import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import { Money } from '@enlaza/shared/money';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { donorLabel } from './creator-alert';
import { Details, MailLayout, Paragraph } from './mail-layout';

const T = MAIL_MESSAGES.digest;

/** 'Resumen diario': the day's approved contributions of one creator. */
export function CreatorDigest(props: { payload: MailPayloads['creator_digest']; donationsUrl: string }) {
  const { payload } = props;
  const day = formatDayAr(payload.day);
  const total = Money.formatCents(payload.total_cents);
  const rest = payload.count - payload.items.length;
  return (
    <MailLayout
      preview={T.preview(payload.count, total)}
      heading={T.heading}
      cta={{ label: T.cta, href: props.donationsUrl }}
      why={T.why}
    >
      <Paragraph>{T.intro(day, payload.count, total)}</Paragraph>
      {payload.items.map((item, i) => (
        <Details
          // Items never change order: the day's list is fixed when the digest is queued.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          rows={[
            [donorLabel(item.donor_name), Money.formatCents(item.amount_cents)],
            [MAIL_MESSAGES.details.date, formatArgentinaDateTime(item.approved_at)],
            ...(item.message
              ? ([[item.message_public ? T.publicMessage : T.privateMessage, `«${item.message}»`]] as [
                  string,
                  string,
                ][])
              : []),
          ]}
        />
      ))}
      {rest > 0 ? <Paragraph>{T.more(rest)}</Paragraph> : null}
    </MailLayout>
  );
}
