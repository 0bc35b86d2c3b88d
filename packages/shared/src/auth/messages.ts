/**
 * Kept apart from the schemas (zod) so that the login and register pages can show every text of
 * their forms without downloading the validation library first.
 */
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
  /** Too many passwords from one connection are being checked at once, whatever the accounts (issue 30). */
  tooManyLoginsFromSource:
    'Hay demasiados intentos de ingreso desde tu conexión. Espera unos segundos y vuelve a intentar.',
  otherSessionsEnded: 'Cerramos tus demás sesiones',
  loggedOut: 'Sesión cerrada',
  loginFailed: 'Error al iniciar sesión',
  registerFailed: 'Error al registrarse. Por favor intenta más tarde.',
  registerFailedForm: 'Error al crear la cuenta',
  unexpected: 'Error inesperado. Por favor intenta de nuevo.',
  /** A form post that did not come from our own page (another site's form). */
  formFromElsewhere: 'No pudimos enviar el formulario. Recarga la página e inténtalo de nuevo.',
  /** The page a form post without JavaScript answers after signing in, until the app opens the dashboard. */
  signedIn: 'Sesión iniciada.',
  openDashboard: 'Ir a mi dashboard',
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
