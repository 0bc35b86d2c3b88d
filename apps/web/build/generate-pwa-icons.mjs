// One-off generator of the installable app's icons (apps/web/public/icons). The PNGs are committed;
// run again only when the logo changes: `node apps/web/build/generate-pwa-icons.mjs` (needs sharp,
// which the server workspace installs).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve(import.meta.dirname, '../public/icons');

const GRADIENT = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#4338ca"/></linearGradient>`;

// The two interlocking links of the logo, drawn on a 64-unit grid centred on (32, 32).
const MARK = `<path d="M27 37a8 8 0 0 1 0-11.3l5.7-5.7a8 8 0 0 1 11.3 11.3l-2.8 2.8" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
  <path d="M37 27a8 8 0 0 1 0 11.3l-5.7 5.7A8 8 0 0 1 20 32.7l2.8-2.8" fill="none" stroke="#f59e0b" stroke-width="5" stroke-linecap="round"/>`;

/** Rounded tile with transparent corners, the mark filling most of it ("any" purpose). */
function roundedIcon() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${GRADIENT}</defs>
  <rect width="64" height="64" rx="14" fill="url(#g)"/>
  <g transform="translate(32 32) scale(1.25) translate(-32 -32)">${MARK}</g></svg>`;
}

/** Full-bleed square; the mark stays inside the central 80% circle that every mask keeps. */
function fullBleedIcon(markScale) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${GRADIENT}</defs>
  <rect width="64" height="64" fill="url(#g)"/>
  <g transform="translate(32 32) scale(${markScale}) translate(-32 -32)">${MARK}</g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: roundedIcon() },
  { file: 'icon-512.png', size: 512, svg: roundedIcon() },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleedIcon(1) },
  // iOS rounds the corners itself and shows transparency as black: an opaque square.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleedIcon(1.2) },
];

fs.mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: Math.ceil((72 * icon.size) / 64) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, icon.file));
  console.log(`icons/${icon.file} ${icon.size}x${icon.size}`);
}
