import { OVERLAY_DEFAULT_SIZE, OVERLAY_SIZE_LIMITS, OVERLAY_CARD_TEXTS as T } from '@enlaza/shared/overlay';
import { escapeHtml } from '../../http/html-answers';

export interface OverlayPageOptions {
  w: number;
  h: number;
  meta: boolean;
}

function size(value: unknown, fallback: number): number {
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= OVERLAY_SIZE_LIMITS.min && n <= OVERLAY_SIZE_LIMITS.max ? n : fallback;
}

/** `?w=&h=` (pixels, else 800×600) and `?meta=1` (the goal bar) from the overlay's address. */
export function overlayOptions(query: unknown): OverlayPageOptions {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  return {
    w: size(q.w, OVERLAY_DEFAULT_SIZE.w),
    h: size(q.h, OVERLAY_DEFAULT_SIZE.h),
    meta: q.meta === '1',
  };
}

/** The head: title, no indexing, and the page's fixed size (no scrollbars). */
export function overlayHead(options: OverlayPageOptions): string {
  return (
    `<title>${escapeHtml(T.pageTitle)}</title><meta name="robots" content="noindex">` +
    `<style>html,body{width:${options.w}px;height:${options.h}px}</style>`
  );
}

/** The body the script fills: where the cards go, and the goal bar when asked for. */
export function overlayBody(streamPath: string, options: OverlayPageOptions): string {
  const bar = options.meta
    ? `<div class="overlay-goal" data-overlay-goal hidden><span class="overlay-goal-label">${escapeHtml(T.goal)}</span>` +
      '<div class="overlay-goal-track"><div class="overlay-goal-fill" data-overlay-goal-fill></div></div>' +
      '<span class="overlay-goal-text" data-overlay-goal-text></span></div>'
    : '';
  return (
    `<main class="overlay" data-overlay-stream="${escapeHtml(streamPath)}">` +
    `<div class="overlay-stage" data-overlay-stage aria-live="polite"></div>${bar}</main>`
  );
}
