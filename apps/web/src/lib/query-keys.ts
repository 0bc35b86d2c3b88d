import type { DonationStatusFilter } from '@enlaza/shared/donations';

/**
 * Every cache key of the web app, in one place: a write invalidates by the prefix of what it
 * changed. A GET that several screens show has one key and one definition (lib/queries/), so a
 * write updates every screen at once.
 */
export const queryKeys = {
  links: { all: ['links'] as const, list: () => [...queryKeys.links.all, 'list'] as const },
  social: { all: ['social'] as const },
  goals: {
    all: ['goals'] as const,
    active: () => [...queryKeys.goals.all, 'active'] as const,
    donations: (goalId: number) => [...queryKeys.goals.all, goalId, 'donations'] as const,
  },
  events: {
    all: ['events'] as const,
    list: () => [...queryKeys.events.all, 'list'] as const,
    upcoming: () => [...queryKeys.events.all, 'upcoming'] as const,
  },
  stats: {
    all: ['stats'] as const,
    dashboard: (period: string) => ['stats', 'dashboard', period] as const,
    /** The statistics screen's figures for one range query (period or days, and event). */
    range: (query: Record<string, string>) => ['stats', 'range', query] as const,
    /** The donation funnel of one range query (and event). */
    funnel: (query: Record<string, string>) => ['stats', 'funnel', query] as const,
    activity: ['stats', 'activity'] as const,
  },
  donations: {
    all: ['donations'] as const,
    received: (filter: DonationStatusFilter, pageSize: number, eventId: number | null = null) =>
      [...queryKeys.donations.all, 'received', filter, pageSize, eventId] as const,
    status: (id: string) => [...queryKeys.donations.all, 'status', id] as const,
    /** The supporters' wall settings ('Mostrar montos en la página', blocked words). */
    wallSettings: ['donations', 'wall-settings'] as const,
    /** The creator's own suggested amounts (issue 33). */
    chips: ['donations', 'chips'] as const,
  },
  /** Monthly support (issue 21): the creator's tiers and supporters. */
  monthly: {
    all: ['monthly'] as const,
    tiers: ['monthly', 'tiers'] as const,
    supporters: (status: string, page: number) => ['monthly', 'supporters', status, page] as const,
    goal: ['monthly', 'goal'] as const,
  },
  /** 'Modo gorra' (issue 32): one QR order and its picture. */
  gorra: {
    all: ['gorra'] as const,
    order: (id: string) => ['gorra', 'order', id] as const,
    qr: (id: string) => ['gorra', 'qr', id] as const,
    /** Where the creator plays, asked before the first QR. */
    place: ['gorra', 'place'] as const,
  },
  /** Transfers by alias or CVU (issue 32): the details shown and the transfers confirmed. */
  transfers: {
    details: ['transfers', 'details'] as const,
    list: ['transfers', 'list'] as const,
  },
  /** Fans' emails (issue 24): the creator's list and whether the block is on. */
  subscribers: ['subscribers'] as const,
  /** The creator's posts ('Novedades', issue 35). */
  posts: ['posts'] as const,
  /** Outbound webhooks (issue 37): the creator's endpoints and each one's deliveries. */
  webhooks: {
    all: ['webhooks'] as const,
    deliveries: (id: number) => ['webhooks', 'deliveries', id] as const,
  },
  /** The stream alert's address (issue 37). */
  overlay: ['overlay'] as const,
  /** 'Resumen para ARCA' (issue 36): a year's summary (null: the current year). */
  tax: {
    all: ['tax'] as const,
    summary: (year: number | null) => ['tax', 'summary', year] as const,
  },
  categories: ['categories'] as const,
  /** GET /auth/me, read again while the email is not verified (issue 22). */
  auth: { me: ['auth', 'me'] as const },
  profile: {
    alerts: ['profile', 'alerts'] as const,
    /** 'Código QR de tu página': the SVG for a page address and colours. */
    qr: (look: string) => ['profile', 'qr', look] as const,
  },
  /** 'Verificación en dos pasos': whether it is on and how many recovery codes are left. */
  twoFactor: ['auth', 'two-factor'] as const,
  featured: (category: string, period: string) => ['featured-creators', category, period] as const,
  geocoding: (query: string) => ['geocoding', query] as const,
  payments: { status: ['payments', 'status'] as const },
  music: {
    all: ['music'] as const,
    status: ['music', 'status'] as const,
    content: ['music', 'content'] as const,
    connection: ['music', 'connection'] as const,
    search: (q: string, type: string) => ['music', 'search', type, q] as const,
  },
  admin: {
    all: ['admin'] as const,
    summary: ['admin', 'summary'] as const,
    creators: (q: string) => ['admin', 'creators', q] as const,
    reports: (status: string) => ['admin', 'reports', status] as const,
    audit: ['admin', 'audit'] as const,
  },
  public: {
    all: ['public'] as const,
    profile: (username: string) => ['public', 'profile', username] as const,
    events: (username: string, tab: string) => ['public', 'events', username, tab] as const,
    event: (id: string) => ['public', 'event', id] as const,
  },
} as const;
