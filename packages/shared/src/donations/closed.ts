/**
 * Why a creator's page takes no donations right now, as the creator and as a visitor read it. A
 * page offers 'Aportar' only while the creator has Mercado Pago connected and an active goal.
 */
export type DonationsClosedReason = 'not-connected' | 'no-goal';

export const DONATIONS_CLOSED_MESSAGES = {
  /** The dashboard, to a creator with Mercado Pago connected and no active goal. */
  needsGoalTitle: 'Crea un objetivo para recibir aportes',
  needsGoalText:
    'Tu cuenta de Mercado Pago ya está conectada. El botón «Aportar» aparece en tu página cuando tienes un objetivo activo.',
  needsGoalLink: 'Ir a Objetivos',
} as const;

/** What a visitor reads on the donation form of a page that takes no donations now. */
export function donationsClosedText(reason: DonationsClosedReason, creatorName: string): string {
  return reason === 'no-goal'
    ? `${creatorName} no tiene un objetivo activo en este momento, así que por ahora su página no recibe aportes.`
    : `${creatorName} todavía no conectó su cuenta de Mercado Pago, así que por ahora su página no recibe aportes.`;
}
