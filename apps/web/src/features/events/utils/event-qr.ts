import { eventDonationPaths } from '@enlaza/shared/donations';

/** Spec 02 §2: the event QR is 140 px wide with a margin of 1 module. */
export const QR_OPTIONS = { width: 140, margin: 1 } as const;

/** The public address a visitor reaches by scanning: {publicUrl}/e/{username}/{eventId}. */
export function eventPublicUrl(
  publicUrl: string,
  username: string | null | undefined,
  eventId: number,
): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/e/${encodeURIComponent(username || 'demo')}/${eventId}`;
}

export function qrFileName(eventId: number): string {
  return `qr-evento-${eventId}.png`;
}

/** 'Pasar la gorra': the event's donation page, which the second QR encodes. */
export function eventDonateUrl(publicUrl: string, username: string | null | undefined, eventId: number) {
  return `${eventPublicUrl(publicUrl, username, eventId)}/aportar`;
}

/** The printable A6 sheet of the donation QR (a public file of the published event). */
export function eventDonatePdfPath(username: string | null | undefined, eventId: number): string {
  return eventDonationPaths.pdf(username || 'demo', eventId);
}

export function donateQrFileName(eventId: number): string {
  return `qr-gorra-evento-${eventId}.png`;
}

/** A PNG data URL of the QR code; the encoder loads only when a QR is first drawn. */
export async function qrDataUrl(text: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(text, { ...QR_OPTIONS, type: 'image/png', errorCorrectionLevel: 'M' });
}
