/** Every text about the verified email (issue 22): banner, resend, the link's page, the email change. es-AR, tú. */
export const VERIFICATION_MESSAGES = {
  banner: 'Verifica tu email para recibir aportes',
  bannerHint: (email: string) =>
    `Te enviamos un enlace a ${email}. Hasta que lo abras, puedes armar tu página, pero no conectar Mercado Pago ni recibir aportes.`,
  resend: 'Reenviar',
  resending: 'Enviando…',
  resent: 'Te enviamos un nuevo enlace de verificación',
  resendFailed: 'No pudimos reenviar el email. Intenta de nuevo.',
  tooManyResends: 'Ya te enviamos varios enlaces. Espera un rato y vuelve a intentar.',
  alreadyVerified: 'Tu email ya está verificado',
  /** 409 on POST /mercadopago/oauth/initiate. */
  connectNeedsVerified: 'Verifica tu email antes de conectar Mercado Pago',
  /** 409 on the checkouts (profile and event) of an unverified creator. */
  checkoutNeedsVerified: 'Este creador todavía no puede recibir aportes: falta verificar su email',
  // The page the link opens (/verificar-email).
  pageTitle: 'Verificación de email',
  verifiedTitle: '¡Tu email está verificado!',
  verifiedBody: 'Ya puedes conectar Mercado Pago y recibir aportes.',
  invalidTitle: 'Enlace inválido o expirado',
  invalidBody:
    'El enlace ya se usó, venció (vale 48 horas) o es de un email que ya no es el de tu cuenta. Pide uno nuevo desde tu panel con «Reenviar».',
  toDashboard: 'Ir a tu panel',
  // Changing the email (profile screen).
  changeTitle: 'Email de la cuenta',
  changeHint:
    'Para cambiarlo, ingresa el nuevo email y tu contraseña actual. Te enviaremos un enlace para verificarlo.',
  newEmail: 'Nuevo email',
  currentPassword: 'Contraseña actual',
  changeSubmit: 'Cambiar email',
  changing: 'Cambiando…',
  changed: 'Cambiamos tu email. Abre el enlace que te enviamos para verificarlo.',
  changeFailed: 'No pudimos cambiar tu email. Intenta de nuevo.',
  wrongPassword: 'La contraseña no es correcta',
  sameEmail: 'Ese ya es el email de tu cuenta',
  tooManyChanges: 'Demasiados intentos. Espera unos minutos y vuelve a intentar.',
  verifiedBadge: 'Verificado',
  unverifiedBadge: 'Sin verificar',
} as const;
