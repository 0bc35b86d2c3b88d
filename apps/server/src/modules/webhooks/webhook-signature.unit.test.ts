import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newMessageId, newWebhookSecret, signedHeaders } from './webhook-signature';

describe('Standard Webhooks signatures', () => {
  it('signs v1 = base64 HMAC-SHA256 of id.timestamp.body with the secret bytes, and standardwebhooks verifies it', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const id = newMessageId();
    expect(id).toMatch(/^msg_[0-9a-f]{32}$/);
    const at = new Date();
    const body = JSON.stringify({
      type: 'donation.approved',
      created_at: at.toISOString(),
      data: { amount: 1500 },
    });
    const headers = signedHeaders(secret, id, at, body);

    const seconds = Math.floor(at.getTime() / 1000);
    const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
      .update(`${id}.${seconds}.${body}`)
      .digest('base64');
    expect(headers).toEqual({
      'webhook-id': id,
      'webhook-timestamp': String(seconds),
      'webhook-signature': `v1,${expected}`,
    });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
  });
});
