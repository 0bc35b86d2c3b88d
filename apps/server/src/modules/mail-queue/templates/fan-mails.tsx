import { SUBSCRIBER_MESSAGES } from '@enlaza/shared/fans';
import { MailLayout, Paragraph } from './mail-layout';

const C = SUBSCRIBER_MESSAGES.confirmMail;
const W = SUBSCRIBER_MESSAGES.welcomeMail;

/** 'Confirma tu suscripción': double opt-in for a creator's news (the link as a button and as text). */
export function FanConfirmation(props: { creatorName: string; link: string }) {
  return (
    <MailLayout
      preview={C.heading}
      heading={C.heading}
      cta={{ label: C.button, href: props.link }}
      why={C.notYou}
    >
      <Paragraph>{C.body(props.creatorName)}</Paragraph>
      <Paragraph>{props.link}</Paragraph>
    </MailLayout>
  );
}

/** The fan confirmed: the creator's page and the one-click unsubscribe link. */
export function FanWelcome(props: { creatorName: string; pageUrl: string; unsubscribeUrl: string }) {
  return (
    <MailLayout preview={W.heading} heading={W.heading} cta={{ label: W.page, href: props.pageUrl }}>
      <Paragraph>{W.body(props.creatorName)}</Paragraph>
      <Paragraph>{W.unsubscribeText}</Paragraph>
      <Paragraph>{props.unsubscribeUrl}</Paragraph>
    </MailLayout>
  );
}
