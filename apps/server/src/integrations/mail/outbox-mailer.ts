import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailSender } from './mail-port';

/**
 * Development and test mail: each message becomes a JSON file in DATA_DIR/outbox. Only the file's
 * name is logged: mails carry password-reset links, and a log is no place for their tokens.
 */
export class OutboxMailer implements MailSender {
  constructor(
    readonly dir: string,
    private readonly log?: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
    // Written under a name readOutbox skips, then renamed: a reader polling the folder (a test, from
    // another process) never parses a half-written file.
    const partial = path.join(this.dir, `${name}.partial`);
    await fs.writeFile(partial, JSON.stringify(message, null, 2), { mode: 0o600 });
    await fs.rename(partial, path.join(this.dir, name));
    this.log?.info({ file: name }, 'mail written to outbox');
  }
}

/** Reads the messages of an outbox folder, oldest first (used by the test suites). */
export async function readOutbox(dir: string): Promise<MailMessage[]> {
  let names: string[] = [];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as MailMessage),
  );
}
