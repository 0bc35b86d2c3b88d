import { GONE_PAGE_MESSAGES } from './gone-page';

/**
 * Every text about deleting an account (issue 22). Kept apart from the schema (zod) like the other
 * resources' messages. es-AR, tú.
 */
export const ACCOUNT_DELETION_MESSAGES = {
  title: 'Eliminar mi cuenta',
  explanation: [
    'Se cierran todas tus sesiones y se desconectan Mercado Pago y Spotify.',
    'Se borran tu perfil, tus enlaces, tu objetivo, tus eventos, tu música, tus imágenes, tus estadísticas y tu actividad.',
    'Tus suscripciones mensuales se cancelan.',
    'Los aportes que recibiste se guardan solo como registros contables, sin el nombre, el email ni el mensaje de quien aportó: la ley nos pide conservarlos 10 años.',
    'Tu nombre de usuario queda reservado 30 días para que nadie se haga pasar por ti, y tu página muestra «Esta página ya no existe».',
    'Te enviamos un email para confirmarlo. No se puede deshacer.',
  ],
  passwordLabel: 'Tu contraseña',
  passwordRequired: 'Ingresa tu contraseña',
  passwordWrong: 'La contraseña no es correcta',
  usernameLabel: (username: string) => `Escribe tu nombre de usuario (${username}) para confirmar`,
  usernameRequired: 'Escribe tu nombre de usuario para confirmar',
  usernameMismatch: 'El nombre de usuario no coincide con el de tu cuenta',
  codeLabel: 'Código de verificación',
  codeWrong: 'El código de verificación no es correcto',
  submit: 'Eliminar mi cuenta para siempre',
  submitting: 'Eliminando…',
  deleted: 'Eliminamos tu cuenta',
  /** Said on the home page, where the creator lands after deleting the account. */
  deletedDetail:
    'Cerramos tus sesiones y te enviamos un email para confirmarlo. Gracias por haber usado Enlazá.',
  failed: 'No pudimos eliminar tu cuenta. Intenta de nuevo.',
  gonePage: GONE_PAGE_MESSAGES.title,
  gonePageDetail: GONE_PAGE_MESSAGES.detail,
  mail: {
    subject: 'Eliminamos tu cuenta de Enlazá',
    heading: 'Tu cuenta fue eliminada',
    intro:
      'Como pediste, eliminamos tu cuenta de Enlazá: tu página, tus enlaces, tus eventos, tu música y tus estadísticas ya no existen, y desconectamos Mercado Pago y Spotify.',
    records:
      'Los aportes que recibiste se conservan solo como registros contables, sin los datos de quienes aportaron, durante 10 años.',
    username: 'Tu nombre de usuario queda reservado 30 días.',
    why: 'Recibes este correo porque pediste eliminar tu cuenta. Si no fuiste tú, escríbenos a privacidad@enlaza.ar.',
  },
} as const;
