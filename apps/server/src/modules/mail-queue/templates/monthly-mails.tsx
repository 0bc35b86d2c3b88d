import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import { Money } from '@enlaza/shared/money';
import { MONTHLY_MAIL_MESSAGES as M } from '@enlaza/shared/monthly';
import { Link } from '@react-email/components';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { Details, MAIL_STYLE, MailLayout, MutedText, Paragraph } from './mail-layout';

/** The cancel button ('botón de baja') every monthly mail to a supporter carries. */
function CancelLink(props: { href: string }) {
  return (
    <MutedText>
      {M.cancelHint}{' '}
      <Link href={props.href} style={{ color: MAIL_STYLE.primary }}>
        {M.cancelLink}
      </Link>
    </MutedText>
  );
}

/** 'Tu aporte mensual está activo': sent once, on the subscription's first authorization. */
export function MonthlyActive(props: {
  payload: MailPayloads['monthly_active'];
  pageUrl: string;
  cancelUrl: string;
}) {
  const p = props.payload;
  const amount = Money.formatCents(p.amount_cents);
  return (
    <MailLayout
      preview={M.active.preview(amount, p.creator_name)}
      heading={M.active.heading}
      cta={{ label: M.active.cta(p.creator_name), href: props.pageUrl }}
      why={M.active.why}
    >
      <Paragraph>{M.active.intro(amount, p.creator_name, p.frequency)}</Paragraph>
      <Details
        rows={[
          [M.active.creator, p.creator_name],
          [M.active.tier, p.tier_name],
          [p.frequency === 'yearly' ? M.active.amountYearly : M.active.amount, amount],
        ]}
      />
      <CancelLink href={props.cancelUrl} />
    </MailLayout>
  );
}

/** The receipt of one monthly charge: amount, creator, date, operation number and the cancel link. */
export function MonthlyReceipt(props: {
  payload: MailPayloads['monthly_receipt'];
  pageUrl: string;
  cancelUrl: string;
}) {
  const p = props.payload;
  const amount = Money.formatCents(p.amount_cents);
  return (
    <MailLayout
      preview={M.receipt.preview(amount, p.creator_name, p.frequency)}
      heading={M.receipt.heading(p.frequency)}
      cta={{ label: M.receipt.cta(p.creator_name), href: props.pageUrl }}
      why={M.receipt.why}
    >
      <Paragraph>{M.receipt.intro(amount, p.creator_name, p.frequency)}</Paragraph>
      <Details
        rows={[
          [M.receipt.kind, p.frequency === 'yearly' ? M.receipt.kindValueYearly : M.receipt.kindValue],
          [M.receipt.amount, amount],
          [M.receipt.creator, p.creator_name],
          [M.receipt.date, formatArgentinaDateTime(p.charged_at)],
          [M.receipt.operation, p.operation_number],
        ]}
      />
      <CancelLink href={props.cancelUrl} />
    </MailLayout>
  );
}

/** The creator's alert for a new monthly supporter. */
export function MonthlyNewSupporter(props: {
  payload: MailPayloads['monthly_new_supporter'];
  screenUrl: string;
}) {
  const p = props.payload;
  const amount = Money.formatCents(p.amount_cents);
  const who = p.supporter_name ?? MAIL_MESSAGES.anonymous;
  return (
    <MailLayout
      preview={M.newSupporter.preview(who, amount, p.frequency)}
      heading={M.newSupporter.heading}
      cta={{ label: M.newSupporter.cta, href: props.screenUrl }}
      why={M.newSupporter.why}
    >
      <Paragraph>{M.newSupporter.intro(who, amount, p.tier_name, p.frequency)}</Paragraph>
    </MailLayout>
  );
}

/** The creator's alert for a cancelled monthly support, and who cancelled it. */
export function MonthlyCancelled(props: { payload: MailPayloads['monthly_cancelled']; screenUrl: string }) {
  const p = props.payload;
  const amount = Money.formatCents(p.amount_cents);
  const who = p.supporter_name ?? MAIL_MESSAGES.anonymous;
  const by = M.cancelled.by[p.cancelled_by as keyof typeof M.cancelled.by] ?? M.cancelled.by.provider;
  return (
    <MailLayout
      preview={M.cancelled.preview(who, amount, p.frequency)}
      heading={M.cancelled.heading}
      cta={{ label: M.cancelled.cta, href: props.screenUrl }}
      why={M.cancelled.why}
    >
      <Paragraph>{M.cancelled.intro(who, amount, p.tier_name, p.frequency)}</Paragraph>
      <MutedText>{by}</MutedText>
    </MailLayout>
  );
}
