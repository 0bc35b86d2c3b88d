import fs from 'node:fs';
import path from 'node:path';
import { journeyServer } from './browser';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

function readOutbox(): OutboxMessage[] {
  const dir = path.join(journeyServer().dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as OutboxMessage);
}

/** Every message in the test server's outbox addressed to `to`, once there is one, polling briefly. */
export async function mailsTo(to: string, timeoutMs = 10_000): Promise<OutboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = readOutbox().filter((m) => m.to === to);
    if (messages.length) return messages;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} in the outbox`);
}

/** The newest message in the test server's outbox addressed to `to`, polling briefly. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<OutboxMessage> {
  const messages = await mailsTo(to, timeoutMs);
  return messages[messages.length - 1] as OutboxMessage;
}

export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in mail');
  return match[0];
}
