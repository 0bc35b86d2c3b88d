import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import type { MailPayloads } from '../../../db/mail-queue.repository';
import { Details, MailLayout, Paragraph } from './mail-layout';

/** To the creator: their page was suspended, and why (the dashboard shows the same). */
export function SuspensionNotice(props: { payload: MailPayloads['page_suspended']; dashboardUrl: string }) {
  const T = MAIL_MESSAGES.suspension;
  return (
    <MailLayout preview={T.subject} heading={T.heading} cta={{ label: T.cta, href: props.dashboardUrl }}>
      <Paragraph>{T.intro}</Paragraph>
      <Details rows={[[T.reason, props.payload.reason]]} />
    </MailLayout>
  );
}
