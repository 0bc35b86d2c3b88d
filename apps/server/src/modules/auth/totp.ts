import { generateSecret, generateURI, verify } from 'otplib';

/** Authenticator codes (RFC 6238 through otplib): 6 digits, 30-second steps, SHA-1 as the apps expect. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Enlazá';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address the QR carries; the app shows it as 'Enlazá (label)'. */
export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: ISSUER, label, secret });
}

/**
 * The 30-second step `code` belongs to when it is right at `now`, one step early or late allowed
 * (a phone's clock drifts); null otherwise. Callers store the step so the same code is never taken twice.
 */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: PERIOD_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed code or an unreadable secret is not a match.
    return null;
  }
}
