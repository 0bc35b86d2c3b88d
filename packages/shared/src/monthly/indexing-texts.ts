import { formatARS } from '../money/money';

/**
 * Indexed monthly tiers (issue 33): the texts people read, zod-free (the public page's script and
 * the server-rendered pages read them). es-AR, tú.
 */

/** '1/3/2027': a day as Argentine notices write it (no leading zeros). */
export function formatAdjustmentDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}/${year}`;
}

const every = (months: number) => (months === 1 ? 'cada mes' : `cada ${months} meses`);

export const TIER_INDEX_LABELS = {
  none: 'Monto fijo (sin ajuste)',
  ipc: 'Inflación (IPC del INDEC)',
  uva: 'UVA (BCRA)',
  usd_oficial: 'Dólar oficial minorista (BCRA)',
} as const;

/** How the public tier says what it follows: 'por inflación', 'por UVA'. */
const FOLLOWS = { ipc: 'por inflación', uva: 'por UVA' } as const;

export interface TierIndexingView {
  index: 'ipc' | 'uva' | 'usd_oficial';
  every_months: number;
  usd_amount: number | null;
}

/**
 * The public tier's line: 'Se ajusta por inflación cada 3 meses · próximo ajuste 1/3/2027, estimado
 * $ 2.300'; a dollar tier: 'US$ 3 por mes al dólar oficial · próximo ajuste …'.
 */
export function tierIndexingLine(
  indexing: TierIndexingView,
  next: { date: string; estimated_amount: number | null } | null,
): string {
  const head =
    indexing.index === 'usd_oficial'
      ? `US$ ${indexing.usd_amount ?? '?'} por mes al dólar oficial, se ajusta ${every(indexing.every_months)}`
      : `Se ajusta ${FOLLOWS[indexing.index]} ${every(indexing.every_months)}`;
  if (!next) return head;
  const estimate = next.estimated_amount === null ? '' : `, estimado ${formatARS(next.estimated_amount)}`;
  return `${head} · próximo ajuste ${formatAdjustmentDay(next.date)}${estimate}`;
}

export const TIER_INDEXING_MESSAGES = {
  indexInvalid: 'Elige cómo se ajusta el nivel: monto fijo, inflación (IPC), UVA o dólar oficial',
  everyInvalid: 'Elige cada cuántos meses se ajusta: 1, 3 o 6',
  capInvalid: 'El tope por ajuste va de 1 % a 50 %',
  roundInvalid: 'Elige el redondeo: $ 10, $ 100 o $ 500',
  usdInvalid: 'Ingresa el monto en dólares: un número entero de US$ 1 a US$ 1.000',
  saved: 'Guardamos cómo se ajusta el nivel',
  off: 'Listo: el nivel ya no se ajusta',
  skipped: 'Listo: esta vez no se ajusta. El próximo ajuste sigue el calendario.',
  nothingToSkip: 'Este nivel no tiene un ajuste por delante',
  alreadySkipped: 'Ya elegiste no ajustar esta vez',
  /** The tier editor. */
  editor: {
    heading: 'Ajuste automático',
    index: 'Se ajusta por',
    every: 'Cada',
    everyOption: (months: number) => (months === 1 ? '1 mes' : `${months} meses`),
    cap: 'Tope por ajuste (%)',
    roundTo: 'Redondear a',
    usd: 'Monto en dólares (US$ por mes)',
    save: 'Guardar ajuste',
    skip: 'Esta vez no ajustar',
    next: (date: string, amount: string | null) =>
      amount ? `Próximo ajuste: ${date}, estimado ${amount}` : `Próximo ajuste: ${date}`,
    fixed: 'Tus aportantes ya recibieron el aviso con este monto.',
    skippedNote: 'Elegiste no ajustar esta vez.',
    noEstimate: 'Todavía no hay datos del índice para estimar el monto.',
    failed: (n: number) =>
      `No pudimos cambiar el monto de ${n === 1 ? '1 aporte' : `${n} aportes`} en Mercado Pago: lo reintentamos cada día.`,
    clamped: 'El monto llegó al máximo por cobro de Mercado Pago ($ 250.000).',
    hint: 'Tus aportantes reciben un aviso por correo 7 días antes de cada ajuste, con el botón de baja.',
  },
} as const;

/** The adjustment mails (to each supporter and to the creator). */
export const ADJUSTMENT_MAIL_MESSAGES = {
  notice: {
    subject: (creator: string) => `Tu aporte mensual a ${creator} se ajusta`,
    heading: 'Tu aporte mensual se ajusta',
    intro: (creator: string, from: string, to: string, day: string) =>
      `Tu aporte mensual a ${creator} pasa de ${from} a ${to} desde el ${day}.`,
    why: (tier: string, follows: string, months: number, cap: number) =>
      `El nivel ${tier} se ajusta ${follows} ${every(months)}, con un tope de ${cap} % por ajuste, para que el aporte no pierda valor.`,
    mailWhy: 'Recibes este aviso porque tienes un aporte mensual activo que se ajusta por un índice.',
  },
  creator: {
    subject: (tier: string) => `Tu nivel ${tier} se ajusta`,
    heading: 'Avisamos a tus aportantes del ajuste',
    intro: (tier: string, from: string, to: string, day: string, count: number) =>
      `El nivel ${tier} pasa de ${from} a ${to} desde el ${day}. Avisamos a ${count === 1 ? '1 aportante' : `${count} aportantes`} por correo, con el botón de baja.`,
    clamped: (max: string) =>
      `El índice pedía más, pero Mercado Pago no cobra más de ${max} por mes: el nivel queda en ${max}.`,
    skipHint:
      'Si prefieres no ajustar esta vez, elige "Esta vez no ajustar" en tus aportes mensuales antes de esa fecha.',
    cta: 'Ver tus aportes mensuales',
    mailWhy: 'Recibes este aviso por cada ajuste de un nivel con ajuste automático.',
  },
  /** The index figures line. */
  figures: {
    ipc: (fromMonth: string, toMonth: string, pct: string) =>
      `Inflación acumulada (IPC del INDEC) de ${fromMonth} a ${toMonth}: ${pct} %.`,
    ipcNone: 'Inflación (IPC del INDEC): sin meses nuevos publicados desde el último ajuste.',
    uva: (from: string, fromDay: string, to: string, toDay: string, pct: string) =>
      `UVA: de ${from} (${fromDay}) a ${to} (${toDay}), ${pct} %.`,
    usd: (usd: string, rate: string, day: string) =>
      `${usd} por mes al dólar oficial minorista de ${rate} por dólar (${day}).`,
    capped: (cap: number) => `El índice subió más que el tope: el ajuste se limitó a ${cap} %.`,
  },
  follows: { ipc: 'por inflación', uva: 'por UVA', usd_oficial: 'al dólar oficial' },
} as const;
