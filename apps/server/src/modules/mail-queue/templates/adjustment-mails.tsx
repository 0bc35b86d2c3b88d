import { Money } from '@enlaza/shared/money';
import {
  ADJUSTMENT_MAIL_MESSAGES as A,
  formatAdjustmentDay,
  MONTHLY_MAIL_MESSAGES as M,
  MONTHLY_LIMITS,
} from '@enlaza/shared/monthly';
import { Link } from '@react-email/components';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { MAIL_STYLE, MailLayout, MutedText, Paragraph } from './mail-layout';

/**
 * Issue 33, to each supporter 7 days before: 'Tu aporte mensual a {creador} pasa de $ 2.000 a
 * $ 2.300 desde el 1/3/2027', why, the index figures and the cancel button.
 */
export function AdjustmentNotice(props: {
  payload: MailPayloads['monthly_adjustment_notice'];
  pageUrl: string;
  cancelUrl: string;
}) {
  const p = props.payload;
  const intro = A.notice.intro(
    p.creator_name,
    Money.formatCents(p.from_cents),
    Money.formatCents(p.to_cents),
    formatAdjustmentDay(p.effective_day),
  );
  return (
    <MailLayout
      preview={intro}
      heading={A.notice.heading}
      cta={{ label: M.receipt.cta(p.creator_name), href: props.pageUrl }}
      why={A.notice.mailWhy}
    >
      <Paragraph>{intro}</Paragraph>
      <Paragraph>{p.why}</Paragraph>
      {p.figures.map((line) => (
        <MutedText key={line}>{line}</MutedText>
      ))}
      <MutedText>
        {M.cancelHint}{' '}
        <Link href={props.cancelUrl} style={{ color: MAIL_STYLE.primary }}>
          {M.cancelLink}
        </Link>
      </MutedText>
    </MailLayout>
  );
}

/** Issue 33, to the creator: the supporters were told; a clamp to the provider's maximum is said. */
export function AdjustmentCreatorNotice(props: {
  payload: MailPayloads['monthly_adjustment_creator'];
  screenUrl: string;
}) {
  const p = props.payload;
  const intro = A.creator.intro(
    p.tier_name,
    Money.formatCents(p.from_cents),
    Money.formatCents(p.to_cents),
    formatAdjustmentDay(p.effective_day),
    p.supporters,
  );
  return (
    <MailLayout
      preview={intro}
      heading={A.creator.heading}
      cta={{ label: A.creator.cta, href: props.screenUrl }}
      why={A.creator.mailWhy}
    >
      <Paragraph>{intro}</Paragraph>
      {p.clamped ? (
        <Paragraph>
          {A.creator.clamped(Money.formatCents(Money.fromPesos(MONTHLY_LIMITS.amountMax).cents))}
        </Paragraph>
      ) : null}
      {p.figures.map((line) => (
        <MutedText key={line}>{line}</MutedText>
      ))}
      <MutedText>{A.creator.skipHint}</MutedText>
    </MailLayout>
  );
}
