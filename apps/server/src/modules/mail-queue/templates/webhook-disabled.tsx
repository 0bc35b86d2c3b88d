import { WEBHOOK_MESSAGES } from '@enlaza/shared/webhooks';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { Details, MailLayout, Paragraph } from './mail-layout';

/** To the creator: one of their webhook endpoints failed for days and no longer receives events. */
export function WebhookDisabled(props: { payload: MailPayloads['webhook_disabled']; dashboardUrl: string }) {
  const T = WEBHOOK_MESSAGES.disabledMail;
  return (
    <MailLayout preview={T.subject} heading={T.heading} cta={{ label: T.cta, href: props.dashboardUrl }}>
      <Paragraph>{T.intro(props.payload.days)}</Paragraph>
      <Details rows={[[T.address, props.payload.url]]} />
      <Paragraph>{T.fix}</Paragraph>
    </MailLayout>
  );
}
