import type { ReactNode } from 'react';

/**
 * The one wrapper of every stroke icon drawn for this app (24×24 grid); decorative, so hidden from
 * assistive technology. Feature icon sets build on it.
 */
export function IconSvg({ children, size = 20 }: { children: ReactNode; size?: number | undefined }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export type IconProps = { size?: number };

export const IconAlert = ({ size = 16 }: IconProps) => (
  <IconSvg size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </IconSvg>
);

export const IconCheckCircle = ({ size = 16 }: IconProps) => (
  <IconSvg size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16.5 9.5" />
  </IconSvg>
);

export const IconCheck = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </IconSvg>
);

export const IconMenu = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </IconSvg>
);

export const IconClose = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <path d="M6 6l12 12M18 6 6 18" />
  </IconSvg>
);

export const IconChevronDown = ({ size = 16 }: IconProps) => (
  <IconSvg size={size}>
    <path d="m6 9 6 6 6-6" />
  </IconSvg>
);

export const IconExternal = ({ size = 16 }: IconProps) => (
  <IconSvg size={size}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </IconSvg>
);

export const IconLogout = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <path d="M9 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3M16 16l4-4-4-4M20 12H9" />
  </IconSvg>
);

export const IconUser = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
  </IconSvg>
);

export const IconHome = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <path d="M4 11 12 4l8 7M6 9.5V20h4.5v-5h3v5H18V9.5" />
  </IconSvg>
);

export const IconLink = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </IconSvg>
);

export const IconTarget = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="0.8" />
  </IconSvg>
);

export const IconCalendar = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
  </IconSvg>
);

export const IconMusic = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <path d="M9 18V6l11-2v12" />
    <circle cx="6.5" cy="18" r="2.5" />
    <circle cx="17.5" cy="16" r="2.5" />
  </IconSvg>
);

export const IconChart = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <path d="M4 20h16M7 16v-4M12 16V8M17 16v-7" />
  </IconSvg>
);

export const IconHeart = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />
  </IconSvg>
);

export const IconShield = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <path d="M12 3.5 5 6.5v5c0 4.3 3 7.9 7 9 4-1.1 7-4.7 7-9v-5l-7-3Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </IconSvg>
);

export const IconSparkle = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <path d="M12 3.5 13.8 10 20 12l-6.2 2L12 20.5 10.2 14 4 12l6.2-2L12 3.5Z" />
  </IconSvg>
);

export const IconMail = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="m4.5 7 7.5 6 7.5-6" />
  </IconSvg>
);

export const IconKey = ({ size }: IconProps) => (
  <IconSvg size={size}>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 8.5-8.5M16 7l2.5 2.5M14 9l2 2" />
  </IconSvg>
);
