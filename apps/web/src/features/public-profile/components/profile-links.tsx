import { PUBLIC_MESSAGES, type PublicLink } from '@enlaza/shared/public-pages';
import type { ReactNode } from 'react';
import { trackLinkClick } from '../api/track-link-click';
import { linkTarget } from '../utils/profile-view';

interface ProfileLinksProps {
  links: PublicLink[];
  icon: (icon: string) => ReactNode;
}

/** The creator's active links, in their order: real links that also count the click in the background. */
export function ProfileLinks({ links, icon }: ProfileLinksProps) {
  if (links.length === 0) return <p className="pp-empty">{PUBLIC_MESSAGES.noLinks}</p>;
  return (
    <ul className="pp-links">
      {links.map((link) => {
        const track = () => trackLinkClick(link.id);
        return (
          <li key={link.id}>
            <a
              className="pp-link"
              href={link.url}
              {...linkTarget(link.url)}
              onClick={track}
              onAuxClick={track}
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
