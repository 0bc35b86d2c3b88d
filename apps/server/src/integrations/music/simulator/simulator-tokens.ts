import { createHash, randomBytes } from 'node:crypto';
import type { MusicTokens } from '../music-port';

/**
 * The simulator's codes and tokens name the simulated listener they belong to, so it can answer for
 * them without a token table. A code also carries the PKCE challenge it was issued for:
 * `SPSIMC.<account>.<challenge>.<random>`, `SPSIMA.<account>.<random>`, `SPSIMR.<account>.<random>`.
 */
const ACCOUNT = /^\d{9}$/;
const RANDOM = /^[0-9a-f]{32}$/;

const random = () => randomBytes(16).toString('hex');

/** The simulated Spotify account of a creator: always the same one, as a real account keeps its id. */
export function accountIdFor(creatorId: number): string {
  const n = createHash('sha256').update(`enlaza-simulated-listener:${creatorId}`).digest().readUInt32BE(0);
  return String(100_000_000 + (n % 900_000_000));
}

/** The name the simulated listener shows, as Spotify shows an account's display name. */
export function simulatedDisplayName(accountId: string): string {
  return `Oyente ${accountId.slice(-4)} (simulado)`;
}

export function newAuthorizationCode(accountId: string, codeChallenge: string): string {
  return `SPSIMC.${accountId}.${codeChallenge}.${random()}`;
}

/** The account of a simulated code whose challenge the verifier answers, or null. */
export function accountOfCode(code: string, codeVerifier: string): string | null {
  const [prefix, account, challenge, rest] = code.split('.');
  if (prefix !== 'SPSIMC' || !account || !ACCOUNT.test(account) || !rest || !RANDOM.test(rest)) return null;
  const expected = createHash('sha256').update(codeVerifier).digest('base64url');
  return challenge === expected ? account : null;
}

export function accountOfToken(kind: 'access' | 'refresh', token: string): string | null {
  const [prefix, account, rest] = token.split('.');
  if (prefix !== (kind === 'access' ? 'SPSIMA' : 'SPSIMR')) return null;
  return account && ACCOUNT.test(account) && rest && RANDOM.test(rest) ? account : null;
}

export function mintTokens(accountId: string): MusicTokens {
  return {
    access_token: `SPSIMA.${accountId}.${random()}`,
    refresh_token: `SPSIMR.${accountId}.${random()}`,
    expires_in: 3600,
  };
}
