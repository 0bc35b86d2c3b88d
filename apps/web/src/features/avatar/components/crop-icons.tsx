import { IconSvg } from '../../../components/ui/icons';

/** Stroke icons of the crop toolbar; decorative (each button carries its text). */

export const IconRotateLeft = () => (
  <IconSvg size={18}>
    <path d="M4 4v5h5" />
    <path d="M4.6 13a8 8 0 1 0 1.9-7.3L4 9" />
  </IconSvg>
);

export const IconRotateRight = () => (
  <IconSvg size={18}>
    <path d="M20 4v5h-5" />
    <path d="M19.4 13a8 8 0 1 1-1.9-7.3L20 9" />
  </IconSvg>
);

export const IconFlipHorizontal = () => (
  <IconSvg size={18}>
    <path d="M12 3v18" />
    <path d="M8 7 3 12l5 5V7ZM16 7l5 5-5 5V7Z" />
  </IconSvg>
);

export const IconFlipVertical = () => (
  <IconSvg size={18}>
    <path d="M3 12h18" />
    <path d="M7 8l5-5 5 5H7ZM7 16l5 5 5-5H7Z" />
  </IconSvg>
);

export const IconReset = () => (
  <IconSvg size={18}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </IconSvg>
);

export const IconCamera = () => (
  <IconSvg size={18}>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </IconSvg>
);

export const IconTrash = () => (
  <IconSvg size={18}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </IconSvg>
);
