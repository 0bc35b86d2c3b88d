import { z } from 'zod';
import { isReservedUsername, LIMITS, USERNAME_PATTERN, USERNAME_RESERVED_MESSAGE } from '../limits/limits';
import { EMAIL_PATTERN, requiredText } from '../validation/validate';
import { AUTH_MESSAGES } from './messages';

export { AUTH_MESSAGES } from './messages';

const email = requiredText(AUTH_MESSAGES.emailRequired)
  // abort: an over-long value is not scanned by the pattern at all.
  .max(LIMITS.emailMax, { error: AUTH_MESSAGES.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid)
  .toLowerCase();

const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(LIMITS.passwordMin, { error: AUTH_MESSAGES.passwordMin, abort: true })
  .max(LIMITS.passwordMax, AUTH_MESSAGES.passwordMax);

export const usernameSchema = requiredText(AUTH_MESSAGES.usernameRequired)
  .toLowerCase()
  .min(LIMITS.usernameMin, { error: AUTH_MESSAGES.usernameMin, abort: true })
  .max(LIMITS.usernameMax, { error: AUTH_MESSAGES.usernameMax, abort: true })
  .regex(USERNAME_PATTERN, AUTH_MESSAGES.usernamePattern)
  .refine((v) => !isReservedUsername(v), USERNAME_RESERVED_MESSAGE);

export const fullNameSchema = requiredText(AUTH_MESSAGES.nameRequired)
  .min(LIMITS.nameMin, { error: AUTH_MESSAGES.nameMin, abort: true })
  .max(LIMITS.nameMax, AUTH_MESSAGES.nameMax);

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
    .min(LIMITS.loginPasswordMin, { error: AUTH_MESSAGES.loginPasswordMin, abort: true })
    .max(LIMITS.passwordMax, AUTH_MESSAGES.passwordMax),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  full_name: fullNameSchema,
  username: usernameSchema,
  email,
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form adds the confirmation and the terms checkbox, checked only in the browser. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmRequired })
      .min(1, { error: AUTH_MESSAGES.confirmRequired, abort: true }),
    acceptTerms: z.literal(true, { error: AUTH_MESSAGES.termsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.resetInvalid })
    .min(1, AUTH_MESSAGES.resetInvalid)
    .max(200, AUTH_MESSAGES.resetInvalid),
  password: newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: newPassword,
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmResetRequired })
      .min(1, { error: AUTH_MESSAGES.confirmResetRequired, abort: true }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });

/** POST /auth/logout-others: no body; ends every session of the creator but the one asking. */
export const logoutOthersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ ended: z.number().int().min(0) }),
});
export type LogoutOthersResponse = z.infer<typeof logoutOthersResponseSchema>;

/** PUT /auth/email: the new address and the current password (issue 22). */
export const changeEmailSchema = z.object({
  email,
  current_password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
    .max(LIMITS.passwordMax, AUTH_MESSAGES.passwordMax),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
