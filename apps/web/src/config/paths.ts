import { type CheckoutResult, donationReturnPath } from '@enlaza/shared/donations';

/**
 * Every route of the app, defined once (spec 01 §2). Dashboard children carry the route name that
 * keys their page title and their path relative to /dashboard.
 */
export type DashboardRouteName =
  | 'dashboard'
  | 'profile-edit'
  | 'links-manage'
  | 'goals'
  | 'events'
  | 'spotify'
  | 'donations'
  | 'monthly'
  | 'gorra'
  | 'subscribers'
  | 'posts'
  | 'integrations'
  | 'tax'
  | 'analytics';

interface DashboardRoute {
  name: DashboardRouteName;
  /** Path relative to /dashboard ('' is the index). */
  relative: string;
  path: string;
  getHref: () => string;
}

function dashboardRoute(name: DashboardRouteName, relative: string): DashboardRoute {
  const path = relative ? `/dashboard/${relative}` : '/dashboard';
  return { name, relative, path, getHref: () => path };
}

const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: {
      path: '/reset-password',
      getHref: (token?: string) => (token ? `/reset-password?token=${seg(token)}` : '/reset-password'),
    },
  },
  featuredCreators: { path: '/creadores-destacados', getHref: () => '/creadores-destacados' },
  /** Where a donor comes back to from the checkout (public). */
  donationReturn: {
    path: '/donacion/:id',
    getHref: (id: string, result?: CheckoutResult) => donationReturnPath(id, result),
  },
  legal: {
    terms: { path: '/terminos', getHref: () => '/terminos' },
    privacy: { path: '/privacidad', getHref: () => '/privacidad' },
    cookies: { path: '/cookies', getHref: () => '/cookies' },
  },
  dashboard: {
    root: dashboardRoute('dashboard', ''),
    profile: dashboardRoute('profile-edit', 'profile'),
    links: dashboardRoute('links-manage', 'links'),
    goals: dashboardRoute('goals', 'goals'),
    events: dashboardRoute('events', 'events'),
    spotify: dashboardRoute('spotify', 'spotify'),
    donations: dashboardRoute('donations', 'donations'),
    monthly: dashboardRoute('monthly', 'monthly'),
    gorra: dashboardRoute('gorra', 'gorra'),
    subscribers: dashboardRoute('subscribers', 'subscribers'),
    posts: dashboardRoute('posts', 'novedades'),
    integrations: dashboardRoute('integrations', 'integrations'),
    tax: dashboardRoute('tax', 'impuestos'),
    analytics: dashboardRoute('analytics', 'analytics'),
  },
  /** The operator console (role 'admin'). */
  admin: {
    summary: { path: '/admin', getHref: () => '/admin' },
    creators: { path: '/admin/creadores', getHref: () => '/admin/creadores' },
    reports: { path: '/admin/denuncias', getHref: () => '/admin/denuncias' },
    audit: { path: '/admin/auditoria', getHref: () => '/admin/auditoria' },
  },
  public: {
    profile: { path: '/u/:username', getHref: (username: string) => `/u/${seg(username)}` },
    events: { path: '/u/:username/events', getHref: (username: string) => `/u/${seg(username)}/events` },
    event: {
      path: '/e/:username/:eventId',
      getHref: (username: string, eventId: string | number) => `/e/${seg(username)}/${seg(eventId)}`,
    },
  },
} as const;

export const dashboardRoutes: readonly DashboardRoute[] = Object.values(paths.dashboard);

/** Page titles of the dashboard header, keyed by route name (spec 01 §2, spec 02 §2). */
export const DASHBOARD_TITLES: Record<DashboardRouteName, string> = {
  dashboard: 'Dashboard',
  'profile-edit': 'Mi Perfil',
  'links-manage': 'Gestionar Enlaces',
  goals: 'Objetivos',
  events: 'Mis Eventos',
  spotify: 'Spotify',
  donations: 'Donaciones',
  monthly: 'Aportes mensuales',
  gorra: 'Modo gorra',
  subscribers: 'Suscriptores',
  posts: 'Novedades',
  integrations: 'Integraciones',
  tax: 'Resumen para ARCA',
  analytics: 'Estadísticas',
};

/** The dashboard route a pathname belongs to (trailing slashes ignored), or null outside the dashboard. */
export function dashboardRouteName(pathname: string): DashboardRouteName | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return dashboardRoutes.find((r) => r.path === clean)?.name ?? null;
}
