import { DEFAULT_LINK_ICON, isLinkIcon, type LinkIcon } from '@enlaza/shared/link-icons';
import type { ReactNode } from 'react';

/**
 * The 16 link icons of spec 02 §2, drawn here as small stroke SVGs (the stored value is still the
 * PrimeIcons class name, so nothing else needs an icon font).
 */
const GLYPHS: Record<LinkIcon, ReactNode> = {
  'pi pi-link': (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  'pi pi-instagram': (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  'pi pi-twitter': (
    <path d="M21 6.2c-.7.3-1.4.5-2.1.6a3.8 3.8 0 0 0 1.6-2 7.4 7.4 0 0 1-2.3.9 3.7 3.7 0 0 0-6.4 3.3A10.5 10.5 0 0 1 4.2 5.2a3.7 3.7 0 0 0 1.1 4.9 3.6 3.6 0 0 1-1.6-.4 3.7 3.7 0 0 0 2.9 3.6 3.8 3.8 0 0 1-1.6.1 3.7 3.7 0 0 0 3.4 2.5A7.4 7.4 0 0 1 3 17.5a10.5 10.5 0 0 0 5.7 1.6c6.8 0 10.5-5.6 10.5-10.5v-.5c.7-.5 1.3-1.1 1.8-1.9Z" />
  ),
  'pi pi-youtube': (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.3v5.4l4.6-2.7Z" fill="currentColor" />
    </>
  ),
  'pi pi-facebook': (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="M15.5 7.5h-1.7a2.3 2.3 0 0 0-2.3 2.3v10.7M9 13h6" />
    </>
  ),
  'pi pi-linkedin': (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 10.5V16.5M8 7.6v.1M11.5 16.5v-6M11.5 13.2a2.6 2.6 0 0 1 5.2 0v3.3" />
    </>
  ),
  'pi pi-github': (
    <>
      <path d="M5.2 10 4.6 4.3l4.1 2.4a8.6 8.6 0 0 1 6.6 0l4.1-2.4-.6 5.7A7.3 7.3 0 0 1 12 18.6 7.3 7.3 0 0 1 5.2 10Z" />
      <path d="M9.5 12.2v.1M14.5 12.2v.1M10 21v-2.3M14 21v-2.3" />
    </>
  ),
  'pi pi-globe': (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.3 3.6 5.2 3.6 8.5s-1.2 6.2-3.6 8.5c-2.4-2.3-3.6-5.2-3.6-8.5S9.6 5.8 12 3.5Z" />
    </>
  ),
  'pi pi-shopping-cart': (
    <>
      <path d="M3 4h2.4l2.3 10.5h10.6L20.5 7.5H6.2" />
      <circle cx="9.2" cy="19" r="1.4" />
      <circle cx="16.8" cy="19" r="1.4" />
    </>
  ),
  'pi pi-headphones': (
    <>
      <path d="M4.5 17v-4.5a7.5 7.5 0 0 1 15 0V17" />
      <path d="M4.5 14.5h3v5.5H6a1.5 1.5 0 0 1-1.5-1.5ZM19.5 14.5h-3v5.5H18a1.5 1.5 0 0 0 1.5-1.5Z" />
    </>
  ),
  'pi pi-video': (
    <>
      <rect x="3" y="6.5" width="12.5" height="11" rx="2" />
      <path d="m15.5 10.5 5-3v9l-5-3" />
    </>
  ),
  'pi pi-camera': (
    <>
      <path d="M4 8.8A1.8 1.8 0 0 1 5.8 7h2.1l1.5-2.5h5.2L16.1 7h2.1A1.8 1.8 0 0 1 20 8.8v8.4a1.8 1.8 0 0 1-1.8 1.8H5.8A1.8 1.8 0 0 1 4 17.2Z" />
      <circle cx="12" cy="12.8" r="3.4" />
    </>
  ),
  'pi pi-envelope': (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4.5 7 7.5 6 7.5-6" />
    </>
  ),
  'pi pi-phone': (
    <path d="M6.6 3.8h2.8l1.4 4.3-1.9 1.3a11 11 0 0 0 5.7 5.7l1.3-1.9 4.3 1.4v2.8a2 2 0 0 1-2.1 2A15.8 15.8 0 0 1 4.6 5.9a2 2 0 0 1 2-2.1Z" />
  ),
  'pi pi-map-marker': (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.4" />
    </>
  ),
  'pi pi-calendar': (
    <>
      <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
      <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
    </>
  ),
};

/** A link's icon by its stored class; an unknown class shows the generic link icon. Decorative. */
export function LinkIconGlyph({ icon, size = 22 }: { icon: string; size?: number }) {
  const key = isLinkIcon(icon) ? icon : DEFAULT_LINK_ICON;
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[key]}
    </svg>
  );
}
