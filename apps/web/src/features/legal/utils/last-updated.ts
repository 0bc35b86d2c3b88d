/** Today's date as the legal pages show it: '21 de noviembre de 2025' (es-AR). */
export function formatLastUpdated(now: Date = new Date()): string {
  return now.toLocaleDateString('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The same local day as YYYY-MM-DD, for the datetime attribute. */
export function isoLocalDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
