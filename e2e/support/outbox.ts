import fs from 'node:fs';
import path from 'node:path';
import { journeyServer } from './browser';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** List-Unsubscribe and List-Unsubscribe-Post on list mails (RFC 8058). */
  headers?: Record<string, string>;
}

function readOutbox(): OutboxMessage[] {
  const dir = path.join(journeyServer().dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return (
    fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort()
      // The server writes each mail under another name and renames it (outbox-mailer.ts): every file is whole.
      .map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as OutboxMessage)
  );
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

/**
 * The newest mail to `to` whose text has a link matching `link`, polling until one arrives: an
 * address that already has other mails must wait for this one, not take the last one there.
 */
export async function mailedLinkTo(to: string, link: RegExp, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readOutbox()
      .filter((m) => m.to === to)
      .map((m) => m.text.match(link)?.[0])
      .filter((match): match is string => match !== undefined);
    const newest = found[found.length - 1];
    if (newest) return newest;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with a link like ${link} in the outbox`);
}

export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in mail');
  return match[0];
}

/** The subject of the account's verification mail (issue 22). */
export const VERIFICATION_SUBJECT = 'Verifica tu email en Enlazá';

/** The newest verification link mailed to `email` (the mail queue sends within seconds). */
export async function verificationLinkFor(email: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readOutbox().filter((m) => m.to === email && m.subject === VERIFICATION_SUBJECT);
    const mail = mails[mails.length - 1];
    if (mail) return firstLink(mail.text);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification mail to ${email} in the outbox`);
}

/** Verifies an account as its owner would: opens the link mailed to it (GET, no browser needed). */
export async function verifyEmailViaOutbox(email: string): Promise<void> {
  const res = await fetch(await verificationLinkFor(email));
  if (res.status !== 200) throw new Error(`verification failed: ${res.status}`);
}
