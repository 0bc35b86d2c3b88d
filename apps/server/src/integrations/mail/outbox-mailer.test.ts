import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OutboxMailer, readOutbox } from './outbox-mailer';

describe('OutboxMailer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-outbox-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the mail to a file and logs only that file’s name, never the link or its token', async () => {
    const logged: object[] = [];
    const mailer = new OutboxMailer(dir, { info: (obj: object) => logged.push(obj) });
    const token = 'Tq3xZ0bVd8mH2kPwLs9aN4cYe7uRj1fGh6iK5oX-_Ab';
    const link = `http://localhost:3000/reset-password?token=${token}`;
    await mailer.send({ to: 'ana@example.com', subject: 'Restablece', text: `Entra a ${link}`, html: '' });

    const [file] = fs.readdirSync(dir);
    expect(file).toMatch(/\.json$/);
    expect(logged).toEqual([{ file }]);
    expect(JSON.stringify(logged)).not.toContain(token);
    expect((await readOutbox(dir))[0]?.text).toContain(link);
  });

  it('a reader polling the folder while mails are written only ever reads whole mails', async () => {
    const busy = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-outbox-'));
    try {
      const mailer = new OutboxMailer(busy);
      // Larger than one of Node's 512 KiB writeFile chunks: written in place, a reader caught it half done.
      const body = 'x'.repeat(1024 * 1024);
      let sending = true;
      const sends = Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          mailer.send({ to: `fan${i}@example.com`, subject: 'Novedad', text: body, html: body }),
        ),
      ).finally(() => {
        sending = false;
      });
      let reads = 0;
      while (sending) {
        for (const mail of await readOutbox(busy)) expect(mail.text).toHaveLength(body.length);
        reads += 1;
      }
      await sends;
      expect(reads).toBeGreaterThan(0);
      expect(await readOutbox(busy)).toHaveLength(20);
      expect(fs.readdirSync(busy).every((name) => name.endsWith('.json'))).toBe(true);
    } finally {
      fs.rmSync(busy, { recursive: true, force: true });
    }
  });
});
