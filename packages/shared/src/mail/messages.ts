/**
 * Every text of the mails a donation causes (issue 20): the donor's receipt, the creator's alert,
 * the daily digest and the refund and chargeback notices. es-AR, tú.
 */
export const MAIL_MESSAGES = {
  brand: 'Enlazá',
  footer: 'Enlazá: tu página de creador en Argentina.',
  anonymous: 'Anónimo',
  receipt: {
    subject: (creator: string) => `Comprobante de tu aporte a ${creator}`,
    preview: (amount: string, creator: string) => `Tu aporte de ${amount} a ${creator} fue acreditado.`,
    heading: '¡Gracias por tu aporte!',
    intro: (amount: string, creator: string) =>
      `Tu aporte voluntario de ${amount} a ${creator} fue acreditado.`,
    amount: 'Monto',
    creator: 'Creador',
    date: 'Fecha y hora (hora argentina)',
    operation: 'Número de operación de Mercado Pago',
    kind: 'Tipo',
    kindValue: 'Aporte voluntario',
    terms:
      'Las donaciones son aportes voluntarios a un creador: no son la compra de un producto ni de un servicio, ni dan derecho a una contraprestación. No son reembolsables, salvo error comprobado; si crees que hubo un error, escríbenos con el número de operación.',
    cta: (creator: string) => `Visitar la página de ${creator}`,
    why: 'Recibes este correo porque dejaste tu email al hacer el aporte.',
  },
  alert: {
    subject: (amount: string) => `Recibiste un aporte de ${amount}`,
    preview: (who: string, amount: string) => `${who} te aportó ${amount}.`,
    heading: '¡Recibiste un aporte!',
    intro: (who: string, amount: string) => `${who} te aportó ${amount}.`,
    from: 'De',
    amount: 'Monto',
    date: 'Fecha y hora (hora argentina)',
    publicMessage: 'Mensaje público',
    privateMessage: 'Mensaje privado (solo para ti)',
    noMessage: 'Sin mensaje',
    cta: 'Responder en tus donaciones',
    why: 'Cambia cuándo recibes estos avisos en tu perfil, en «Avisos de aportes».',
  },
  digest: {
    subject: (day: string) => `Resumen diario de aportes del ${day}`,
    preview: (count: number, total: string) =>
      count === 1 ? `1 aporte por ${total}.` : `${count} aportes por ${total} en total.`,
    heading: 'Resumen diario',
    intro: (day: string, count: number, total: string) =>
      count === 1
        ? `El ${day} recibiste 1 aporte por ${total}.`
        : `El ${day} recibiste ${count} aportes por ${total} en total.`,
    more: (count: number) => (count === 1 ? 'y 1 aporte más' : `y ${count} aportes más`),
    publicMessage: 'Público',
    privateMessage: 'Privado',
    cta: 'Ver tus donaciones',
    why: 'Recibes este resumen porque elegiste «Resumen diario» en «Avisos de aportes».',
  },
  refund: {
    subject: (amount: string) => `Se reembolsó un aporte de ${amount}`,
    heading: 'Se reembolsó un aporte',
    intro: (who: string, amount: string) =>
      `El aporte de ${amount} de ${who} se reembolsó: ya no cuenta en tu objetivo ni en tus estadísticas.`,
    cta: 'Ver tus donaciones',
  },
  chargeback: {
    subject: (amount: string) => `Contracargo de un aporte de ${amount}`,
    heading: 'Un aporte tiene un contracargo',
    intro: (who: string, amount: string) =>
      `El medio de pago de ${who} desconoció el aporte de ${amount}: ya no cuenta en tu objetivo ni en tus estadísticas.`,
    deadline: (date: string) =>
      `Puedes presentar pruebas ante Mercado Pago hasta el ${date} (hora argentina).`,
    operation: 'Número de operación de Mercado Pago',
    cta: 'Ver tus donaciones',
  },
  verification: {
    subject: 'Verifica tu email en Enlazá',
    heading: 'Verifica tu email',
    intro: (name: string) =>
      `Hola ${name}: abre este enlace para verificar tu email. Hasta entonces no puedes conectar Mercado Pago ni recibir aportes.`,
    cta: 'Verificar mi email',
    validity: 'El enlace vale 48 horas y se puede usar una sola vez.',
    why: 'Si no creaste una cuenta en Enlazá ni cambiaste tu email, ignora este mensaje.',
  },
  emailChanged: {
    subject: 'Cambió el email de tu cuenta de Enlazá',
    heading: 'Cambió el email de tu cuenta',
    intro: (name: string, masked: string) =>
      `Hola ${name}: el email de tu cuenta de Enlazá ahora es ${masked}. Desde ahora te escribiremos ahí.`,
    notYou: 'Si no fuiste tú, cambia tu contraseña enseguida y escríbenos para que revisemos tu cuenta.',
  },
  suspension: {
    subject: 'Suspendimos tu página de Enlazá',
    heading: 'Tu página está suspendida',
    intro:
      'Revisamos una denuncia sobre tu página y la suspendimos: tu página, tus eventos y tus enlaces no se muestran y no recibe aportes. No borramos nada.',
    reason: 'Motivo',
    cta: 'Ir a tu panel',
  },
  details: {
    amount: 'Monto',
    from: 'De',
    date: 'Fecha y hora (hora argentina)',
  },
} as const;
