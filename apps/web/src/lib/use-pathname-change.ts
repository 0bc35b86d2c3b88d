import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Calls `onChange` after each navigation to another pathname (not on the first render). */
export function usePathnameChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    onChange();
  }, [pathname, onChange]);
}
