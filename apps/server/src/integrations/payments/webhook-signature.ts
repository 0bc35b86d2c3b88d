import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto';

/** Notifications older or newer than this (by their `ts`) are refused: limits replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export interface SignedParts {
  /** `data.id` from the notification URL's query string (not the body). */
  dataId?: string | undefined;
  /** The `x-request-id` header. */
  requestId?: string | undefined;
  /** Seconds since the epoch, as sent in `x-signature`. */
  ts: string;
}

/**
 * The manifest Mercado Pago signs (integrations.md §1.3): `id:…;request-id:…;ts:…;`, leaving out
 * every pair whose value is missing.
 */
export function signatureManifest(parts: SignedParts): string {
  let manifest = '';
  // Alphanumeric ids are signed lowercased (Orders API); numeric payment ids are unchanged.
  if (parts.dataId) manifest += `id:${parts.dataId.toLowerCase()};`;
  if (parts.requestId) manifest += `request-id:${parts.requestId};`;
  manifest += `ts:${parts.ts};`;
  return manifest;
}

export function signNotification(secret: string, parts: SignedParts): string {
  const v1 = createHmac('sha256', secret).update(signatureManifest(parts)).digest('hex');
  return `ts=${parts.ts},v1=${v1}`;
}

/** `ts=…,v1=…` in any order, with or without spaces; null when either part is missing. */
export function parseSignatureHeader(header: string): { ts: string; v1: string } | null {
  let ts: string | undefined;
  let v1: string | undefined;
  for (const piece of header.split(',')) {
    const eq = piece.indexOf('=');
    if (eq === -1) continue;
    const key = piece.slice(0, eq).trim();
    const value = piece.slice(eq + 1).trim();
    if (key === 'ts') ts = value;
    else if (key === 'v1') v1 = value;
  }
  return ts && v1 ? { ts, v1 } : null;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'stale';

/**
 * Checks `x-signature` against the HMAC-SHA256 of the manifest (constant-time comparison) and the
 * timestamp, read as seconds as the official SDK does, against a ±5-minute window around `now`.
 */
export function verifyNotificationSignature(input: {
  secret: string;
  header: string | undefined;
  dataId?: string | undefined;
  requestId?: string | undefined;
  now: Date;
  toleranceSeconds?: number;
}): SignatureCheck {
  if (!input.header) return 'missing';
  const parsed = parseSignatureHeader(input.header);
  if (!parsed || !/^\d{1,16}$/.test(parsed.ts) || !/^[0-9a-f]{64}$/i.test(parsed.v1)) return 'malformed';
  const expected = signNotification(input.secret, {
    dataId: input.dataId,
    requestId: input.requestId,
    ts: parsed.ts,
  });
  if (!safeEqual(expected.slice(expected.indexOf('v1=') + 3), parsed.v1.toLowerCase())) return 'mismatch';
  const age = Math.abs(input.now.getTime() / 1000 - Number(parsed.ts));
  if (age > (input.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) return 'stale';
  return 'valid';
}
