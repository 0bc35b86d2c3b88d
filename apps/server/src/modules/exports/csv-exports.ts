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
import type { Subscriber } from '@enlaza/shared/fans';
import { LINK_MESSAGES, type Link } from '@enlaza/shared/links';
import { type ConfirmedTransfer, TRANSFER_MESSAGES } from '@enlaza/shared/transfers';
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

type CsvRow = Parameters<typeof toCsv>[1][number];

/**
 * A confirmed transfer (issue 32) as a row apart: named 'Transferencia confirmada por …', its
 * 'Medio de pago' 'Transferencia', no commission (the money never passed through the platform).
 */
function transferRow(transfer: ConfirmedTransfer): CsvRow {
  const when = argentinaNow(new Date(transfer.received_at));
  return [
    formatDayAr(when.date),
    when.time,
    transfer.label,
    transfer.note,
    csvAmount(transfer.amount),
    csvAmount(0),
    csvAmount(transfer.amount),
    'ARS',
    TRANSFER_MESSAGES.csvStatus,
    TRANSFER_MESSAGES.csvMethod,
    transfer.goal?.title,
    `transferencia-${transfer.id}`,
  ];
}

/**
 * Every donation, newest first, with its Argentine date and time, and among them the confirmed
 * transfers (by when they arrived), marked apart. Commission and net are left empty unless the
 * payment was approved: nothing was charged or received for the others.
 */
export function donationsCsv(
  donations: readonly ReceivedDonation[],
  transfers: readonly ConfirmedTransfer[] = [],
): string {
  const dated = [
    ...donations.map((donation) => ({ at: donation.created_at, row: donationRow(donation) })),
    ...transfers.map((transfer) => ({ at: transfer.received_at, row: transferRow(transfer) })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return toCsv(
    CSV_COLUMNS.donations,
    dated.map((entry) => entry.row),
  );
}

function donationRow(donation: ReceivedDonation): CsvRow {
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
}

/** The confirmed fans' addresses, newest first, with the Argentine date and time they confirmed. */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return toCsv(
    CSV_COLUMNS.subscribers,
    subscribers.map((s) => [s.email, formatArgentinaDateTime(s.confirmed_at), s.source_page]),
  );
}
