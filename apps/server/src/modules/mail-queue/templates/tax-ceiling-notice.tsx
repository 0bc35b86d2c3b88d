import { TAX_MESSAGES } from '@enlaza/shared/tax';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { MailLayout, Paragraph } from './mail-layout';

/** To the creator: the last 12 months' collections crossed 80 % or 100 % of their category's ceiling. */
export function TaxCeilingNotice(props: { payload: MailPayloads['tax_ceiling']; summaryUrl: string }) {
  const T = TAX_MESSAGES.ceiling;
  const heading = T.reached(props.payload.threshold, props.payload.category);
  return (
    <MailLayout preview={heading} heading={heading} cta={{ label: T.mailCta, href: props.summaryUrl }}>
      <Paragraph>{T.mailIntro}</Paragraph>
      <Paragraph>{TAX_MESSAGES.disclaimer}</Paragraph>
    </MailLayout>
  );
}
