import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { ArrowLeft } from 'lucide';
import { glyphElement } from '../../../components/ui/glyph-element';
import { readStoredSession } from '../../../lib/auth/auth-storage';

/**
 * The arrow back to the dashboard, for the profile's owner only: the server's HTML is the same for
 * everyone (caches keep it), so the arrow takes the spacer's place here, from the session this
 * browser keeps (OwnerBackLink's markup).
 */
export function activateOwnerBackLink(root: ParentNode): void {
  const spacer = root.querySelector<HTMLElement>('[data-owner-back]');
  if (!spacer || readStoredSession().user?.username !== spacer.dataset.ownerBack) return;
  const link = document.createElement('a');
  link.className = 'pp-icon-button';
  link.href = '/dashboard';
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = PUBLIC_MESSAGES.backToDashboard;
  link.append(glyphElement(ArrowLeft, 20), label);
  spacer.replaceWith(link);
}
