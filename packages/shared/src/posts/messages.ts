/** How long a post's title and body may be (issue 35). */
export const POST_LIMITS = { titleMax: 120, bodyMax: 20_000 } as const;

/** Who a post is for: everyone, the fans' email list, or monthly supporters (all tiers or from one up). */
export const POST_AUDIENCES = ['public', 'fans', 'monthly'] as const;
export type PostAudienceKind = (typeof POST_AUDIENCES)[number];

/** Where a post stands: kept as a draft, waiting for its time, or shown. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Posts a creator may mail per Argentine day. */
export const POST_MAILS_PER_DAY = 3;

/** Where a post's mailing stands: mails still going out, all sent (or given up), or over the daily cap. */
export const POST_MAILING_STATUSES = ['sending', 'done', 'limit'] as const;
export type PostMailingStatus = (typeof POST_MAILING_STATUSES)[number];

/** How many published public posts the profile page shows, and the list page per page. */
export const PUBLIC_POSTS_PREVIEW = 3;
export const PUBLIC_POSTS_PAGE_SIZE = 10;

/** The multipart field of a post's image, and the words about it (issue 35). */
export const POST_IMAGE_FIELD = 'image';
export const POST_IMAGE_MESSAGES = {
  missing: 'No se seleccionó ningún archivo',
  tooLarge: 'La imagen es muy grande. Tamaño máximo: 5MB',
  badFormat: 'Formato no válido. Usa JPG, PNG o WebP',
  uploaded: 'Imagen guardada',
  removed: 'Imagen eliminada',
  uploadFailed: 'La novedad se guardó, pero no pudimos subir la imagen. Intenta de nuevo.',
  label: 'Imagen (opcional)',
  hint: 'JPG, PNG o WebP de hasta 5MB. No se envía en los emails.',
  remove: 'Quitar imagen',
} as const;

/** Every text about posts ('Novedades'), on screen and in the API's answers. */
export const POST_MESSAGES = {
  titleRequired: 'Escribe un título',
  titleMax: `El título no puede tener más de ${POST_LIMITS.titleMax} caracteres`,
  bodyRequired: 'Escribe el texto de la novedad',
  bodyMax: `El texto no puede tener más de ${POST_LIMITS.bodyMax.toLocaleString('es-AR')} caracteres`,
  audienceInvalid: 'Elige para quién es la novedad',
  tierInvalid: 'Elige uno de tus niveles de aporte mensual',
  tierOnlyMonthly: 'El nivel solo se elige para novedades de quienes aportan por mes',
  sendEmailInvalid: 'Indica si quieres enviarla por email',
  dailyMailLimit: `Puedes enviar hasta ${POST_MAILS_PER_DAY} novedades por email por día. Publícala sin enviarla o prográmala para otro día.`,
  draftInvalid: 'Indica si es un borrador',
  publishAtInvalid: 'Ingresa una fecha y hora válidas (hora argentina)',
  publishAtPast: 'Elige una fecha y hora futuras para programarla',
  alreadyPublished: 'Esta novedad ya está publicada: no se puede programar',
  notFound: 'Novedad no encontrada',
  pageInvalid: 'Elige una página válida',
  onlySupporters: 'Esta novedad es solo para quienes aportan por mes.',
  created: 'Novedad guardada',
  published: 'Novedad publicada',
  scheduled: 'Novedad programada',
  updated: 'Novedad actualizada',
  deleted: 'Novedad eliminada',
} as const;

/** The audiences as the creator picks them. */
export const POST_AUDIENCE_LABELS: Record<PostAudienceKind, string> = {
  public: 'Público',
  fans: 'Suscriptores por email',
  monthly: 'Quienes aportan por mes',
};

/** The states as the creator's list shows them. */
export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Borrador',
  scheduled: 'Programada',
  published: 'Publicada',
};

/** What visitors read about posts. */
export const PUBLIC_POST_TEXTS = {
  sectionTitle: 'Novedades',
  seeAll: 'Ver todas las novedades',
  listTitle: (name: string) => `Novedades de ${name}`,
  empty: 'Todavía no hay novedades.',
  newer: 'Más recientes',
  older: 'Anteriores',
  backToList: 'Todas las novedades',
  backToProfile: (name: string) => `Volver a ${name}`,
  publishedOn: (when: string) => `Publicada el ${when}`,
  notFound: 'Esta novedad no existe o no es pública.',
} as const;

/**
 * The public pages of posts (server-rendered): the list, with the fans' sign-up form (which posts to
 * the same address), and one post. `/u/{u}/posts` and `/u/{u}/posts/{id}` answer 301 to these.
 */
export const POST_PATHS = {
  list: (username: string, page = 1) => `/u/${username}/novedades${page > 1 ? `?page=${page}` : ''}`,
  one: (username: string, id: number) => `/u/${username}/novedades/${id}`,
  /** A gated post's 'Ya aporto: recibir enlace de acceso' form (works without JavaScript). */
  askAccess: (username: string, id: number) => `/u/${username}/novedades/${id}/acceso`,
  /** What the mailed access link opens (a page with one button that uses the link). */
  access: (username: string) => `/u/${username}/novedades/acceso`,
} as const;

