/** What the creator can download from the dashboard (issue 14 §5). */
export const EXPORT_KINDS = ['links', 'events', 'donations', 'subscribers', 'account'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The API path of each download, under /api. */
export const EXPORT_PATHS: Record<ExportKind, string> = {
  links: '/exports/links.csv',
  events: '/exports/events.csv',
  donations: '/exports/donations.csv',
  subscribers: '/exports/subscribers.csv',
  account: '/exports/account.json',
};

const FILE_WORDS: Record<ExportKind, string> = {
  links: 'enlaces',
  events: 'eventos',
  donations: 'donaciones',
  subscribers: 'suscriptores',
  account: 'cuenta',
};

/** 'enlaza-donaciones-2026-11-23.csv': the kind in Spanish and the Argentine day of the download. */
export function exportFileName(kind: ExportKind, day: string): string {
  return `enlaza-${FILE_WORDS[kind]}-${day}.${kind === 'account' ? 'json' : 'csv'}`;
}

export const EXPORT_MESSAGES = {
  button: 'Exportar',
  downloading: 'Descargando...',
  failed: 'No se pudo descargar el archivo. Intenta de nuevo.',
  accountTitle: 'Tus datos',
  accountText:
    'Descarga una copia de tu cuenta (perfil, enlaces, metas, eventos, donaciones, música y suscriptores) en un archivo JSON. No incluye tu contraseña ni las conexiones con otros servicios.',
  accountButton: 'Descargar mis datos',
} as const;

/** The header row of each CSV, in Spanish. */
export const CSV_COLUMNS = {
  links: ['Título', 'URL', 'Estado', 'Clics', 'Posición', 'Mostrar desde', 'Mostrar hasta', 'Creado'],
  events: [
    'Título',
    'Categoría',
    'Estado',
    'Fecha',
    'Hora',
    'Fecha de fin',
    'Hora de fin',
    'Lugar',
    'Dirección',
    'Online',
    'Enlace de la reunión',
    'Entradas',
    'Precio',
    'Cupo',
    'Destacado',
    'Descripción',
  ],
  donations: [
    'Fecha',
    'Hora',
    'Nombre',
    'Mensaje',
    'Monto',
    'Comisión',
    'Neto',
    'Moneda',
    'Estado',
    'Medio de pago',
    'Meta',
    'ID',
  ],
  subscribers: ['Email', 'Confirmado', 'Página'],
} as const;
