import { z } from 'zod';
import { isReservedUsername, LIMITS, USERNAME_PATTERN, USERNAME_RESERVED_MESSAGE } from './limits';
import { EMAIL_PATTERN, requiredText } from './validation';

/** Every text of spec 01 §5 and §8 about accounts. */
export const AUTH_MESSAGES = {
  emailRequired: 'El email es requerido',
  emailInvalid: 'El email no es válido',
  passwordRequired: 'La contraseña es requerida',
  loginPasswordMin: 'La contraseña debe tener al menos 3 caracteres',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  passwordMax: 'La contraseña no puede tener más de 100 caracteres',
  nameRequired: 'El nombre es requerido',
  nameMin: 'El nombre debe tener al menos 2 caracteres',
  nameMax: 'El nombre no puede tener más de 100 caracteres',
  usernameRequired: 'El nombre de usuario es requerido',
  usernameMin: 'El nombre de usuario debe tener al menos 3 caracteres',
  usernameMax: 'El nombre de usuario no puede tener más de 30 caracteres',
  usernamePattern: 'Solo se permiten letras, números y guiones',
  confirmRequired: 'Confirma tu contraseña',
  confirmResetRequired: 'Debes confirmar la contraseña',
  passwordsMismatch: 'Las contraseñas no coinciden',
  termsRequired: 'Debes aceptar los términos de servicio',
  emailTaken: 'Este email ya está registrado',
  usernameTaken: 'Este nombre de usuario ya está en uso',
  invalidCredentials: 'Email o contraseña incorrectos',
  tooManyLogins: 'Demasiados intentos fallidos. Espera un minuto y vuelve a intentar.',
  tooManyLoginsLater: 'Demasiados intentos fallidos. Espera unos minutos y vuelve a intentar.',
  otherSessionsEnded: 'Cerramos tus demás sesiones',
  loggedOut: 'Sesión cerrada',
  loginFailed: 'Error al iniciar sesión',
  registerFailed: 'Error al registrarse. Por favor intenta más tarde.',
  registerFailedForm: 'Error al crear la cuenta',
  unexpected: 'Error inesperado. Por favor intenta de nuevo.',
  forgotSent: 'Solicitud de recuperación recibida',
  forgotHint: 'Si el email existe en nuestro sistema, recibirás un enlace de recuperación.',
  forgotDefault: 'If the email exists, a password reset link has been sent',
  forgotFailed: 'Error sending password reset email',
  resetDone: 'Contraseña restablecida correctamente',
  resetDefault: 'Password has been reset successfully',
  resetHint: 'Ya puedes iniciar sesión con tu nueva contraseña.',
  resetFailed: 'Error resetting password',
  /** The client switches to the invalid-link state when a message contains this (spec 01 §4). */
  resetInvalidMarker: 'Invalid or expired',
  /** Spanish for anyone reading it, with the marker the reset page switches on. */
  resetInvalid: 'Enlace inválido o expirado (Invalid or expired token)',
  resetInvalidTitle: 'Enlace inválido o expirado',
} as const;

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
