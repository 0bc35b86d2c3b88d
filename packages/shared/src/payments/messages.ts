/** The payment-provider (Mercado Pago) connection of a creator: spec 02 §2 panel, §3, §4, §7, §8. */

export const PAYMENT_CONNECTION_STATUSES = ['pending', 'authorized', 'error', 'revoked'] as const;
export type PaymentConnectionStatus = (typeof PAYMENT_CONNECTION_STATUSES)[number];

/** Status answers are cached this long per creator unless the check is forced. */
export const PAYMENT_STATUS_CACHE_MINUTES = 5;
/** The panel re-checks this often while the connection is authorized. */
export const PAYMENT_AUTO_CHECK_MINUTES = 10;
/** A connection authorized (or renewed) longer ago than this is shown as expiring soon. */
export const PAYMENT_TOKEN_EXPIRING_DAYS = 30;

export const PAYMENT_MESSAGES = {
  // Badge
  badgeAuthorized: 'MP Conectado',
  badgeError: 'Error MP',
  badgeRevoked: 'MP Revocado',
  // Panel
  authErrorTitle: 'Error de Autorización',
  retry: 'Reintentar',
  connected: '¡Conectado con MercadoPago!',
  simulated: 'Simulado para desarrollo',
  expiringSoon: 'Token Próximo a Expirar',
  renewNow: 'Renovar ahora',
  verify: 'Verificar Estado',
  disconnect: 'Desconectar',
  safeAndReversible: 'Este proceso es seguro y reversible',
  revokedNote: 'Acceso revocado. Puedes volver a conectar cuando desees.',
  connect: 'Conectar con MercadoPago',
  retryConnection: 'Reintentar Conexión',
  reconnect: 'Reconectar con MercadoPago',
  checkingPending: 'Verificando estado...',
  checkingAuthorized: 'Actualizando información...',
  processing: 'Procesando...',
  // Errors and successes (spec 02 §8)
  statusFailed: 'Error verificando estado de MercadoPago',
  initiateFailed: 'Error iniciando autorización con MercadoPago',
  revokeFailed: 'Error revocando acceso de MercadoPago',
  refreshFailed: 'Error refrescando token de MercadoPago',
  redirecting: 'Redirigiendo a MercadoPago...',
  revoked: 'Acceso a MercadoPago revocado exitosamente',
  authorizedChecking: 'Autorización exitosa. Verificando estado...',
  authorizationError: (reason: string) => `Error de autorización: ${reason}`,
  // The API's own answers
  notConnected: 'No hay una cuenta de MercadoPago conectada',
  alreadyConnected: 'Tu cuenta de MercadoPago ya está conectada',
  reconnectNeeded: 'La conexión con MercadoPago expiró. Vuelve a conectar tu cuenta.',
  providerUnavailable: 'MercadoPago no está disponible en este momento. Intenta de nuevo en unos minutos.',
  tokenRefreshed: 'Token de MercadoPago renovado',
  invalidSignature: 'Firma de notificación inválida',
  notificationReceived: 'Notificación recibida',
} as const;

/** Why an authorization came back without a connection: the `mp_error` value of the return URL. */
export const MP_ERROR_REASONS = {
  access_denied: 'cancelaste la autorización en MercadoPago',
  invalid_state: 'el enlace de autorización no es válido',
  state_used: 'el enlace de autorización ya fue usado',
  state_expired: 'el enlace de autorización expiró, vuelve a intentarlo',
  missing_code: 'MercadoPago no devolvió un código de autorización',
  exchange_failed: 'no se pudo completar la conexión con MercadoPago',
  provider_error: 'MercadoPago rechazó la autorización',
} as const;
export type MpErrorReason = keyof typeof MP_ERROR_REASONS;

/** The text shown for an `mp_error` value; unknown values read as a provider refusal. */
export function describeMpError(reason: string): string {
  return reason in MP_ERROR_REASONS
    ? MP_ERROR_REASONS[reason as MpErrorReason]
    : MP_ERROR_REASONS.provider_error;
}

/** POST /mercadopago/oauth/initiate → data. */
export interface PaymentInitiateResult {
  redirectUrl: string;
}

/**
 * spec 02 §4: an error that looks like an expired token (HTTP 401, or a message mentioning token,
 * unauthorized or expired) is retried once after refreshing the token.
 */
export function isTokenExpiryError(
  status: number | null | undefined,
  message: string | null | undefined,
): boolean {
  if (status === 401) return true;
  return /token|unauthori[sz]ed|expired/i.test(message ?? '');
}
