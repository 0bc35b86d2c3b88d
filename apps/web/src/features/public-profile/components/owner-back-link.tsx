import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { ArrowLeft } from 'lucide';
import { useEffect, useState } from 'react';
import { Glyph } from '../../../components/ui/glyph';
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
  // The public pages' script finds the spacer by its data attribute (owner-back-island.ts).
  if (!isOwner) return <span className="pp-topbar-spacer" data-owner-back={username} />;
  return (
    <a className="pp-icon-button" href="/dashboard">
      <Glyph icon={ArrowLeft} size={20} />
      <span className="visually-hidden">{PUBLIC_MESSAGES.backToDashboard}</span>
    </a>
  );
}
