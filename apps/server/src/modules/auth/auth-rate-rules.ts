import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, VERIFICATION_MESSAGES } from '@enlaza/shared/auth';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { LIMITS } from '@enlaza/shared/limits';
import { RetryLaterError } from '../../http/errors';
import { sha256Hex } from '../../lib/crypto';
import {
  isRefused,
  type RateCharge,
  type RateLimiter,
  type RateReservation,
  type RateRule,
} from '../../lib/rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Limits on the account routes. Many people share one IP on mobile networks: per-IP limits are generous. */
export const AUTH_RATE_RULES = {
  loginAccountIp: { name: 'login-account-ip', points: LIMITS.failedLoginsPerMinute, durationSeconds: MINUTE },
  /** Only browsers the account has not logged in from: attackers cannot lock the owner's own devices out. */
  loginAccount: { name: 'login-account', points: 30, durationSeconds: 15 * MINUTE },
  /** A known device's own guesses (see known-device.ts), instead of the account-wide limit. */
  loginDevice: { name: 'login-device', points: 10, durationSeconds: 15 * MINUTE },
  loginIp: { name: 'login-ip', points: 100, durationSeconds: 15 * MINUTE },
  registerIp: { name: 'register-ip', points: 30, durationSeconds: HOUR },
  forgotEmail: { name: 'forgot-email', points: 5, durationSeconds: HOUR },
  forgotIp: { name: 'forgot-ip', points: 30, durationSeconds: HOUR },
  resetIp: { name: 'reset-ip', points: 30, durationSeconds: 15 * MINUTE },
  /** Two-step codes are counted like passwords: per account and IP, per account, and per IP (loginIp). */
  codeAccountIp: { name: 'code-account-ip', points: LIMITS.failedLoginsPerMinute, durationSeconds: MINUTE },
  codeAccount: { name: 'code-account', points: 30, durationSeconds: 15 * MINUTE },
  /** 'Reenviar' on the verification banner (issue 22). */
  verificationResend: { name: 'verification-resend', points: 3, durationSeconds: HOUR },
  /** Changing the email checks the password: guesses are counted per account. */
  changeEmail: { name: 'change-email', points: 10, durationSeconds: 15 * MINUTE },
} satisfies Record<string, RateRule>;

const R = AUTH_RATE_RULES;
/** Emails are keyed by hash, so the counters hold no address. */
const emailKey = (email: string) => sha256Hex(email);

export const loginCharges = (email: string, ip: string): RateCharge[] => [
  { rule: R.loginAccountIp, key: sha256Hex(`${email}|${ip}`) },
  { rule: R.loginAccount, key: emailKey(email) },
  { rule: R.loginIp, key: ip },
];

/** A browser that logged in to this account before: counted per device, not against the account. */
export const knownDeviceLoginCharges = (deviceId: string, ip: string): RateCharge[] => [
  { rule: R.loginDevice, key: sha256Hex(deviceId) },
  { rule: R.loginIp, key: ip },
];

/** A two-step code (app or recovery) tried for an account: at login, to turn it on and to turn it off. */
export const codeCharges = (userId: number, ip: string): RateCharge[] => [
  { rule: R.codeAccountIp, key: sha256Hex(`${userId}|${ip}`) },
  { rule: R.codeAccount, key: String(userId) },
  { rule: R.loginIp, key: ip },
];

/** A login challenge nobody has (or an expired one): counted against the IP only. */
export const unknownChallengeCharges = (ip: string): RateCharge[] => [{ rule: R.loginIp, key: ip }];

export const registerCharges = (ip: string): RateCharge[] => [{ rule: R.registerIp, key: ip }];

export const forgotCharges = (email: string, ip: string): RateCharge[] => [
  { rule: R.forgotEmail, key: emailKey(email) },
  { rule: R.forgotIp, key: ip },
];

export const resetCharges = (ip: string): RateCharge[] => [{ rule: R.resetIp, key: ip }];

export const verificationResendCharges = (userId: number): RateCharge[] => [
  { rule: R.verificationResend, key: String(userId) },
];

export const changeEmailCharges = (userId: number): RateCharge[] => [
  { rule: R.changeEmail, key: String(userId) },
];

function refusalMessage(rule: RateRule): string {
  if (rule === R.loginAccountIp) return AUTH_MESSAGES.tooManyLogins;
  if (rule === R.loginAccount || rule === R.loginDevice || rule === R.loginIp)
    return AUTH_MESSAGES.tooManyLoginsLater;
  if (rule === R.codeAccountIp) return TWO_FACTOR_MESSAGES.tooManyCodes;
  if (rule === R.codeAccount) return TWO_FACTOR_MESSAGES.tooManyCodesLater;
  if (rule === R.verificationResend) return VERIFICATION_MESSAGES.tooManyResends;
  if (rule === R.changeEmail) return VERIFICATION_MESSAGES.tooManyChanges;
  return HTTP_MESSAGES.tooManyRequests;
}

/** Takes the hits before any work is done; 429 with Retry-After when one counter is full. */
export async function reserveOrRefuse(limiter: RateLimiter, charges: RateCharge[]): Promise<RateReservation> {
  const outcome = await limiter.reserve(charges);
  if (isRefused(outcome)) {
    throw new RetryLaterError(429, refusalMessage(outcome.rule), outcome.retryAfterSeconds);
  }
  return outcome;
}