/** How long a mailed access link works, and the cookie it sets (one per creator: its path is theirs). */
export const POST_ACCESS_LINK_MINUTES = 30;
export const POST_ACCESS_COOKIE = 'enlaza_novedades';

/** Supporters' access to gated posts without a password. */
export const POST_ACCESS_TEXTS = {
  locked: 'Solo para quienes aportan por mes',
  tiers: (names: string[]) => `Niveles: ${names.join(', ')}`,
  subscribe: 'Suscribirme',
  readGated: 'Leer la novedad',
  askTitle: 'Ya aporto: recibir enlace de acceso',
  askIntro:
    'Ingresa el email con el que aportas por mes y te enviaremos un enlace para leer esta novedad en este navegador.',
  emailLabel: 'Tu email',
  askSubmit: 'Recibir enlace de acceso',
  /** Always the same answer, whether or not the address has a subscription (no enumeration). */
  sent: `Si ese email tiene un aporte mensual activo que incluye esta novedad, te enviamos un enlace de acceso. Revisa tu correo: el enlace vale ${POST_ACCESS_LINK_MINUTES} minutos y sirve una sola vez.`,
  emailInvalid: 'Ingresa un email válido',
  tooMany: 'Pediste demasiados enlaces. Espera unos minutos e intenta de nuevo.',
  openTitle: 'Acceso a las novedades',
  openBody: (name: string) =>
    `Este enlace te da acceso, en este navegador, a las novedades de ${name} para quienes aportan por mes.`,
  openButton: 'Entrar',
  invalidTitle: 'Este enlace ya no sirve',
  invalidBody: `Los enlaces de acceso valen ${POST_ACCESS_LINK_MINUTES} minutos y se usan una sola vez. Pide otro desde la novedad.`,
  mailSubject: (name: string) => `Tu enlace para leer las novedades de ${name}`,
  mailHeading: 'Tu enlace de acceso',
  mailBody: (name: string) =>
    `Pediste leer las novedades de ${name} para quienes aportan por mes. El enlace vale ${POST_ACCESS_LINK_MINUTES} minutos y sirve una sola vez.`,
  mailNotYou: 'Si no lo pediste tú, ignora este correo: nadie puede usarlo sin abrirlo.',
} as const;

/** When a post written on the screen goes out. */
export const POST_WHEN_CHOICES = ['now', 'draft', 'scheduled'] as const;
export type PostWhen = (typeof POST_WHEN_CHOICES)[number];

/** The 'Novedades' screen of the dashboard. */
export const POST_SCREEN_MESSAGES = {
  screenTitle: 'Novedades',
  screenIntro: 'Escribe novedades para tu página: un show, un lanzamiento, lo que quieras contar.',
  formTitle: 'Nueva novedad',
  titleLabel: 'Título',
  bodyLabel: 'Texto',
  bodyHint:
    'Deja una línea en blanco entre párrafos. **negrita**, *cursiva*, [enlace](https://…) y listas con "- ".',
  audienceLabel: 'Para quién',
  audienceHint:
    'Las públicas se muestran en tu página; las de suscriptores y quienes aportan por mes les llegan por email si eliges enviarlas.',
  sendEmailLabel: 'Enviarla por email a quienes la reciben (hasta 3 por día)',
  whenLabel: 'Cuándo',
  whenChoices: {
    now: 'Publicar ahora',
    draft: 'Guardar como borrador',
    scheduled: 'Programar',
  } satisfies Record<PostWhen, string>,
  publishAtLabel: 'Publicar el (hora argentina)',
  submit: 'Guardar',
  saving: 'Guardando...',
  listTitle: 'Tus novedades',
  empty: 'Todavía no escribiste novedades.',
  loadError: 'No pudimos cargar tus novedades. Intenta de nuevo.',
  unexpected: 'No pudimos guardar la novedad. Intenta de nuevo.',
  delete: 'Eliminar',
  deleteLabel: (title: string) => `Eliminar «${title}»`,
  deleteConfirm: (title: string) => `¿Eliminar «${title}»? Esta acción no se puede deshacer.`,
  view: 'Ver',
  publishedOn: (when: string) => `Publicada el ${when}`,
  scheduledFor: (when: string) => `Se publica el ${when}`,
  createdOn: (when: string) => `Creada el ${when}`,
} as const;

/** The mail that carries a post to its audience, and the screen's words about its mailing. */
export const POST_MAIL_MESSAGES = {
  subject: (creator: string, title: string) => `${creator}: ${title}`,
  readOnPage: 'Leer en la página',
  whyFan: (creator: string) =>
    `Recibes este correo porque te suscribiste a las novedades de ${creator} en Enlazá.`,
  whySupporter: (creator: string) => `Recibes este correo porque aportas por mes a ${creator} en Enlazá.`,
  unsubscribeText: 'Si no quieres recibir más novedades por email, date de baja aquí:',
  progress: (sent: number, total: number) => `Enviado a ${sent} de ${total}`,
  failed: (failed: number) => (failed === 1 ? '1 no se pudo entregar' : `${failed} no se pudieron entregar`),
  done: 'Envío terminado',
  limit: 'No se envió por email: ya habías enviado 3 novedades ese día',
} as const;
