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
});
