/** The brand mark: two interlocking links in the primary and accent colours, and the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="var(--color-primary-600)" />
      <path
        d="M27 37a8 8 0 0 1 0-11.3l5.7-5.7a8 8 0 0 1 11.3 11.3l-2.8 2.8"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M37 27a8 8 0 0 1 0 11.3l-5.7 5.7A8 8 0 0 1 20 32.7l2.8-2.8"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <LogoMark size={size} />
      <span className="logo-text">Enlazá</span>
    </span>
  );
}
