import { formatARS } from '../money/money';

/**
 * The QR a visitor of an event's donation page asks for (issue 32: 'Pagar con QR desde cualquier
 * app'), at /e/{username}/{eventId}/aportar/qr/{orderId}. Server-rendered, no script.
 */
export const GORRA_VISITOR_MESSAGES = {
  title: 'Pagar con QR desde cualquier app',
  qrAlt: (amount: number) => `Código QR para pagar ${formatARS(amount)}`,
  howTo:
    'Escanéalo con la app de tu banco o billetera. Si lo ves en tu celular, muéstralo en otra pantalla o guarda la imagen y ábrela desde la app.',
  expires: (minutes: number) => `El código vence en ${minutes} minutos.`,
  check: 'Ver si llegó el pago',
  paid: (amount: number) => `¡Gracias! Llegó tu aporte de ${formatARS(amount)}.`,
  expired: 'Este código venció. Vuelve al formulario para pedir otro.',
  cancelled: 'Este código ya no está disponible. Vuelve al formulario para pedir otro.',
  backToForm: 'Volver al formulario',
  /** Any refusal other than Mercado Pago being busy: the visitor can still pay by card. */
  unavailable: 'No pudimos crear el código QR. Puedes aportar con Mercado Pago.',
} as const;
