/** Dashboard home figures (spec 02 §2 "Dashboard home", §3 "Stats"). */

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

/** null when there is nothing to compare with: the client then shows 'Sin datos del mes anterior'. */
export type Trend = 'up' | 'down' | null;

export interface Comparison {
  /** Whole-number change against the previous period, or null. */
  percentage: number | null;
  trend: Trend;
}

export interface DateRange {
  start: string;
  end: string;
}

export interface TopLink {
  id: number;
  title: string;
  url: string;
  icon: string;
  click_count: number;
  clicks: number;
}

export type ActivityType = 'link' | 'goal' | 'event';
export type ActivityAction = 'created' | 'updated' | 'deleted';

export interface RecentActivity {
  type: ActivityType;
  action: ActivityAction;
  description: string;
  date: string;
}

/** One of the latest approved donations on the dashboard home; amount in pesos. */
export interface LatestDonation {
  id: string;
  /** 'Anónimo' when the donor left no name. */
  donor_name: string;
  amount: number;
  message: string | null;
  created_at: string;
}

export interface DashboardStats {
  clicksTotales: { value: number } & Comparison;
  donaciones: { count: number; amount: number } & Comparison;
  visitasPerfil: { value: number } & Comparison;
  /** The active goal's figures; the server also names it (`title`). */
  goal: { title?: string; current: number; target: number; percent: number } | null;
  topLinks: TopLink[];
  latestDonations: LatestDonation[];
  recentActivities: RecentActivity[];
  period: { current: DateRange; previous: DateRange };
}

const NOUN: Record<ActivityType, string> = { link: 'el enlace', goal: 'el objetivo', event: 'el evento' };
const VERB: Record<ActivityAction, string> = {
  created: 'Creaste',
  updated: 'Actualizaste',
  deleted: 'Eliminaste',
};

/** 'Creaste el enlace "Instagram"'. */
export function describeActivity(type: ActivityType, action: ActivityAction, title: string): string {
  return `${VERB[action]} ${NOUN[type]} "${title}"`;
}
