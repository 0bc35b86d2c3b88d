import type { ReactNode } from 'react';

/** Stroke icons of the crop toolbar; decorative (each button carries its text). */
function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      className="icon"
      width={18}
      height={18}
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

export const IconRotateLeft = () => (
  <Svg>
    <path d="M4 4v5h5" />
    <path d="M4.6 13a8 8 0 1 0 1.9-7.3L4 9" />
  </Svg>
);

export const IconRotateRight = () => (
  <Svg>
    <path d="M20 4v5h-5" />
    <path d="M19.4 13a8 8 0 1 1-1.9-7.3L20 9" />
  </Svg>
);

export const IconFlipHorizontal = () => (
  <Svg>
    <path d="M12 3v18" />
    <path d="M8 7 3 12l5 5V7ZM16 7l5 5-5 5V7Z" />
  </Svg>
);

export const IconFlipVertical = () => (
  <Svg>
    <path d="M3 12h18" />
    <path d="M7 8l5-5 5 5H7ZM7 16l5 5 5-5H7Z" />
  </Svg>
);

export const IconReset = () => (
  <Svg>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Svg>
);

export const IconCamera = () => (
  <Svg>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </Svg>
);

export const IconTrash = () => (
  <Svg>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Svg>
);
