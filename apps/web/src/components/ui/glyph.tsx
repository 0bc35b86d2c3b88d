import type { IconNode } from 'lucide';
import { createElement } from 'react';

export type IconProps = { size?: number | undefined };

/**
 * Draws one of lucide's icons (named imports of its plain icon data, so a bundle carries only the
 * icons it uses, and no icon runtime). Decorative: hidden from assistive technology.
 */
export function Glyph({
  icon,
  size = 20,
  strokeWidth = 2,
}: IconProps & { icon: IconNode; strokeWidth?: number | undefined }) {
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
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
