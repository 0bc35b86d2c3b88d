import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { loggerOptions } from '../src/app';
import type { Logger } from '../src/lib/logger';
import { describeLeaks, findLeaks, secretsIn } from './log-secrets';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder where every test app of the integration run writes its log and the secrets it saw. */
    logCaptureDir?: string;
  }
}

let apps = 0;

function captureDir(): string {
  const provided = inject('logCaptureDir');
  if (provided) return provided;
  return fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-logs-'));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Everything one test app logs (Fastify's request log and the ports' log, at debug level) goes
 * to a file, and every secret that passes through the app (passwords and tokens in requests,
 * tokens in answers, bearer headers) is noted beside it. `check()` fails the test file if its
 * log holds any of them; the run's global teardown checks all files against all secrets.
 */
export class LogCapture {
  private readonly file: string;
  private readonly secretsFile: string;
  private readonly secrets = new Set<string>();
  private readonly destination: pino.DestinationStream & { flushSync(): void };
  readonly log: Logger;

  constructor() {
    apps += 1;
    const base = path.join(captureDir(), `${process.pid}-${apps}`);
    this.file = `${base}.log`;
    this.secretsFile = `${base}.secrets.json`;
    this.destination = pino.destination({ dest: this.file, sync: true });
    this.log = pino({ level: 'debug' }, this.destination);
  }

  loggerOptions(): FastifyServerOptions['logger'] {
    const options = loggerOptions('debug');
    if (typeof options !== 'object') throw new Error('loggerOptions must give an options object');
    return { ...options, stream: this.destination };
  }

  /** Notes the secrets of every request and answer; registered before any route. */
  watch(app: FastifyInstance): void {
    app.addHook('preHandler', async (request) => {
      secretsIn(request.body, this.secrets);
      secretsIn(request.query, this.secrets);
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (bearer && bearer.length >= 8) this.secrets.add(bearer);
    });
    app.addHook('onSend', async (_request, _reply, payload) => {
      if (typeof payload === 'string') secretsIn(parseJson(payload), this.secrets);
      return payload;
    });
  }

  /** Adds secrets the app never saw in a request (e.g. a token read from the outbox). */
  note(...values: string[]): void {
    for (const v of values) this.secrets.add(v);
  }

  check(): void {
    this.destination.flushSync();
    fs.writeFileSync(this.secretsFile, JSON.stringify([...this.secrets]));
    const lines = fs.readFileSync(this.file, 'utf8').split('\n').filter(Boolean);
    const leaks = findLeaks(lines, this.secrets);
    if (leaks.length) {
      throw new Error(`The log holds ${leaks.length} secret(s):\n${describeLeaks(leaks)}`);
    }
  }
}
