import { IconSvg } from '../../../components/ui/icons';

/** Stroke icons used only by the landing page; decorative. */

type IconProps = { size?: number };

export const IconGlobe = ({ size }: IconProps) => (
  <IconSvg size={size ?? 24}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </IconSvg>
);

export const IconPhone = ({ size }: IconProps) => (
  <IconSvg size={size ?? 24}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M11 18h2" />
  </IconSvg>
);

export const IconStar = ({ size }: IconProps) => (
  <IconSvg size={size ?? 24}>
    <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z" />
  </IconSvg>
);

export const IconUsers = ({ size }: IconProps) => (
  <IconSvg size={size ?? 24}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.4 3.3-5.5 6.5-5.5s5.7 2.1 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.8c1.6.8 2.6 2.6 3 5.2" />
  </IconSvg>
);

export const IconClock = ({ size = 16 }: IconProps) => (
  <IconSvg size={size ?? 24}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </IconSvg>
);
