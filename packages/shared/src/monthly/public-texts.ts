/**
 * The few monthly-support texts the public page's script carries (the block, the footer's link and
 * the cancel page's head): kept apart so the script does not carry every monthly text.
 */
export const MONTHLY_PUBLIC_MESSAGES = {
  blockTitle: 'Aporte mensual',
  perMonth: 'por mes',
  subscribe: 'Suscribirme',
  cancelPageTitle: 'Dar de baja un aporte mensual',
  cancelPageIntro:
    'Ingresa el email con el que te suscribiste. Te enviaremos un enlace para dar de baja tus aportes mensuales, sin cuenta ni contraseña.',
  cancelPath: '/baja',
} as const;
