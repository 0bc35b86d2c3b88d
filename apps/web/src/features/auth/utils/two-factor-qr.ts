/** The otpauth:// address as an SVG data URL, drawn in the browser (no outside request); the encoder loads on first use. */
export async function twoFactorQrDataUrl(otpauthUrl: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
