import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../http/html-answers';
import { ALBUMS, TRACKS } from './catalogue';

function hue(seed: string, salt: string): number {
  return createHash('sha256').update(`${salt}:${seed}`).digest().readUInt16BE(0) % 360;
}

/** Breaks a title into at most three short lines for the cover. */
function lines(text: string, width = 16): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) out.push(current);
  return out.length > 3 ? [...out.slice(0, 2), `${out[2]}…`] : out;
}

/** A square SVG cover, generated from the title and artist (no image leaves or enters the network). */
export function coverSvg(coverId: string): string | null {
  const album = ALBUMS.find((a) => a.id === coverId);
  const single = album ? undefined : TRACKS.find((t) => t.id === coverId && t.albumId === null);
  const source = album ?? single;
  if (!source) return null;
  const h1 = hue(coverId, 'a');
  const h2 = (h1 + 40 + (hue(coverId, 'b') % 120)) % 360;
  const title = lines(source.name)
    .map((line, i) => `<tspan x="24" dy="${i === 0 ? 0 : 34}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${h1} 70% 32%)"/><stop offset="1" stop-color="hsl(${h2} 75% 18%)"/>
</linearGradient></defs>
<rect width="300" height="300" fill="url(#g)"/>
<circle cx="230" cy="80" r="46" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="10"/>
<circle cx="230" cy="80" r="10" fill="#fff" fill-opacity=".5"/>
<text x="24" y="190" fill="#fff" font-family="system-ui, sans-serif" font-size="28" font-weight="700">${title}</text>
<text x="24" y="276" fill="#fff" fill-opacity=".85" font-family="system-ui, sans-serif" font-size="17">${escapeHtml(source.artist)}</text>
</svg>`;
}
