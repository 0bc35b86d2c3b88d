import type { EventDonatePageInput } from '@enlaza/shared/event-donations';
import type { PublicPageInput, RenderedPublicPage } from '@enlaza/shared/public-pages';
import { renderToString } from 'react-dom/server';
import { eventDonateHead } from './app/routes/public/event-donate-head';
import { EventDonatePage } from './app/routes/public/event-donate-page';
import { publicHead } from './app/routes/public/public-head';
import { PublicPageView } from './app/routes/public/public-page';

/**
 * The server entry, built with `vite build --ssr` into dist/server/entry-server.js. The server imports
 * it once at start and renders each public page with it; the browser then hydrates the same markup
 * from the same input (public-main.tsx).
 */
export function renderPublicPage(input: PublicPageInput): RenderedPublicPage {
  return { html: renderToString(<PublicPageView input={input} />), head: publicHead(input) };
}

/** An event's donation page ('Pasar la gorra'): a plain form, served with aportar.html, not hydrated. */
export function renderEventDonatePage(input: EventDonatePageInput): RenderedPublicPage {
  return { html: renderToString(<EventDonatePage input={input} />), head: eventDonateHead(input) };
}
