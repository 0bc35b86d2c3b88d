/** The operator console (issue 22): every text it shows, es-AR, tú. */

export const ADMIN_ROLE = 'admin';

export const ADMIN_LIMITS = {
  reasonMax: 500,
  searchMax: 100,
  /** Rows in one list answer (creators, reported pages, audit). */
  listMax: 100,
  /** Reports shown in one page's row of the queue (the newest). */
  reportsPerPage: 10,
} as const;

export const ADMIN_MESSAGES = {
  console: 'Consola de operación',
  nav: { summary: 'Resumen', creators: 'Creadores', reports: 'Denuncias', audit: 'Auditoría' },
  summary: {
    title: 'Resumen',
    creators: 'Creadores',
    verified: 'Verificados',
    activePages: 'Páginas activas',
    approvedMonth: 'Aportes aprobados este mes',
    commissionMonth: 'Comisión de este mes',
    openReports: 'Denuncias abiertas',
  },
  creators: {
    title: 'Creadores',
    search: 'Buscar por usuario o email',
    searchButton: 'Buscar',
    empty: 'No encontramos creadores con esa búsqueda.',
    page: 'Ver página',
    payments: 'Mercado Pago',
    music: 'Spotify',
    donations: 'Aportes aprobados',
    joined: 'Alta',
    suspended: 'Suspendida',
    active: 'Activa',
    suspendedBecause: (reason: string) => `Suspendida: ${reason}`,
    suspend: 'Suspender página',
    reactivate: 'Reactivar',
    ownAccount: 'Es tu cuenta: solo otra persona del equipo puede suspenderla o reactivarla.',
    connection: {
      authorized: 'Conectado',
      connected: 'Conectado',
      pending: 'Pendiente',
      error: 'Con error',
      revoked: 'Desconectado',
      needs_reconnection: 'Hay que reconectar',
      none: 'Sin conectar',
    } as Record<string, string>,
  },
  reports: {
    title: 'Denuncias',
    open: 'Abiertas',
    resolved: 'Resueltas',
    filter: 'Estado',
    empty: 'No hay denuncias en esta lista.',
    page: 'Página',
    reason: 'Motivo',
    details: 'Detalles',
    noDetails: 'Sin detalles',
    contact: 'Contacto',
    received: 'Recibida',
    dismiss: 'Descartar',
    count: (n: number) => (n === 1 ? '1 denuncia' : `${n} denuncias`),
    reasons: 'Motivos',
    period: 'Recibidas',
    latest: (shown: number, total: number) =>
      shown < total ? `Las ${shown} más recientes de ${total}` : 'Las denuncias',
    dismissPage: 'Descartar denuncias',
    suspend: 'Suspender página',
    dismissed: 'Descartada',
    suspendedResolution: 'Página suspendida',
  },
  suspend: {
    title: 'Suspender página',
    reasonLabel: 'Motivo de la suspensión',
    reasonHint: 'La creadora o el creador lo va a leer en su panel y en el email.',
    confirm: 'Suspender',
    cancel: 'Cancelar',
  },
  audit: {
    title: 'Auditoría',
    empty: 'Todavía no hay acciones registradas.',
    export: 'Descargar CSV',
    who: 'Quién',
    when: 'Cuándo',
    what: 'Qué',
    onWhom: 'Sobre quién',
    why: 'Por qué',
    actions: {
      grant: 'Dio permisos de operación',
      revoke: 'Quitó permisos de operación',
      'dismiss-report': 'Descartó una denuncia',
      suspend: 'Suspendió la página',
      reactivate: 'Reactivó la página',
      'dismiss-reports': 'Descartó las denuncias de una página',
      'view-creators': 'Consultó la lista de creadores',
      'view-reports': 'Consultó las denuncias',
    } as Record<string, string>,
    /** 'Sobre quién' of a read of the creators' list or the reports queue. */
    allCreators: 'Todas las cuentas',
    search: (q: string) => `Búsqueda «${q}»`,
    reportsQueue: (status: string) => (status === 'open' ? 'Denuncias abiertas' : 'Denuncias resueltas'),
  },
  loading: 'Cargando…',
  loadError: 'No pudimos cargar esta sección. Intenta de nuevo.',
  retry: 'Reintentar',
  // Answers of the API.
  forbidden: 'No tienes permiso para entrar a la consola de operación',
  selfAction: 'No puedes actuar sobre tu propia cuenta. Pídeselo a otra persona del equipo.',
  creatorNotFound: 'Creador no encontrado',
  reportNotFound: 'Denuncia no encontrada',
  reportAlreadyResolved: 'Esta denuncia ya está resuelta',
  alreadySuspended: 'Esta página ya está suspendida',
  notSuspended: 'Esta página no está suspendida',
  reasonRequired: 'Ingresa el motivo de la suspensión',
  reasonMax: `El motivo puede tener hasta ${ADMIN_LIMITS.reasonMax} caracteres`,
  statusInvalid: 'Elige «open» o «resolved»',
  searchMax: `La búsqueda puede tener hasta ${ADMIN_LIMITS.searchMax} caracteres`,
  dismissedDone: 'Denuncia descartada',
  dismissedPageDone: 'Denuncias descartadas',
  noOpenReports: 'Esta página no tiene denuncias abiertas',
  suspendedDone: 'Página suspendida',
  reactivatedDone: 'Página reactivada',
} as const;

/** What the creator's dashboard shows while their page is suspended. */
export const SUSPENDED_NOTICE = {
  title: 'Tu página está suspendida',
  text: 'Tu página, tus eventos y tus enlaces no se muestran y no recibe aportes. No borramos nada.',
  reason: (reason: string) => `Motivo: ${reason}`,
} as const;

/** The audit log's CSV columns, in order (headers in Spanish). */
export const AUDIT_CSV_HEADERS = ['Cuándo', 'Quién', 'Qué', 'Sobre quién', 'Por qué'] as const;
