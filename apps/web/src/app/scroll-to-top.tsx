import { useCallback } from 'react';
import { usePathnameChange } from '../lib/use-pathname-change';

/** A new page starts at the top, as after a full page load. */
export function ScrollToTop() {
  const scroll = useCallback(() => window.scrollTo({ top: 0 }), []);
  usePathnameChange(scroll);
  return null;
}
