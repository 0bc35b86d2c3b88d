import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { HostLookup } from '../webhook-address';

/** One request the receiving server got. */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The local name tests allow (WEBHOOK_LOCAL_HOSTS) for the receiver. */
export const RECEIVER_HOST = 'receiver.test';

/**
 * A local receiving server for webhook tests: records every request; answers each path from its
 * script (a list of status codes), else 200.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  readonly scripts = new Map<string, number[]>();
  /** Paths answered 302 to another address (which a webhook must never follow). */
  readonly redirects = new Map<string, string>();
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const location = this.redirects.get(path);
      if (location) response.setHeader('location', location);
      response.statusCode = location ? 302 : (this.scripts.get(path)?.shift() ?? 200);
      response.end('ok');
    });
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.received.length = 0;
    this.scripts.clear();
    this.redirects.clear();
  }

  /** The endpoint address of `path` on this receiver. */
  url(path: string): string {
    return `http://${RECEIVER_HOST}:${this.port}${path}`;
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }
}

/** The Standard Webhooks headers of a received request. */
export function webhookHeaders(got: Received | undefined) {
  return {
    'webhook-id': String(got?.headers['webhook-id']),
    'webhook-timestamp': String(got?.headers['webhook-timestamp']),
    'webhook-signature': String(got?.headers['webhook-signature']),
  };
}

/** Verifies a received request with `secret` (throws when the signature is wrong) and answers its body. */
export function verified(got: Received | undefined, secret: string) {
  return new Webhook(secret).verify(got?.body ?? '', webhookHeaders(got)) as {
    type: string;
    created_at: string;
    data: Record<string, unknown>;
  };
}

/**
 * Names resolved the tests' way (the receiver's allowed local name, names pointing inside); tests may
 * add their own. Anything else goes to the system's resolver.
 */
export function testLookup(names: Record<string, string>): HostLookup {
  return async (hostname) => {
    const address = { [RECEIVER_HOST]: '127.0.0.1', ...names }[hostname];
    if (address) return [{ address, family: address.includes(':') ? 6 : 4 }];
    const { lookup } = await import('node:dns/promises');
    return lookup(hostname, { all: true });
  };
}
