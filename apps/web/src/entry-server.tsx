import type { EventDonatePageInput } from '@enlaza/shared/event-donations';
import type { PublicPageInput, RenderedPublicPage } from '@enlaza/shared/public-pages';
import { renderToString } from 'react-dom/server';
import { eventDonateHead } from './app/routes/public/event-donate-head';
import { EventDonatePage } from './app/routes/public/event-donate-page';
import { publicHead } from './app/routes/public/public-head';
import { PublicPageView } from './app/routes/public/public-page';
import { PublicShell } from './app/routes/public/public-shell';
import { DonatePageView } from './features/checkout/components/donate-page-view';

/**
 * The server entry, built with `vite build --ssr` into dist/server/entry-server.js. The server imports
 * it once at start and renders each public page with it; the browser then hydrates the same markup
 * from the same input (public-main.tsx).
 */
export function renderPublicPage(input: PublicPageInput): RenderedPublicPage {
  const { page } = input;
  // The donation page without JavaScript is a plain form: it lives here only, not in the public script.
  const view =
    page.kind === 'donate' ? (
      <PublicShell theme={page.creator.theme}>
        <DonatePageView page={page} />
      </PublicShell>
    ) : (
      <PublicPageView input={input} />
    );
  return { html: renderToString(view), head: publicHead(input) };
}

/** An event's donation page ('Pasar la gorra'): a plain form, served with aportar.html, not hydrated. */
export function renderEventDonatePage(input: EventDonatePageInput): RenderedPublicPage {
  return { html: renderToString(<EventDonatePage input={input} />), head: eventDonateHead(input) };
}
