import type { SocialNetwork } from '@enlaza/shared/social';
import type { ReactNode } from 'react';

/** Our own simple line glyphs for the social networks, on a 24×24 stroke grid like lucide's. */
const SOCIAL_GLYPHS: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <path d="M16.6 7.4v.1" />
    </>
  ),
  tiktok: <path d="M13.5 4v10.8a3.3 3.3 0 1 1-3.3-3.3M13.5 4c.4 2.4 2.3 4.2 4.8 4.4" />,
  youtube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="3.5" />
      <path d="M10.2 9.5v5l4.3-2.5Z" />
    </>
  ),
  x: <path d="M4.5 4.5h3.8l11.2 15h-3.8ZM19.2 4.5l-6 6.6M4.8 19.5l6-6.6" />,
  facebook: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12.8 20.5v-8.7a2.3 2.3 0 0 1 2.3-2.3h1.1M10 13.2h5.2" />
    </>
  ),
  spotify: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M7.6 9.6c3-.9 6.1-.6 8.8.9M8.1 12.6c2.5-.7 5-.4 7.2.8M8.6 15.4c2-.5 3.9-.3 5.6.6" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4.5 19.5l1.2-3.6a7.9 7.9 0 1 1 2.8 2.6Z" />
      <path d="M9.3 9.2c.2 2.7 2.6 5.1 5.4 5.4" />
    </>
  ),
  telegram: <path d="M20.5 4.5 3.5 11.2l5.6 2.1M20.5 4.5l-2.8 15-6.4-4.6M20.5 4.5 9.1 13.3l.4 5.2 1.8-3.6" />,
  twitch: <path d="M5 4h14v9.5L15.5 17H12l-3 3v-3H5ZM11 8v4M15 8v4" />,
  email: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </>
  ),
};

/** A network's glyph; decorative (the link carries the accessible name). */
export function SocialGlyph({ network, size = 22 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SOCIAL_GLYPHS[network]}
    </svg>
  );
}
