import { IconSvg } from './icons';
/** Small stroke icons for list actions (reorder, copy, edit, delete, add, download). Decorative. */

export const IconGrip = () => (
  <IconSvg size={20}>
    <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth="3" />
  </IconSvg>
);

export const IconCopy = () => (
  <IconSvg size={18}>
    <rect x="8.5" y="8.5" width="11.5" height="11.5" rx="2" />
    <path d="M15.5 8.5V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7.5a2 2 0 0 0 2 2h2.5" />
  </IconSvg>
);

export const IconEdit = () => (
  <IconSvg size={18}>
    <path d="M4 20h4L18.5 9.5a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />
  </IconSvg>
);

export const IconTrash = () => (
  <IconSvg size={18}>
    <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
  </IconSvg>
);

export const IconPlus = () => (
  <IconSvg size={18}>
    <path d="M12 5v14M5 12h14" />
  </IconSvg>
);

export const IconDownload = () => (
  <IconSvg size={18}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </IconSvg>
);

export const IconShare = () => (
  <IconSvg size={18}>
    <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M5 13v5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-5" />
  </IconSvg>
);

export const IconPin = () => (
  <IconSvg size={16}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.4" />
  </IconSvg>
);
