import { formatARS } from '../money/money';

/** The 'Modo gorra' screen (issue 32): texts a creator reads while holding the phone up to a crowd. */
export const GORRA_SCREEN_MESSAGES = {
  menu: 'Modo gorra',
  title: 'Modo gorra',
  intro: 'Elige un monto y muestra el código: cualquier app de banco o billetera lo paga.',
  chipsLabel: 'Monto a cobrar',
  otherAmount: 'Otro monto',
  otherAmountHint: 'En pesos enteros, por ejemplo 1.500',
  showQr: 'Mostrar código',
  eventLabel: 'Evento (opcional)',
  noEvent: 'Sin evento',
  qrAlt: (amount: number) => `Código QR para pagar ${formatARS(amount)}`,
  waiting: 'Esperando el pago…',
  paid: (amount: number) => `Llegó ${formatARS(amount)}`,
  expired: 'El código venció. Crea uno nuevo para seguir cobrando.',
  cancelledNote: 'Cobro cancelado.',
  newCode: 'Crear código nuevo',
  cancel: 'Cancelar cobro',
  arrivals: 'Pagos que llegaron',
  noArrivals: 'Todavía no llegó ningún pago.',
  goal: 'Tu objetivo',
  goalProgress: (raised: number, target: number) => `${formatARS(raised)} de ${formatARS(target)}`,
  loadError: 'No pudimos cargar el cobro. Intenta de nuevo.',
  /** The label of a QR payment in the donations history. */
  historyLabel: 'QR',
} as const;
