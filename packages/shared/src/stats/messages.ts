/** Dashboard home figures (spec 02 §2 "Dashboard home", §3 "Stats"). */

import type { ActivityKind } from '../activity/messages';

export const STATS_TOP_LINKS = 5;
export const STATS_LATEST_DONATIONS = 3;
export const STATS_RECENT_ACTIVITIES = 10;
export const STATS_DEFAULT_PERIOD = '30d';

export const STATS_MESSAGES = {
  noPreviousData: 'Sin datos del mes anterior',
  periodInvalid: 'El período no es válido (usa por ejemplo 7d, 30d o 90d)',
  dashboardFailed: 'Error al cargar estadísticas del dashboard',
  detailedFailed: 'Error al cargar estadísticas detalladas',
  visitsFailed: 'Error al cargar estadísticas de visitas',
  overviewFailed: 'Error al cargar resumen de estadísticas',
  featuredFailed: 'Error al cargar creadores destacados',
  addLinksCta: 'Agregar Enlaces',
  createGoalCta: 'Crear Objetivo',
} as const;

/**
 * The statistics screen's donation funnel (issue 30): what its steps count, and what its approved sum
 * and the 'Donaciones' card above it both leave out.
 */
export const FUNNEL_MESSAGES = {
  unit: 'Cada paso cuenta personas (una vez por día) de las del paso anterior: quien inició un pago también abrió «Aportar».',
  oneOffOnly: 'Solo aportes únicos, sin cargos mensuales.',
} as const;

export const ACTIVITY_TYPES = [
  'link',
  'goal',
  'event',
  'donation',
  'profile',
  'theme',
  'payment',
  'music',
] as const;
export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'approved',
  'connected',
  'disconnected',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

const KIND_PARTS: Record<ActivityKind, { type: ActivityType; action: ActivityAction }> = {
  donation_approved: { type: 'donation', action: 'approved' },
  link_created: { type: 'link', action: 'created' },
  link_updated: { type: 'link', action: 'updated' },
  link_deleted: { type: 'link', action: 'deleted' },
  goal_created: { type: 'goal', action: 'created' },
  goal_updated: { type: 'goal', action: 'updated' },
  goal_deleted: { type: 'goal', action: 'deleted' },
  event_created: { type: 'event', action: 'created' },
  event_updated: { type: 'event', action: 'updated' },
  event_deleted: { type: 'event', action: 'deleted' },
  profile_updated: { type: 'profile', action: 'updated' },
  theme_updated: { type: 'theme', action: 'updated' },
  payment_connected: { type: 'payment', action: 'connected' },
  payment_disconnected: { type: 'payment', action: 'disconnected' },
  music_changed: { type: 'music', action: 'updated' },
};

/** The dashboard's `{type, action}` reading of an activity-log kind. */
export function activityParts(kind: ActivityKind): { type: ActivityType; action: ActivityAction } {
  return KIND_PARTS[kind];
}
