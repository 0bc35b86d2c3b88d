import type { IconNode } from 'lucide';

const SVG = 'http://www.w3.org/2000/svg';

/** The DOM twin of <Glyph>: the same decorative SVG, built without React (the public pages' islands). */
export function glyphElement(icon: IconNode, size = 20, strokeWidth = 2): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes: Record<string, string> = {
    class: 'icon',
    width: String(size),
    height: String(size),
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': String(strokeWidth),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  for (const [tag, attrs] of icon) {
    const child = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attrs)) {
      if (value !== undefined) child.setAttribute(name, String(value));
    }
    svg.append(child);
  }
  return svg;
}
