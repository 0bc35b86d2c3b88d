import type { AppPageData } from '@enlaza/shared/public';
import { createContext, useContext } from 'react';

/**
 * The data a server-rendered app page was built from (apps/server/src/modules/app-pages): the server
 * provides it while rendering, the browser reads it from the page and hydrates with the same.
 */
export const PageDataContext = createContext<AppPageData>({});

export function usePageData(): AppPageData {
  return useContext(PageDataContext);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The page's embedded data (`<script id="enlaza-data">`); anything unreadable is no data. */
export function readPageData(): AppPageData {
  const text = typeof document === 'undefined' ? null : document.getElementById('enlaza-data')?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? (value as AppPageData) : {};
  } catch {
    return {};
  }
}
