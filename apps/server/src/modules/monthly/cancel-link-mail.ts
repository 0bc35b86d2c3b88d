import { MONTHLY_CANCEL_MESSAGES } from '@enlaza/shared/monthly';
import type { MailMessage } from '../../integrations/mail/mail-port';

const T = MONTHLY_CANCEL_MESSAGES.linkMail;

/**
 * The `/baja` link, sent at once through the mail port (like a password reset): the token exists in
 * this mail only, never in a table or the mail queue.
 */
export function cancelLinkMail(to: string, link: string): MailMessage {
  const text = [T.intro, link, '', T.ignore].join('\n');
  const html = `<h1 style="font-size:20px">${T.heading}</h1>
<p>${T.intro}</p>
<p><a href="${link}">${T.cta}</a></p>
<p>${T.ignore}</p>`;
  return { to, subject: T.subject, text, html };
}
