import { EMBED_PLAYER_TEXTS } from '@enlaza/shared/links';
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
        const anchor = (
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
            <span className={link.thumbnail_url ? 'pp-link-icon pp-link-thumb' : 'pp-link-icon'}>
              {link.thumbnail_url ? (
                <img src={link.thumbnail_url} alt="" width={40} height={40} loading="lazy" decoding="async" />
              ) : (
                icon(link.icon)
              )}
            </span>
            <span className="pp-link-title">{link.title}</span>
          </a>
        );
        if (!link.embed) return <li key={link.id}>{anchor}</li>;
        // 'Como reproductor': without JavaScript the link alone (the button stays hidden). With it the
        // box becomes one card, the link as its caption over the player's poster, sized like the
        // player; 'Reproducir' (embed-player.ts) puts the provider's player in the poster's place, and
        // nothing is requested from the provider before.
        return (
          <li key={link.id}>
            <div className={`pp-embed is-${link.embed.provider}`} data-embed-box="">
              {anchor}
              <button
                type="button"
                className="pp-embed-play"
                data-embed={link.embed.src}
                data-embed-provider={link.embed.provider}
                data-embed-title={EMBED_PLAYER_TEXTS.playerTitle(link.embed.provider, link.title)}
                aria-label={EMBED_PLAYER_TEXTS.playLabel(link.title)}
              >
                <span className="pp-embed-play-disc">
                  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M7 4.5v15l12.5-7.5Z" fill="currentColor" />
                  </svg>
                </span>
                <span className="pp-embed-play-text">{EMBED_PLAYER_TEXTS.play}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
