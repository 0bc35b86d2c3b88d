import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import { MailLayout, Paragraph } from './mail-layout';

const V = MAIL_MESSAGES.verification;
const C = MAIL_MESSAGES.emailChanged;

/** 'Verifica tu email': the link (button, and as text for mail apps that hide buttons), 48 h, one use. */
export function EmailVerification(props: { name: string; link: string }) {
  return (
    <MailLayout preview={V.heading} heading={V.heading} cta={{ label: V.cta, href: props.link }} why={V.why}>
      <Paragraph>{V.intro(props.name)}</Paragraph>
      <Paragraph>{props.link}</Paragraph>
      <Paragraph>{V.validity}</Paragraph>
    </MailLayout>
  );
}

/** To the old address: the account's email changed (the new one shown masked). */
export function EmailChangedNotice(props: { name: string; maskedEmail: string }) {
  return (
    <MailLayout preview={C.subject} heading={C.heading}>
      <Paragraph>{C.intro(props.name, props.maskedEmail)}</Paragraph>
      <Paragraph>{C.notYou}</Paragraph>
    </MailLayout>
  );
}
