import { z } from 'zod';
import { LIMITS } from '../limits/limits';
import { AUTH_MESSAGES } from './messages';
import { TWO_FACTOR_MESSAGES as M } from './two-factor-messages';

/** Spaces (as apps show '123 456') and dashes are left out before checking. */
const compact = (value: string) => value.replace(/[\s-]/g, '');

/** A 6-digit code of the authenticator app. */
export const totpCodeSchema = z
  .string({ error: M.codeRequired })
  .transform(compact)
  .pipe(
    z
      .string()
      .min(1, { error: M.codeRequired, abort: true })
      .regex(/^\d{6}$/, M.codeFormat),
  );

/** A recovery code as shown ('abcde-fghij'): letters and digits, any case, dashes and spaces ignored. */
export const recoveryCodeSchema = z
  .string({ error: M.recoveryCodeRequired })
  .transform((v) => compact(v).toLowerCase())
  .pipe(z.string().min(1, { error: M.recoveryCodeRequired, abort: true }).max(40, M.recoveryCodeInvalid));

export const twoFactorEnableSchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnableInput = z.infer<typeof twoFactorEnableSchema>;

/** The login's second step: the challenge of the password step and either an app code or a recovery code. */
export const twoFactorVerifySchema = z
  .object({
    challenge_token: z
      .string({ error: M.challengeRequired })
      .min(1, M.challengeRequired)
      .max(200, M.challengeExpired),
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .refine((v) => v.code !== undefined || v.recovery_code !== undefined, {
    error: M.codeRequired,
    path: ['code'],
  });
export type TwoFactorVerifyInput = z.infer<typeof twoFactorVerifySchema>;

/** Turning it off: the password and a code of the app (or a recovery code). */
export const twoFactorDisableSchema = z.object({
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
    .max(LIMITS.passwordMax, AUTH_MESSAGES.passwordMax),
  code: z
    .string({ error: M.codeRequired })
    .transform(compact)
    .pipe(z.string().min(1, { error: M.codeRequired, abort: true }).max(40, M.codeInvalid)),
});
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableSchema>;
