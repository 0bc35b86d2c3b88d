import { DONATION_MESSAGES, PAYMENT_METHOD_LABELS, type ReceivedDonation } from '@enlaza/shared/donations';
import {
  argentinaNow,
  type CreatorEvent,
  EVENT_CATEGORY_LABELS,
  EVENT_MESSAGES,
  EVENT_STATUS_LABELS,
  formatArgentinaDate,
  formatArgentinaDateTime,
  formatDayAr,
} from '@enlaza/shared/events';
import { CSV_COLUMNS } from '@enlaza/shared/exports';
import { LINK_MESSAGES, type Link } from '@enlaza/shared/links';
import type { Subscriber } from '@enlaza/shared/subscribers';
import { csvAmount, toCsv } from '../../lib/csv';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');
const dateTimeOrBlank = (iso: string | null) => (iso ? formatArgentinaDateTime(iso) : '');

/** The links, in their page order. */
export function linksCsv(links: readonly Link[]): string {
  return toCsv(
    CSV_COLUMNS.links,
    links.map((link) => [
      link.title,
      link.url,
      link.is_active ? LINK_MESSAGES.activeLabel : LINK_MESSAGES.hiddenLabel,
      link.click_count,
      link.order_position,
      dateTimeOrBlank(link.starts_at),
      dateTimeOrBlank(link.ends_at),
      formatArgentinaDate(link.created_at),
    ]),
  );
}

/** The events in calendar order; dates are the Argentine wall-clock ones the creator typed. */
export function eventsCsv(events: readonly CreatorEvent[]): string {
  return toCsv(
    CSV_COLUMNS.events,
    events.map((event) => [
      event.title,
      EVENT_CATEGORY_LABELS[event.category] ?? event.category,
      EVENT_STATUS_LABELS[event.status] ?? event.status,
      formatDayAr(event.event_date),
      event.event_time,
      event.end_date ? formatDayAr(event.end_date) : '',
      event.end_time,
      event.location,
      event.address,
      yesNo(event.is_online),
      event.meeting_url,
      event.ticket_url,
      event.is_free || event.price === 0 ? EVENT_MESSAGES.free : csvAmount(event.price),
      event.max_attendees,
      yesNo(event.is_featured),
      event.description,
    ]),
  );
}

/**
 * Every donation, newest first, with its Argentine date and time. Commission and net are left empty
 * unless the payment was approved: nothing was charged or received for the others.
 */
export function donationsCsv(donations: readonly ReceivedDonation[]): string {
  return toCsv(
    CSV_COLUMNS.donations,
    donations.map((donation) => {
      const when = argentinaNow(new Date(donation.created_at));
      const approved = donation.mp_status === 'approved';
      return [
        formatDayAr(when.date),
        when.time,
        donation.donor_name || DONATION_MESSAGES.anonymous,
        donation.message,
        csvAmount(donation.amount),
        approved ? csvAmount(donation.platform_commission) : '',
        approved ? csvAmount(donation.creator_amount) : '',
        donation.currency,
        donation.status_label,
        donation.payment_method ? PAYMENT_METHOD_LABELS[donation.payment_method] : '',
        donation.goal?.title,
        donation.id,
      ];
    }),
  );
}

/** The confirmed fans' addresses, newest first, with the Argentine date and time they confirmed. */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return toCsv(
    CSV_COLUMNS.subscribers,
    subscribers.map((s) => [s.email, formatArgentinaDateTime(s.confirmed_at), s.source_page]),
  );
}
