import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Client-side navigations to '/#como-funciona' (the footer link) do not scroll by themselves:
 * scroll to the section named by the hash once the page has rendered.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` makes a repeated click on the same hash scroll again
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [hash, key]);
}
