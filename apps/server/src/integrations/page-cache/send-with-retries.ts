import { setTimeout as sleep } from 'node:timers/promises';

/** A few quick tries: a purge that cannot be sent in about a second is left to `s-maxage`. */
export const PURGE_RETRY_DELAYS_MS = [100, 400] as const;
const REQUEST_TIMEOUT_MS = 2_000;

export interface Attempt {
  ok: boolean;
  /** Worth another try (network error, timeout, 429, 5xx); a refusal (403, 400) is not. */
  retry: boolean;
  detail: string;
}

/** Sends one HTTP request, trying again after each of `delaysMs` while the answer says so. */
export async function sendWithRetries(
  send: (signal: AbortSignal) => Promise<Response>,
  judge: (response: Response) => Promise<Attempt>,
  delaysMs: readonly number[],
): Promise<Attempt & { tries: number }> {
  let tries = 0;
  for (;;) {
    tries += 1;
    let attempt: Attempt;
    try {
      attempt = await judge(await send(AbortSignal.timeout(REQUEST_TIMEOUT_MS)));
    } catch (error) {
      attempt = { ok: false, retry: true, detail: error instanceof Error ? error.message : 'network error' };
    }
    const delay = delaysMs[tries - 1];
    if (attempt.ok || !attempt.retry || delay === undefined) return { ...attempt, tries };
    await sleep(delay);
  }
}

/** Retries what a server may answer differently a moment later. */
export function retryable(status: number): boolean {
  return status === 429 || status >= 500;
}
