/**
 * Fans' emails, 'Avísame' (issue 24): the public block, the confirmation and unsubscribe pages, the
 * mails and the creator's 'Suscriptores' screen. No zod here. The block's own texts are in
 * public-texts.ts (FAN_BLOCK_MESSAGES), which the public page's script loads alone.
 */

/** Unconfirmed addresses are deleted after this many days. */
export const PENDING_SUBSCRIBER_DAYS = 7;

export const SUBSCRIBER_MESSAGES = {
  emailRequired: 'Ingresa tu email.',
  emailInvalid: 'Ingresa un email válido, por ejemplo nombre@correo.com.',
  consentRequired: 'Marca la casilla para aceptar recibir las novedades.',
  tooMany: 'Hiciste muchos intentos. Espera unos minutos y vuelve a intentarlo.',
  blockOff: 'Esta página no recibe suscripciones por email.',
  // The answer to the form (the same whether or not the address was already on the list).
  sent: 'Revisa tu correo para confirmar la suscripción.',
  sentTitle: 'Revisa tu correo',
  sentBody: (name: string) =>
    `Si el email es correcto, te llegará un mensaje para confirmar que quieres recibir las novedades de ${name}. El enlace vale 7 días.`,
  backToPage: (name: string) => `Volver a la página de ${name}`,
  formTitle: 'Recibe novedades',
  // Confirming.
  confirmTitle: 'Confirma tu suscripción',
  confirmBody: (name: string) => `Pulsa el botón para empezar a recibir las novedades de ${name}.`,
  confirmButton: 'Confirmar suscripción',
  confirmedTitle: 'Suscripción confirmada',
  confirmedBody: (name: string) =>
    `Desde ahora te llegarán las novedades de ${name}. Cada correo trae un enlace para darte de baja.`,
  invalidTitle: 'Este enlace ya no sirve',
  invalidBody:
    'El enlace venció o ya se usó. Si quieres recibir novedades, suscríbete otra vez desde la página del creador.',
  // Unsubscribing.
  unsubscribeTitle: 'Darte de baja',
  unsubscribeBody: (name: string) => `¿Quieres dejar de recibir las novedades de ${name}?`,
  unsubscribeButton: 'Darme de baja',
  unsubscribedTitle: 'Te diste de baja',
  unsubscribedBody: (name: string) => `Ya no te llegarán correos de ${name}: borramos tu email de su lista.`,
  unsubscribedGone: 'Tu email ya no está en esta lista.',
  // The mails.
  confirmMail: {
    subject: (name: string) => `Confirma tu suscripción a las novedades de ${name}`,
    heading: 'Confirma tu suscripción',
    body: (name: string) =>
      `Pediste recibir por email las novedades de ${name} en Enlazá. Para confirmarlo, abre este enlace en los próximos 7 días:`,
    button: 'Confirmar suscripción',
    notYou: 'Si no fuiste tú, ignora este correo: sin confirmar, tu email se borra en 7 días.',
  },
  welcomeMail: {
    subject: (name: string) => `Ya recibes las novedades de ${name}`,
    heading: 'Suscripción confirmada',
    body: (name: string) => `Desde ahora te llegarán por email las novedades de ${name}.`,
    page: 'Ver su página',
    unsubscribe: 'Darme de baja',
    unsubscribeText: 'Si ya no quieres recibirlas, date de baja con un clic:',
  },
  // The creator's screen.
  screenTitle: 'Suscriptores',
  screenIntro:
    'Las personas que pidieron recibir tus novedades por email y lo confirmaron. Solo tú ves sus direcciones.',
  toggleLabel: 'Mostrar «Recibe novedades» en tu página',
  enabled: 'El bloque «Recibe novedades» ya se ve en tu página.',
  disabled: 'El bloque «Recibe novedades» ya no se ve en tu página.',
  empty: 'Todavía no tienes suscriptores confirmados.',
  columnEmail: 'Email',
  columnDate: 'Fecha',
  columnPage: 'Página',
  delete: 'Eliminar',
  deleteLabel: (email: string) => `Eliminar a ${email}`,
  deleteConfirm: (email: string) => `¿Eliminar a ${email} de tu lista? No le llegarán más novedades.`,
  deleted: 'Suscriptor eliminado.',
  notFound: 'No encontramos ese suscriptor.',
  exportButton: 'Exportar CSV',
  count: (n: number) => (n === 1 ? '1 suscriptor' : `${n} suscriptores`),
} as const;
