import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LazyRequestLogger } from './request-logger';

function recordingRoot() {
  const lines: Record<string, unknown>[] = [];
  const root = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  let children = 0;
  const child = root.child;
  // pino's children inherit from their parent: the counter must call through `this`.
  root.child = function countedChild(this: typeof root, ...args: Parameters<typeof child>) {
    children += 1;
    return child.apply(this, args);
  } as typeof root.child;
  return { root, lines, children: () => children };
}

describe('LazyRequestLogger', () => {
  it('makes no child for a request that logs nothing', () => {
    const { root, children } = recordingRoot();
    const logger = new LazyRequestLogger(root, { reqId: 'req-1' }, {});
    expect(logger.level).toBe('info');
    expect(children()).toBe(0);
  });

  it('writes through one child carrying the request id, made on the first line', () => {
    const { root, lines, children } = recordingRoot();
    const logger = new LazyRequestLogger(root, { reqId: 'req-7' }, {});
    logger.warn({ reason: 'x' }, 'first');
    logger.error('second');
    logger.debug('below the level');
    expect(children()).toBe(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.level])).toEqual([
      ['req-7', 'first', 40],
      ['req-7', 'second', 50],
    ]);
    expect(lines[0]?.reason).toBe('x');
  });

  it('a level set on it applies to its lines', () => {
    const { root, lines } = recordingRoot();
    const logger = new LazyRequestLogger(root, { reqId: 'req-2' }, {});
    logger.level = 'debug';
    logger.debug('now written');
    expect(logger.level).toBe('debug');
    expect(lines.map((l) => l.msg)).toEqual(['now written']);
    expect(root.level).toBe('info');
  });

  it('its children carry the request id too', () => {
    const { root, lines } = recordingRoot();
    new LazyRequestLogger(root, { reqId: 'req-3' }, {}).child({ part: 'pdf' }).info('drawn');
    expect(lines[0]).toMatchObject({ reqId: 'req-3', part: 'pdf', msg: 'drawn' });
  });
});
