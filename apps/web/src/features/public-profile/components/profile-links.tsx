import { PUBLIC_MESSAGES, type PublicLink, publicUrls } from '@enlaza/shared/public';
import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { trackLinkClick } from '../api/track-link-click';
import { linkTarget } from '../utils/profile-view';

interface ProfileLinksProps {
  links: PublicLink[];
  icon: (icon: string) => ReactNode;
}

/**
 * The creator's active links, in their order. Until the page's script runs (or without JavaScript)
 * each goes through /l/{id}, where the server counts the click and redirects; then it is the link's
 * own URL with the click counted in the background. One or the other, so a click counts once. The
 * title always shows where the link leads.
 */
export function ProfileLinks({ links, icon }: ProfileLinksProps) {
  const hydrated = useHydrated();
  if (links.length === 0) return <p className="pp-empty">{PUBLIC_MESSAGES.noLinks}</p>;
  return (
    <ul className="pp-links">
      {links.map((link) => {
        const track = () => trackLinkClick(link.id);
        return (
          <li key={link.id}>
            <a
              className="pp-link"
              data-link-id={link.id}
              href={hydrated ? link.url : publicUrls.link('', link.id)}
              title={link.url}
              {...linkTarget(link.url)}
              rel="noopener"
              onClick={hydrated ? track : undefined}
              onAuxClick={hydrated ? track : undefined}
            >
              <span className="pp-link-icon">{icon(link.icon)}</span>
              <span className="pp-link-title">{link.title}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
