/** Field names whose values are secrets wherever they appear (request bodies, answers, log lines). */
const SECRET_FIELDS = new Set([
  'password',
  'token',
  'access_token',
  'refresh_token',
  'code',
  'code_verifier',
  'client_secret',
  // A donor's email is for the receipt and the creator who received the donation, never a log.
  'donor_email',
]);

/** Shorter values ("12345" sent to test validation) would match innocent numbers in the log. */
const MIN_SECRET_LENGTH = 8;

/** Malformed-request tests send bodies nested thousands deep; secrets sit near the top. */
const MAX_DEPTH = 8;

/** Every secret-named string inside a parsed JSON value or form body. */
export function secretsIn(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) secretsIn(item, into, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_FIELDS.has(key) && typeof item === 'string' && item.length >= MIN_SECRET_LENGTH) {
      into.add(item);
    } else {
      secretsIn(item, into, depth + 1);
    }
  }
}

/** Shapes no log line may hold, whatever value a test used. */
const LEAK_PATTERNS: { name: string; pattern: RegExp }[] = [
  // randomToken(): 256-bit base64url, the form of session and password-reset tokens.
  { name: 'session or reset token', pattern: /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/ },
  { name: 'reset link', pattern: /reset-password\?token=/ },
  { name: 'Mercado Pago token', pattern: /\b(APP_USR|TG|TEST)-[A-Za-z0-9-]{12,}/ },
  { name: 'authorization code', pattern: /\bSIM-\d{9}-[0-9a-f]{32}\b/ },
  { name: 'bearer credential', pattern: /bearer\s+\S/i },
  {
    name: 'secret field',
    pattern: /"(password|access_token|refresh_token|client_secret|code_verifier|donor_email)"\s*:\s*"[^"]/,
  },
];

export interface Leak {
  line: string;
  what: string;
}

/** The log lines that hold a known secret or something shaped like one. */
export function findLeaks(lines: Iterable<string>, secrets: Iterable<string>): Leak[] {
  const known = [...secrets];
  const leaks: Leak[] = [];
  for (const line of lines) {
    const secret = known.find((s) => line.includes(s));
    if (secret) {
      leaks.push({ line, what: `a secret the tests used (${secret.slice(0, 4)}…)` });
      continue;
    }
    const shaped = LEAK_PATTERNS.find((p) => p.pattern.test(line));
    if (shaped) leaks.push({ line, what: shaped.name });
  }
  return leaks;
}

export function describeLeaks(leaks: Leak[]): string {
  return leaks
    .slice(0, 10)
    .map((l) => `  ${l.what}: ${l.line.slice(0, 300)}`)
    .join('\n');
}
