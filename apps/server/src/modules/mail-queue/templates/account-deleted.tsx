import { ACCOUNT_DELETION_MESSAGES } from '@enlaza/shared/account-deletion';
import { MailLayout, Paragraph } from './mail-layout';

const T = ACCOUNT_DELETION_MESSAGES.mail;

/** To the address of an account just erased: what went and what was kept. */
export function AccountDeleted() {
  return (
    <MailLayout preview={T.heading} heading={T.heading} why={T.why}>
      <Paragraph>{T.intro}</Paragraph>
      <Paragraph>{T.records}</Paragraph>
      <Paragraph>{T.username}</Paragraph>
    </MailLayout>
  );
}
