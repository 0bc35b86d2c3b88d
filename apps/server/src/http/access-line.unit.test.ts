import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type AccessFields, accessLineWriter } from './access-line';

function capture(level = 'info') {
  const lines: string[] = [];
  const log = pino({ level }, { write: (line: string) => lines.push(line) });
  return { log, lines };
}

const FIELDS: AccessFields = {
  reqId: 'req-2a',
  method: 'GET',
  url: '/u/quote"back\\slash/ñandú\u0001',
  status: 200,
  ms: 3,
};

describe('accessLineWriter', () => {
  it('writes what pino writes for the same fields, key for key and in order', () => {
    const ours = capture();
    const pinos = capture();
    accessLineWriter(ours.log)(FIELDS, false);
    pinos.log.info(FIELDS, 'answered');
    accessLineWriter(ours.log)({ ...FIELDS, status: 503 }, true);
    pinos.log.error({ ...FIELDS, status: 503 }, 'answered');
    expect(ours.lines).toHaveLength(2);
    const withoutTime = (line: string) => {
      const { time, ...rest } = JSON.parse(line) as Record<string, unknown>;
      expect(typeof time).toBe('number');
      return JSON.stringify(rest);
    };
    expect(ours.lines.map(withoutTime)).toEqual(pinos.lines.map(withoutTime));
    expect(ours.lines.every((line) => line.endsWith('}\n'))).toBe(true);
  });

  it('keeps the logger level: nothing below it, server errors still at error', () => {
    const quiet = capture('error');
    const write = accessLineWriter(quiet.log);
    write(FIELDS, false);
    expect(quiet.lines).toEqual([]);
    write({ ...FIELDS, status: 500 }, true);
    expect(JSON.parse(quiet.lines[0] ?? '{}')).toMatchObject({ level: 50, status: 500, msg: 'answered' });
  });

  it('a logger that is not pino gets the ordinary call', () => {
    const calls: unknown[][] = [];
    const logger = {
      level: 'info',
      info: (...args: unknown[]) => calls.push(['info', ...args]),
      error: (...args: unknown[]) => calls.push(['error', ...args]),
      warn() {},
      debug() {},
      trace() {},
      fatal() {},
      silent() {},
      child() {
        return logger;
      },
    };
    accessLineWriter(logger)(FIELDS, false);
    expect(calls).toEqual([['info', FIELDS, 'answered']]);
  });
});
