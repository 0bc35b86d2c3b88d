import type { EventDonatePageInput } from '@enlaza/shared/donations';
import type {
  AppPageData,
  PublicPageInput,
  RenderedAppPage,
  RenderedPublicPage,
} from '@enlaza/shared/public';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppShell } from './app/app';
import { eventDonateHead } from './app/routes/public/event-donate-head';
import { EventDonatePage } from './app/routes/public/event-donate-page';
import { pageLookHead } from './app/routes/public/page-look-head';
import { escapeHtml, publicHead } from './app/routes/public/public-head';
import { PublicPageView } from './app/routes/public/public-page';
import { PublicShell } from './app/routes/public/public-shell';
import { IconClose } from './components/ui/icons';
import { type ClientConfig, setClientConfig } from './config/client-config';
import { paths } from './config/paths';
import { VerifyEmailPageView } from './features/auth/components/verify-email-page-view';
import { DonatePageView } from './features/checkout/components/donate-page-view';
import { FanSubscriptionPageView } from './features/fans/components/fan-subscription-page-view';
import { MonthlyCancelPageView } from './features/monthly/components/monthly-cancel-page-view';
import { MonthlySubscribePageView } from './features/monthly/components/monthly-subscribe-page-view';
import { PageSuspendedView } from './features/page-reports/components/page-suspended-view';
import { ReportPageView } from './features/page-reports/components/report-page-view';
import { PublicPostsPageView } from './features/posts/components/public-posts-page-view';
import { AdultGateView } from './features/public-profile/components/adult-gate-view';
import { PageGone } from './features/public-profile/components/page-gone';
import { SupportersPageView } from './features/public-profile/components/supporters-page-view';
import { InstallBannerTemplates } from './features/pwa/components/install-banner-template';
import { PageDataContext } from './lib/page-data';
import { documentTitle, type TitleSink, TitleSinkContext } from './lib/use-document-title';

/**
 * The server entry, built with `vite build --ssr` into dist/server/entry-server.js. The server imports
 * it once at start and renders each public page with it; the browser then brings the markup's
 * islands to life (public-main.ts, no hydration).
 */
export function renderPublicPage(input: PublicPageInput): RenderedPublicPage {
  const { page } = input;
  // The donation page without JavaScript, the supporters' wall, the report form, a suspended page,
  // the cancel page, the 18+ interstitial, a deleted account's page, the email verification's
  // result and the fans' sign-up and link pages and monthly support's
  // subscribe and return pages and the posts' pages are plain pages: they live here only, not in the public script.
  const view =
    page.kind === 'donate' ? (
      <PublicShell theme={page.creator.theme}>
        <DonatePageView page={page} />
      </PublicShell>
    ) : page.kind === 'suspended' ? (
      <PublicShell>
        <PageSuspendedView />
      </PublicShell>
    ) : page.kind === 'report' ? (
      <PublicShell theme={page.creator.theme}>
        <ReportPageView page={page} />
      </PublicShell>
    ) : page.kind === 'supporters' ? (
      <PublicShell theme={page.creator.theme}>
        <SupportersPageView page={page} now={new Date(page.now)} />
      </PublicShell>
    ) : page.kind === 'monthly-cancel' ? (
      <PublicShell>
        <MonthlyCancelPageView page={page} />
      </PublicShell>
    ) : page.kind === 'adult-gate' ? (
      <PublicShell theme={page.creator.theme}>
        <AdultGateView page={page} />
      </PublicShell>
    ) : page.kind === 'verify-email' ? (
      <PublicShell>
        <VerifyEmailPageView page={page} />
      </PublicShell>
    ) : page.kind === 'fan-subscription' ? (
      <PublicShell>
        <FanSubscriptionPageView page={page} />
      </PublicShell>
    ) : page.kind === 'monthly-subscribe' ? (
      <PublicShell>
        <MonthlySubscribePageView page={page} />
      </PublicShell>
    ) : page.kind === 'posts' ? (
      <PublicShell theme={page.creator.theme}>
        <PublicPostsPageView page={page} />
      </PublicShell>
    ) : page.kind === 'gone' ? (
      <PublicShell>
        <PageGone />
      </PublicShell>
    ) : (
      <PublicPageView input={input} />
    );
  const look = pageLookHead(input);
  return { html: renderToString(view), head: look ? `${publicHead(input)}\n    ${look}` : publicHead(input) };
}

/** An event's donation page ('Pasar la gorra'): a plain form, served with aportar.html, not hydrated. */
export function renderEventDonatePage(input: EventDonatePageInput): RenderedPublicPage {
  const look = pageLookHead({ theme: input.event.user.theme });
  const head = look ? `${eventDonateHead(input)}\n    ${look}` : eventDonateHead(input);
  return { html: renderToString(<EventDonatePage input={input} />), head };
}

/**
 * The app pages the server renders, each with the source modules of its lazily loaded screens (the
 * server links their stylesheets and preloads their chunks from the build's manifest).
 */
export const APP_PAGES: Readonly<Record<string, readonly string[]>> = {
  [paths.home.path]: [],
  [paths.auth.login.path]: ['src/app/routes/auth/login.tsx'],
  [paths.auth.register.path]: ['src/app/routes/auth/register.tsx'],
  [paths.featuredCreators.path]: ['src/app/query-layout.tsx', 'src/app/routes/featured-creators.tsx'],
  [paths.legal.terms.path]: ['src/app/routes/legal-terms.tsx'],
  [paths.legal.privacy.path]: ['src/app/routes/legal-privacy.tsx'],
  [paths.legal.cookies.path]: ['src/app/routes/legal-cookies.tsx'],
};

/**
 * The app pages served without the app (site.html, site-main.ts): rendered here, never hydrated; their
 * few islands work on this markup. Login and register keep the app (`APP_ON_INTENT_PAGES`).
 */
export const ISLAND_PAGES: readonly string[] = [
  paths.home.path,
  paths.featuredCreators.path,
  paths.legal.terms.path,
  paths.legal.privacy.path,
  paths.legal.cookies.path,
];

/**
 * Login and register, also served with site.html: their forms post without the app, and the app is
 * fetched and hydrates this markup (with the page's data) on the visitor's first touch, focus, key or
 * pointer, so a slow phone does not run React before anyone uses the form.
 */
export const APP_ON_INTENT_PAGES: readonly string[] = [paths.auth.login.path, paths.auth.register.path];

/** What the islands clone: the install banner and its iOS guide, the menu's close icon. */
const ISLAND_TEMPLATES = () =>
  renderToString(
    <>
      <InstallBannerTemplates />
      <template id="nav-close-icon">
        <IconClose />
      </template>
    </>,
  );

/**
 * An app page (landing, featured creators, legal pages, login, register) as a visitor first sees it,
 * with every lazily loaded screen resolved; main.tsx hydrates it with the same `data`.
 */
export async function renderAppPage(
  url: string,
  data: AppPageData,
  config: ClientConfig,
): Promise<RenderedAppPage> {
  setClientConfig(config);
  const sink: TitleSink = { title: documentTitle(null) };
  // One piece: React would otherwise move large boundaries to the end with inline scripts, which the
  // CSP refuses (and a browser without JavaScript never runs).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <TitleSinkContext value={sink}>
        <PageDataContext value={data}>
          <StaticRouter location={url}>
            <AppShell />
          </StaticRouter>
        </PageDataContext>
      </TitleSinkContext>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  }
  html += decoder.decode();
  if (data.path && ISLAND_PAGES.includes(data.path)) html += ISLAND_TEMPLATES();
  return { html, head: `<title>${escapeHtml(sink.title)}</title>` };
}
