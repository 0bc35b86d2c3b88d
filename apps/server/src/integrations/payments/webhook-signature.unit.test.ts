import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  parseSignatureHeader,
  signatureManifest,
  signNotification,
  verifyNotificationSignature,
} from './webhook-signature';

const SECRET = 'secreto-de-prueba';
const NOW = new Date('2025-03-01T12:00:00Z');
const TS = String(NOW.getTime() / 1000);

describe('webhook signatures (x-signature)', () => {
  it('builds the documented manifest, leaving out missing pairs', () => {
    expect(signatureManifest({ dataId: '123', requestId: 'abc', ts: '1704908010' })).toBe(
      'id:123;request-id:abc;ts:1704908010;',
    );
    expect(signatureManifest({ requestId: 'abc', ts: '1' })).toBe('request-id:abc;ts:1;');
    expect(signatureManifest({ dataId: '123', ts: '1' })).toBe('id:123;ts:1;');
    expect(signatureManifest({ ts: '1' })).toBe('ts:1;');
    expect(signatureManifest({ dataId: 'ORD01ABC', ts: '1' })).toBe('id:ord01abc;ts:1;');
  });

  it('signs with HMAC-SHA256 in hex', () => {
    const expected = createHmac('sha256', SECRET)
      .update('id:123;request-id:abc;ts:1704908010;')
      .digest('hex');
    expect(signNotification(SECRET, { dataId: '123', requestId: 'abc', ts: '1704908010' })).toBe(
      `ts=1704908010,v1=${expected}`,
    );
  });

  it('reads the header in any order and with spaces', () => {
    expect(parseSignatureHeader('ts=1,v1=ab')).toEqual({ ts: '1', v1: 'ab' });
    expect(parseSignatureHeader(' v1=ab , ts=1 ')).toEqual({ ts: '1', v1: 'ab' });
    expect(parseSignatureHeader('ts=1')).toBeNull();
    expect(parseSignatureHeader('garbage')).toBeNull();
  });

  const check = (header: string | undefined, overrides: object = {}) =>
    verifyNotificationSignature({
      secret: SECRET,
      header,
      dataId: '123',
      requestId: 'req',
      now: NOW,
      ...overrides,
    });

  it('accepts a correct signature within five minutes either way, ts in seconds', () => {
    expect(check(signNotification(SECRET, { dataId: '123', requestId: 'req', ts: TS }))).toBe('valid');
    const early = String(Number(TS) - 299);
    const late = String(Number(TS) + 299);
    expect(check(signNotification(SECRET, { dataId: '123', requestId: 'req', ts: early }))).toBe('valid');
    expect(check(signNotification(SECRET, { dataId: '123', requestId: 'req', ts: late }))).toBe('valid');
    // Without x-request-id the pair is simply left out, on both sides.
    expect(check(signNotification(SECRET, { dataId: '123', ts: TS }), { requestId: undefined })).toBe(
      'valid',
    );
  });

  it('refuses missing, malformed, wrong and stale signatures', () => {
    expect(check(undefined)).toBe('missing');
    expect(check('ts=abc,v1=zz')).toBe('malformed');
    expect(check(`ts=${TS}`)).toBe('malformed');
    expect(check(signNotification('otro', { dataId: '123', requestId: 'req', ts: TS }))).toBe('mismatch');
    expect(check(signNotification(SECRET, { dataId: '124', requestId: 'req', ts: TS }))).toBe('mismatch');
    expect(check(signNotification(SECRET, { dataId: '123', requestId: 'otra', ts: TS }))).toBe('mismatch');
    const old = String(Number(TS) - 301);
    expect(check(signNotification(SECRET, { dataId: '123', requestId: 'req', ts: old }))).toBe('stale');
    const ms = String(NOW.getTime());
    expect(check(signNotification(SECRET, { dataId: '123', requestId: 'req', ts: ms }))).toBe('stale');
  });
});
