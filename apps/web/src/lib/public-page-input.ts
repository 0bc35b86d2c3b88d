import type { PublicPageInput } from '@enlaza/shared/public';

/** The input a server-rendered public page was built from (`<script id="enlaza-data">`), or null. */
export function readPublicPageInput(): PublicPageInput | null {
  const text = document.getElementById('enlaza-data')?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PublicPageInput>;
    return value?.page && typeof value.publicUrl === 'string' ? (value as PublicPageInput) : null;
  } catch {
    return null;
  }
}
