import { groupThousandsAr } from '../money/money';

/** Pesos in es-AR without decimals: Money's formatter, kept here for the many screens that import it. */
export { formatARS } from '../money/money';

export function formatNumber(value: number): string {
  return groupThousandsAr(value) ?? new Intl.NumberFormat('es-AR').format(value);
}

/**
 * People counted once a day ('1 visitante único', '2.345 visitantes únicos'), as opposed to visits
 * (every view): the same words on the dashboard, the statistics screen and featured creators.
 */
export function formatUniqueVisitors(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'visitante único' : 'visitantes únicos'}`;
}

/** Rounded percentage of current over target; the bar width is this value capped at 100. */
export function goalProgress(current: number, target: number): { percent: number; barWidth: number } {
  const percent = target > 0 ? Math.round((current / target) * 100) : 0;
  return { percent, barWidth: Math.min(100, Math.max(0, percent)) };
}

export const DATE_MISSING = 'No disponible';
export const DATE_INVALID = 'Fecha inválida';

/** A date in the es-AR locale; 'No disponible' when missing, 'Fecha inválida' when unparseable. */
export function formatDate(value: string | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  if (!value) return DATE_MISSING;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return DATE_INVALID;
  return date.toLocaleDateString('es-AR', options ?? { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Cuts text at `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
