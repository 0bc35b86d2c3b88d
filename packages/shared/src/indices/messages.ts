/**
 * Price indices (issue 33): the series the app keeps so amounts can keep their value. Keys are
 * stable (API, table rows, the admin CLI); names are what people read.
 */

/** Every series the daily job stores. */
export const INDEX_KEYS = ['ipc', 'uva', 'cer', 'usd_oficial'] as const;
export type IndexKey = (typeof INDEX_KEYS)[number];

/** The series `GET /api/indices` shows to everyone (CER is kept for operators and later use). */
export const PUBLIC_INDEX_KEYS = ['ipc', 'uva', 'usd_oficial'] as const satisfies readonly IndexKey[];

/**
 * How a series' values read: a level (UVA, CER, the dollar: the value itself moves) or a monthly
 * rate (CPI inflation: each value is the month's change in %, dated the month's first day).
 */
export type IndexSeriesKind = 'level' | 'monthly_rate';

export const INDEX_SERIES_KIND: Record<IndexKey, IndexSeriesKind> = {
  ipc: 'monthly_rate',
  uva: 'level',
  cer: 'level',
  usd_oficial: 'level',
};

export const INDEX_NAMES: Record<IndexKey, string> = {
  ipc: 'Inflación mensual (IPC)',
  uva: 'Unidad de Valor Adquisitivo (UVA)',
  cer: 'Coeficiente de Estabilización de Referencia (CER)',
  usd_oficial: 'Dólar oficial minorista',
};

export const isIndexKey = (value: string): value is IndexKey =>
  (INDEX_KEYS as readonly string[]).includes(value);

/** What the admin CLI (`npm run admin -- indices set …`) answers. */
export const INDEX_CLI_MESSAGES = {
  usage:
    'Uso: npm run admin -- indices set <clave> <AAAA-MM-DD> <valor>   (claves: ipc, uva, cer, usd_oficial)\n' +
    '     npm run admin -- indices adjust --date <AAAA-MM-DD>',
  unknownKey: (key: string) => `"${key}" no es un índice conocido. Elige uno de: ${INDEX_KEYS.join(', ')}.`,
  badDate: (date: string) => `"${date}" no es una fecha válida: escríbela como AAAA-MM-DD.`,
  futureDate: (date: string) => `${date} todavía no llegó: solo se registran valores publicados.`,
  badValue: (value: string) =>
    `"${value}" no es un valor válido: usa punto decimal (por ejemplo 1523.45), sin separador de miles.`,
  notPositive: (value: string) => `${value}: este índice solo toma valores mayores que cero.`,
  adjustUsage: 'Uso: npm run admin -- indices adjust --date <AAAA-MM-DD>',
  adjustHeader: (date: string) => `Ajustes de niveles mensuales para el ${date}:`,
  adjustNothing: 'Nada que hacer: ningún nivel tiene un aviso ni un ajuste para esa fecha.',
  recorded: (key: string, date: string, value: string) => `Listo: ${key} al ${date} vale ${value}.`,
  corrected: (key: string, date: string, before: string, value: string) =>
    `Listo: ${key} al ${date} pasa de ${before} a ${value}.`,
} as const;
