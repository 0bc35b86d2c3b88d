import fs from 'node:fs';
import path from 'node:path';
import { journeyServer } from './browser';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest message in the test server's outbox addressed to `to`, polling briefly. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<OutboxMessage> {
  const dir = path.join(journeyServer().dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      const messages = fs
        .readdirSync(dir)
        .filter((n) => n.endsWith('.json'))
        .sort()
        .map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as OutboxMessage)
        .filter((m) => m.to === to);
      const last = messages.at(-1);
      if (last) return last;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} in the outbox`);
}

export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in mail');
  return match[0];
}
