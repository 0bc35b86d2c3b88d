/**
 * Outbound webhooks (issue 37): the texts of the API and of the mail sent when an endpoint is
 * disabled. No zod here.
 */

/** Endpoints a creator may keep. */
export const MAX_WEBHOOK_ENDPOINTS = 3;

/** Longest endpoint address accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2000;

/** Days of unbroken failures after which an endpoint is disabled and its creator told. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 3;

/** Deliveries listed per endpoint. */
export const WEBHOOK_DELIVERIES_LISTED = 50;

export const WEBHOOK_MESSAGES = {
  notFound: 'No encontramos ese webhook.',
  urlRequired: 'Ingresa la dirección del webhook.',
  urlInvalid:
    'Ingresa una dirección válida que empiece con https://, por ejemplo https://mitienda.com/webhooks.',
  urlTooLong: 'La dirección es demasiado larga.',
  urlHttpsOnly: 'La dirección tiene que empezar con https://.',
  urlCredentials: 'Quita el usuario y la contraseña de la dirección.',
  urlPrivate: 'Esa dirección apunta a una red privada o local. Usa una dirección pública de internet.',
  urlUnresolved: 'No encontramos esa dirección en internet. Revisa que esté bien escrita.',
  eventsRequired: 'Elige al menos un evento.',
  eventInvalid: 'Elige eventos de la lista.',
  tooMany: (max: number) => `Puedes tener hasta ${max} webhooks. Elimina uno para agregar otro.`,
  created: 'Webhook creado. Copia el secreto de firma ahora: no vas a poder verlo otra vez.',
  deleted: 'Webhook eliminado.',
  secretRotated: 'Nuevo secreto de firma creado. Copia el secreto ahora: no vas a poder verlo otra vez.',
  testQueued: 'Enviamos un evento de prueba. Revisa la lista de entregas en unos segundos.',
  testDisabled: 'Este webhook está desactivado. Elimínalo y vuelve a agregarlo para recibir eventos.',
  tooManyTests: 'Enviaste muchas pruebas seguidas. Espera unos minutos y vuelve a intentarlo.',
  deliveryNotFound: 'No encontramos esa entrega.',
  resent: 'Volvemos a enviar el evento. Revisa la lista de entregas en unos segundos.',
  resendPending: 'Esa entrega todavía no terminó: espera a que termine para reenviarla.',
  tooManyAttempts: 'Hiciste muchos intentos. Espera unos minutos y vuelve a intentarlo.',
  disabledMail: {
    subject: 'Desactivamos uno de tus webhooks',
    heading: 'Tu webhook dejó de recibir eventos',
    intro: (days: number) =>
      `Durante ${days} días no pudimos entregar eventos a este webhook, así que lo desactivamos.`,
    address: 'Dirección',
    fix: 'Revisa que tu servidor responda y vuelve a agregar el webhook desde tu panel.',
    cta: 'Ir a tu panel',
  },
} as const;

/** The 'Integraciones' screen of the dashboard. */
export const WEBHOOK_SCREEN_MESSAGES = {
  title: 'Integraciones',
  intro:
    'Envía tus aportes, suscripciones y nuevos suscriptores a tus propias herramientas (una tienda, un bot, una planilla). Cada evento llega firmado según Standard Webhooks.',
  loadError: 'No pudimos cargar tus webhooks. Intenta de nuevo.',
  formTitle: 'Agregar webhook',
  url: 'Dirección (https://…)',
  urlHint: 'Tu servidor recibe un POST con el evento en JSON.',
  events: 'Eventos',
  add: 'Agregar webhook',
  limitReached: (max: number) => `Ya tienes ${max} webhooks: elimina uno para agregar otro.`,
  secretTitle: 'Secreto de firma',
  secretIntro: 'Cópialo ahora y guárdalo en tu herramienta: no vas a poder verlo otra vez.',
  secretDone: 'Listo, ya lo tengo guardado',
  listTitle: (count: number) => (count === 1 ? '1 webhook' : `${count} webhooks`),
  empty: 'Todavía no agregaste ningún webhook.',
  disabled: 'Desactivado: falló durante días',
  sendTest: 'Enviar prueba',
  resend: 'Reenviar',
  resendLabel: (event: string, date: string) => `Reenviar ${event} del ${date}`,
  rotate: 'Nuevo secreto',
  rotateConfirm: 'El secreto actual deja de servir en cuanto crees uno nuevo. ¿Quieres continuar?',
  delete: 'Eliminar',
  deleteLabel: (url: string) => `Eliminar ${url}`,
  deleteConfirm: (url: string) => `¿Eliminar el webhook ${url}? Ya no va a recibir eventos.`,
  deliveries: 'Ver entregas',
  hideDeliveries: 'Ocultar entregas',
  deliveriesTitle: 'Últimas entregas',
  noDeliveries: 'Todavía no hubo entregas.',
  columnEvent: 'Evento',
  columnStatus: 'Estado',
  columnAttempts: 'Intentos',
  columnCode: 'Respuesta',
  columnDuration: 'Duración',
  columnDate: 'Fecha',
  status: { pending: 'Pendiente', delivered: 'Entregado', failed: 'Fallido' },
  eventLabels: {
    'donation.approved': 'Aporte aprobado',
    'donation.refunded': 'Aporte reembolsado',
    'monthly.started': 'Nuevo aporte mensual',
    'monthly.charged': 'Cobro mensual',
    'monthly.cancelled': 'Aporte mensual cancelado',
    'fan.confirmed': 'Nuevo suscriptor confirmado',
    'webhook.test': 'Prueba',
  } as Record<string, string>,
} as const;
