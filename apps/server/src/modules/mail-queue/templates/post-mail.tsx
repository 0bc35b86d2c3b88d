import { POST_ACCESS_TEXTS as A, POST_MAIL_MESSAGES as M } from '@enlaza/shared/posts';
import { MAIL_STYLE, MailLayout, Paragraph } from './mail-layout';

/**
 * A post mailed to its audience (issue 35): its title, its body (safe HTML rendered by the posts
 * module with raw HTML off: only p, br, a, strong, em, lists), why the reader gets it and the visible
 * unsubscribe link. No images from elsewhere, no tracking pixel.
 */
export function PostMail(props: {
  creatorName: string;
  title: string;
  bodyHtml: string;
  pageUrl: string;
  reason: 'fan' | 'supporter';
  unsubscribeUrl: string;
}) {
  const why = props.reason === 'fan' ? M.whyFan(props.creatorName) : M.whySupporter(props.creatorName);
  return (
    <MailLayout
      preview={props.title}
      heading={props.title}
      cta={{ label: M.readOnPage, href: props.pageUrl }}
      why={why}
    >
      <div
        style={{ color: MAIL_STYLE.text, fontSize: '15px', lineHeight: '22px' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output with raw HTML off (post-body.ts).
        dangerouslySetInnerHTML={{ __html: props.bodyHtml }}
      />
      <Paragraph>{M.unsubscribeText}</Paragraph>
      <Paragraph>{props.unsubscribeUrl}</Paragraph>
    </MailLayout>
  );
}

/** A supporter's one-use link to a creator's gated posts (the link as a button and as text). */
export function PostAccessMail(props: { creatorName: string; link: string }) {
  return (
    <MailLayout
      preview={A.mailHeading}
      heading={A.mailHeading}
      cta={{ label: A.readGated, href: props.link }}
      why={A.mailNotYou}
    >
      <Paragraph>{A.mailBody(props.creatorName)}</Paragraph>
      <Paragraph>{props.link}</Paragraph>
    </MailLayout>
  );
}
