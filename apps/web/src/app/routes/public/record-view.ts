import { api } from '../../../lib/api-client';

export type ViewedPage = 'profile' | 'events' | 'event';

/**
 * Counts a view of a page the app rendered itself (the server counts the pages it renders). Sent with
 * the session when there is one, so a creator looking at their own page is not counted. Failures are
 * only logged.
 */
export function recordView(username: string, page: ViewedPage): void {
  api
    // The page's query carries its utm_* parameters: the campaign that brought the visitor.
    .post(`/public/${encodeURIComponent(username)}/view`, { page, search: window.location.search })
    .catch((error: unknown) => console.warn('Error al registrar la visita', error));
}
