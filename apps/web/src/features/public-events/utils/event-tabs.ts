import { type EventTab, PUBLIC_MESSAGES, type PublicEventCounts } from '@enlaza/shared/public';

export const TAB_LABELS: Record<EventTab, string> = {
  all: PUBLIC_MESSAGES.tabAll,
  upcoming: PUBLIC_MESSAGES.tabUpcoming,
  past: PUBLIC_MESSAGES.tabPast,
};

export const EMPTY_BY_TAB: Record<EventTab, string> = {
  all: PUBLIC_MESSAGES.emptyAll,
  upcoming: PUBLIC_MESSAGES.emptyUpcoming,
  past: PUBLIC_MESSAGES.emptyPast,
};

/** Tabs are plain links (`?tab=`), so they work with JavaScript off; 'Todos' is the bare address. */
export function tabHref(tab: EventTab): string {
  return tab === 'all' ? '?' : `?tab=${tab}`;
}

/** 'Próximos (2)'. */
export function tabLabel(tab: EventTab, counts: PublicEventCounts): string {
  return `${TAB_LABELS[tab]} (${counts[tab]})`;
}
