import type { ReactNode } from 'react';

/** The link icons of brands, which lucide-react does not draw (it carries no brand logos). */
export const BRAND_GLYPHS = {
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
} satisfies Record<string, ReactNode>;

export type BrandIcon = keyof typeof BRAND_GLYPHS;

export function isBrandIcon(icon: string): icon is BrandIcon {
  return Object.hasOwn(BRAND_GLYPHS, icon);
}

/** A brand's glyph on lucide's 24×24 stroke grid, so it sits beside lucide's icons unchanged. */
export function BrandGlyph({
  icon,
  size,
  strokeWidth,
}: {
  icon: BrandIcon;
  size: number;
  strokeWidth: number;
}) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {BRAND_GLYPHS[icon]}
    </svg>
  );
}
