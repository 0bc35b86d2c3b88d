import { DATE_INVALID, DATE_MISSING } from '@enlaza/shared/format';

/** '12 mar 2026, 15:04' in es-AR; 'No disponible' or 'Fecha inválida' otherwise. */
export function formatDonationDate(value: string | null | undefined): string {
  if (!value) return DATE_MISSING;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return DATE_INVALID;
  return date.toLocaleString('es-AR', { dateStyle: 'medium', timeStyle: 'short' });
}
