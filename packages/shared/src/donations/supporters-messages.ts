/** The supporters' wall texts and limits (no zod: the public page's bundle reads them). */

export const SUPPORTERS_LIMITS = {
  /** Entries in the page's 'Apoyos' section (and in each live update). */
  latest: 5,
  /** Entries per page of /u/{username}/apoyos and GET /api/public/{username}/supporters. */
  pageSize: 20,
  replyMax: 280,
  reasonMax: 500,
  blockedWordsMax: 50,
  blockedWordMax: 40,
} as const;

/** What visitors read on the wall (the public page's bundle carries these only). */
export const SUPPORTERS_MESSAGES = {
  title: 'Apoyos',
  empty: 'Todavía no hay apoyos. ¡Tu aporte puede ser el primero!',
  seeAll: 'Ver todos',
  anonymous: 'Anónimo',
  /** The mark of a monthly supporter's entry. */
  monthly: 'Mensual',
  previous: 'Anteriores',
  next: 'Siguientes',
  pageLabel: (page: number, total: number) => `Página ${page} de ${total}`,
  replyFrom: (creatorName: string) => `Respuesta de ${creatorName}`,
  backToProfile: 'Volver al perfil',
  pageInvalid: 'La página no es válida',
  entryNotFound: 'Apoyo no encontrado',
  report: 'Denunciar',
  reportReason: 'Motivo de la denuncia',
  reportSubmit: 'Enviar denuncia',
  reported: 'Gracias. Recibimos tu denuncia y la va a revisar quien creó esta página.',
  reasonRequired: 'Escribe el motivo de la denuncia',
  reasonMax: `El motivo no puede tener más de ${SUPPORTERS_LIMITS.reasonMax} caracteres`,
} as const;
