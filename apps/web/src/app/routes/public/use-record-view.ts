import { useEffect } from 'react';
import { recordView, type ViewedPage } from './record-view';

/** Counts the view once the page has loaded who it belongs to. */
export function useRecordView(username: string | null, page: ViewedPage): void {
  useEffect(() => {
    if (username) recordView(username, page);
  }, [username, page]);
}
