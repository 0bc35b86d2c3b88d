import QRCode from 'qrcode';

const MAX_CACHED = 500;
const cache = new Map<string, string>();

/**
 * The event's QR code as an SVG data URL, drawn on the server so the page needs no script for it.
 * Kept in a small cache: the same event page is asked for again and again.
 */
export async function eventQrDataUrl(url: string): Promise<string> {
  const cached = cache.get(url);
  if (cached) return cached;
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#0f172aff', light: '#ffffffff' },
  });
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  if (cache.size >= MAX_CACHED) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(url, dataUrl);
  return dataUrl;
}
