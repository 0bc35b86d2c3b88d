/** Pixels a pointer must travel before a press on the handle becomes a drag (a tap is not one). */
export const DRAG_THRESHOLD_PX = 6;

/** The body of PUT /links/reorder: positions become 1..n in the new order (spec 02 §4). */
export function reorderPayload(ids: readonly number[]) {
  return { links: ids.map((id, index) => ({ id, order_position: index + 1 })) };
}

/** Read to screen readers with each reorder handle. */
export const REORDER_INSTRUCTIONS =
  'Para reordenar con el teclado: Espacio o Enter para tomar el enlace, flechas arriba y abajo para moverlo, Espacio o Enter para soltarlo y Escape para cancelar.';

export type Announcement = {
  kind: 'picked' | 'moved' | 'dropped' | 'cancelled';
  position: number;
  total: number;
};

/** What the live region says, in Spanish. */
export function announcementText(a: Announcement, title: string): string {
  const where = `posición ${a.position} de ${a.total}`;
  switch (a.kind) {
    case 'picked':
      return `"${title}" seleccionado, ${where}. Usa las flechas arriba y abajo para moverlo, Espacio o Enter para soltarlo y Escape para cancelar.`;
    case 'moved':
      return `"${title}" movido a la ${where}.`;
    case 'dropped':
      return `"${title}" soltado en la ${where}.`;
    case 'cancelled':
      return `Reordenamiento cancelado. "${title}" volvió a la ${where}.`;
  }
}
