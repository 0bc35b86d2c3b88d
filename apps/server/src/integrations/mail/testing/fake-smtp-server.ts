import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as sent after DATA (headers and body). */
  data: string;
}

/**
 * A plain SMTP server on 127.0.0.1 for tests (no TLS, no auth): it accepts every message and keeps
 * it. `listen(port)` on a fixed port lets a test start it late, after the mailer already tried.
 */
export class FakeSmtpServer {
  readonly received: ReceivedMail[] = [];
  private readonly server = net.createServer((socket) => this.talk(socket));

  listen(port = 0): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve((this.server.address() as net.AddressInfo).port));
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private talk(socket: net.Socket): void {
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            this.received.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake.smtp');
        else if (verb === 'MAIL') {
          mail.from = line.slice(10).trim();
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8).trim().replace(/^<|>$/g, ''));
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 5.5.2 not implemented');
      }
    });
    socket.on('error', () => socket.destroy());
  }
}
