/** Attempts before a mail is given up as 'failed'. */
export const MAX_MAIL_ATTEMPTS = 8;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 3_600_000;

/** How long after its `attempts`-th failed attempt a mail is tried again: 1 min × 2^(n−1), at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
const URL_CREDENTIALS = /([a-z][a-z0-9+.-]*:\/\/)[^/\s@]*@/gi;

/** A failure as kept in `last_error` and the log: short, without addresses or credentials. */
export function describeMailError(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  return (
    raw
      .replace(URL_CREDENTIALS, '$1…@')
      .replace(EMAIL, '[email]')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 200) || 'error desconocido'
  );
}
