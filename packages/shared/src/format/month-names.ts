/** The months as es-AR writes them in running text (lower case). */
export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** 'marzo' for 3; undefined outside 1–12. */
export function monthName(month: number): string | undefined {
  return MONTH_NAMES[month - 1];
}
