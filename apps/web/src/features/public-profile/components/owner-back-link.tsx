import { PUBLIC_MESSAGES } from '@enlaza/shared/public-pages';
import { useEffect, useState } from 'react';
import { readStoredSession } from '../../../lib/auth/auth-storage';

/**
 * The arrow back to the dashboard, for the profile's owner only. The server cannot tell who is
 * looking (no cookies), so it appears after the page has loaded, from the session this browser keeps.
 */
export function OwnerBackLink({ username }: { username: string }) {
  const [isOwner, setIsOwner] = useState(false);
  useEffect(() => {
    setIsOwner(readStoredSession().user?.username === username);
  }, [username]);
  if (!isOwner) return <span className="pp-topbar-spacer" />;
  return (
    <a className="pp-icon-button" href="/dashboard">
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M19 12H5M11 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{PUBLIC_MESSAGES.backToDashboard}</span>
    </a>
  );
}
