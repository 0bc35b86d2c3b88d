import type { PublicEvent, PublicEventOwner } from '../public/contract';
import { DEFAULT_DONOR_CHOICES, type DonorChoicesValues } from './donor-choices';
import { EVENT_GORRA_CARD } from './gorra-card';
import type { InAppBrowser } from './in-app-browser';

/**
 * 'Pasar la gorra' (issue 14 §1): every published event has a one-screen donation page,
 * /e/{username}/{eventId}/aportar, reached from a second QR. Its donations pay through the same
 * checkout, are tagged with the event and count toward the creator's active goal.
 */

/** The amount chips, in pesos; 'otro' opens a field for any other amount. */
export const EVENT_DONATION_CHIPS = [500, 1000, 2000] as const;
export const OTHER_AMOUNT = 'otro';

export const EVENT_DONATION_MESSAGES = {
  pageTitle: EVENT_GORRA_CARD.title,
  heading: 'Aporta a',
  amountLegend: 'Elige un monto',
  otherChip: 'Otro',
  otherAmountLabel: 'Otro monto (en pesos)',
  nameLabel: 'Tu nombre (opcional)',
  messageLabel: 'Mensaje (opcional)',
  submit: 'Aportar con Mercado Pago',
  /** Issue 32: the same form answers a QR any bank or wallet app pays, for the chosen amount. */
  payWithQr: 'Pagar con QR desde cualquier app',
  raisedAtEvent: EVENT_GORRA_CARD.raised,
  cancelled: 'Este evento fue cancelado y ya no recibe aportes.',
  finished: 'Este evento ya terminó y no recibe más aportes.',
  notConnected: 'Este creador todavía no puede recibir donaciones',
  backToEvent: 'Ver el evento',
  donateAtEventHint: 'Aporta a quien organiza desde tu celular.',
  donateQrTitle: 'QR para pasar la gorra',
  donateQrText: 'Escanéalo en el evento para abrir el formulario de aportes.',
  showDonateQr: 'Mostrar QR',
  hideDonateQr: 'Ocultar QR',
  downloadPng: 'Descargar QR',
  downloadPdf: 'Descargar PDF (A6)',
  pdfScanHint: 'Escanea para aportar con Mercado Pago',
  pdfQrHint: 'Con tarjeta, o Pagar con QR desde cualquier app',
  formInvalid: 'Revisa los datos marcados.',
  eventFilterAll: 'Todos los eventos',
  eventFilterLabel: 'Evento',
  eventTotal: 'Total del evento',
  noEventDonations: 'Todavía no hay aportes hechos en este evento.',
} as const;

/** Which form fields a message belongs to on the donation page. */
export type EventDonationField = 'amount' | 'donor_name' | 'donor_email' | 'message';

export interface EventDonationValues extends DonorChoicesValues {
  /** A chip's value ('500', '1000', '2000') or 'otro'. */
  choice: string;
  other: string;
  donor_name: string;
  message: string;
}

export const EMPTY_EVENT_DONATION: EventDonationValues = {
  choice: String(EVENT_DONATION_CHIPS[1]),
  other: '',
  donor_name: '',
  message: '',
  ...DEFAULT_DONOR_CHOICES,
};

/** Whether the page offers its form, or why not. */
export type EventDonationState = 'open' | 'cancelled' | 'finished' | 'not-connected';

/** Everything the server-rendered donation page shows. */
export interface EventDonatePageInput {
  event: PublicEvent & { user: PublicEventOwner };
  state: EventDonationState;
  /** Approved donations made at this event, in pesos. */
  raised: number;
  /** The creator's active goal, which a donation made now counts toward; null when there is none. */
  goalTitle: string | null;
  values: EventDonationValues;
  errors: Partial<Record<EventDonationField, string>>;
  /** A message not tied to one field (checkout unavailable, too many attempts). */
  formError: string | null;
  /** Set inside Instagram / Facebook / TikTok until the visitor chose 'Continuar acá'. */
  inApp: InAppBrowser | null;
  /** The creator's suggested amounts in today's pesos (issue 33); absent or null: EVENT_DONATION_CHIPS. */
  chips?: readonly number[] | null;
  urls: {
    /** Where the form posts (this page). */
    action: string;
    event: string;
    /** This page again with the in-app step skipped. */
    continueHere: string;
    /** Android: an intent:// address that opens this page in Chrome; null elsewhere. */
    openInBrowser: string | null;
  };
}

/** Relative addresses of an event's donation page and its printable QR. */
export const eventDonationPaths = {
  page: (username: string, eventId: number) => `/e/${encodeURIComponent(username)}/${eventId}/aportar`,
  pdf: (username: string, eventId: number) => `/e/${encodeURIComponent(username)}/${eventId}/aportar.pdf`,
};

/** '?seguir=1' on the donation page: the visitor chose to stay in the in-app browser. */
export const CONTINUE_HERE_PARAM = 'seguir';

/** The amount text a form post asks for: a chip's pesos or the 'other' field. */
export function chosenAmount(values: EventDonationValues): string {
  return values.choice === OTHER_AMOUNT ? values.other : values.choice;
}
