import type { LiveGoalEvent } from '@enlaza/shared/live';

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next `goal` event's data (waits up to `timeoutMs`). */
  nextGoal(timeoutMs?: number): Promise<LiveGoalEvent>;
  /** The next event of this name's data, parsed (waits up to `timeoutMs`). */
  next<T>(event: string, timeoutMs?: number): Promise<T>;
  /** Resolves when the server ends the stream. */
  ended(timeoutMs?: number): Promise<void>;
  /** Everything received so far, as text. */
  received(): string;
  close(): void;
}

/** Opens a live stream with fetch and reads its events as they arrive (tests only). */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  let text = '';
  let consumed = 0;
  let done = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  if (res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += chunk.value;
          wake();
        }
      } catch {
        // Aborted by close().
      }
      done = true;
      wake();
    })();
  }
  const waitFor = <T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const attempt = () => {
        const value = check();
        if (value === undefined) return false;
        waiters.delete(attempt);
        clearTimeout(timer);
        resolve(value);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(attempt);
        reject(new Error(`${what} not received within ${timeoutMs} ms; got: ${text.slice(consumed)}`));
      }, timeoutMs);
      if (!attempt()) waiters.add(attempt);
    });
  return {
    status: res.status,
    headers: res.headers,
    nextGoal: (timeoutMs = 5_000) =>
      waitFor(
        () => {
          const rest = text.slice(consumed);
          const match = /event: goal\ndata: (.*)\n\n/.exec(rest);
          if (!match?.[1]) return undefined;
          consumed += match.index + match[0].length;
          return JSON.parse(match[1]) as LiveGoalEvent;
        },
        timeoutMs,
        'goal event',
      ),
    next: <T>(event: string, timeoutMs = 5_000) =>
      waitFor(
        () => {
          const match = new RegExp(`event: ${event}\\ndata: (.*)\\n\\n`).exec(text.slice(consumed));
          if (!match?.[1]) return undefined;
          consumed += match.index + match[0].length;
          return { value: JSON.parse(match[1]) as T };
        },
        timeoutMs,
        `${event} event`,
      ).then((found) => found.value),
    ended: (timeoutMs = 5_000) => waitFor(() => (done ? true : undefined), timeoutMs, 'end').then(() => {}),
    received: () => text,
    close: () => abort.abort(),
  };
}
