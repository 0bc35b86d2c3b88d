import { EVENT_DONATION_MESSAGES, type EventDonatePageInput } from '@enlaza/shared/donations';
import { escapeHtml } from './public-head';

/** Title and robots for the donation page: it is reached by scanning, not by searching. */
export function eventDonateHead(input: EventDonatePageInput): string {
  const title = `${EVENT_DONATION_MESSAGES.pageTitle} · ${input.event.title} · Enlazá`;
  return `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex" />`;
}
