import { describe, expect, it } from 'vitest';
import { BatchedLogDestination, type LineSink } from './log-destination';

function recordingSink(): LineSink & { writes: string[]; syncFlushes: number } {
  return {
    writes: [],
    syncFlushes: 0,
    write(text: string) {
      this.writes.push(text);
    },
    flushSync() {
      this.syncFlushes += 1;
    },
  };
}

describe('BatchedLogDestination', () => {
  it('holds lines until a batch is full, then hands them over as one string, in order', () => {
    const sink = recordingSink();
    const destination = new BatchedLogDestination(sink, 30);
    destination.write('{"n":1}\n');
    destination.write('{"n":2}\n');
    destination.write('{"n":3}\n');
    expect(sink.writes).toEqual([]);
    destination.write('{"n":4}\n');
    expect(sink.writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n{"n":4}\n']);
    destination.write('{"n":5}\n');
    expect(sink.writes).toHaveLength(1);
  });

  it('flush writes what is held, and nothing when nothing is', () => {
    const sink = recordingSink();
    const destination = new BatchedLogDestination(sink, 4096);
    destination.flush();
    expect(sink.writes).toEqual([]);
    destination.write('{"n":1}\n');
    destination.flush();
    destination.flush();
    expect(sink.writes).toEqual(['{"n":1}\n']);
  });

  it('flushSync hands over what is held and makes the sink write it before returning', () => {
    const sink = recordingSink();
    const destination = new BatchedLogDestination(sink, 4096);
    destination.write('{"last":true}\n');
    destination.flushSync();
    expect(sink.writes).toEqual(['{"last":true}\n']);
    expect(sink.syncFlushes).toBe(1);
  });

  it('a line longer than a batch goes out at once', () => {
    const sink = recordingSink();
    const destination = new BatchedLogDestination(sink, 10);
    destination.write(`${'x'.repeat(50)}\n`);
    expect(sink.writes).toHaveLength(1);
  });
});
