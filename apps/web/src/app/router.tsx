import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { MainLayout } from '../components/layout/main-layout';
import { LoadingPage } from '../components/ui/spinner';
import { getClientConfig } from '../config/client-config';
import { paths } from '../config/paths';
import { PwaChrome } from '../features/pwa/components/pwa-chrome';
import { type LazyRoute, lazyRoute } from './lazy-route';
import { OAuthCallbackHandler } from './oauth-callback-handler';
import { FeatureGate, GuestOnly, RequireAuth } from './route-guards';
import LandingRoute from './routes/landing';
import NotFoundRoute from './routes/not-found';
import { ScrollToTop } from './scroll-to-top';

// Account screens carry the form schemas and the dashboard is for creators only: both load on demand,
// so the public pages stay light.
const LoginRoute = lazyRoute(() => import('./routes/auth/login'));
const RegisterRoute = lazyRoute(() => import('./routes/auth/register'));
const ForgotPasswordRoute = lazyRoute(() => import('./routes/auth/forgot-password'));
const ResetPasswordRoute = lazyRoute(() => import('./routes/auth/reset-password'));
const DashboardRoot = lazyRoute(() => import('./routes/dashboard/dashboard-root'));
// Public pages are server-rendered on a full load; these render the same pages after in-app navigation.
const PublicProfileRoute = lazyRoute(() => import('./routes/public/public-profile-route'));
const PublicEventsRoute = lazyRoute(() => import('./routes/public/public-events-route'));
const PublicEventRoute = lazyRoute(() => import('./routes/public/public-event-route'));
const DashboardHomeRoute = lazyRoute(() => import('./routes/dashboard/dashboard-home'));
const FeaturedCreatorsRoute = lazyRoute(() => import('./routes/featured-creators'));
const LegalTermsRoute = lazyRoute(() => import('./routes/legal-terms'));
const LegalPrivacyRoute = lazyRoute(() => import('./routes/legal-privacy'));
const LegalCookiesRoute = lazyRoute(() => import('./routes/legal-cookies'));
const ProfileEditRoute = lazyRoute(() => import('./routes/dashboard/profile-edit'));
const LinksRoute = lazyRoute(() => import('./routes/dashboard/links'));
const GoalsRoute = lazyRoute(() => import('./routes/dashboard/goals'));
const EventsRoute = lazyRoute(() => import('./routes/dashboard/events'));
const DonationsRoute = lazyRoute(() => import('./routes/dashboard/donations'));
const SpotifyRoute = lazyRoute(() => import('./routes/dashboard/spotify'));
// The statistics screen brings the charting library: only this route ever loads it.
const AnalyticsRoute = lazyRoute(() => import('./routes/dashboard/analytics'));
const MonthlyRoute = lazyRoute(() => import('./routes/dashboard/monthly'));
const GorraRoute = lazyRoute(() => import('./routes/dashboard/gorra'));
const SubscribersRoute = lazyRoute(() => import('./routes/dashboard/fans'));
const PostsRoute = lazyRoute(() => import('./routes/dashboard/posts'));
const IntegrationsRoute = lazyRoute(() => import('./routes/dashboard/integrations'));
const TaxRoute = lazyRoute(() => import('./routes/dashboard/tax'));
const DonationReturnRoute = lazyRoute(() => import('./routes/donation-return'));
const QueryLayout = lazyRoute(() => import('./query-layout'));
// The operator console (role 'admin'): its own small area, loaded only when opened.
const AdminRoot = lazyRoute(() => import('./routes/admin/admin-root'));
const AdminSummaryRoute = lazyRoute(() => import('./routes/admin/admin-summary'));
const AdminCreatorsRoute = lazyRoute(() => import('./routes/admin/admin-creators'));
const AdminReportsRoute = lazyRoute(() => import('./routes/admin/admin-reports'));
const AdminAuditRoute = lazyRoute(() => import('./routes/admin/admin-audit'));

/**
 * The screens of each server-rendered app page (entry-server.tsx's APP_PAGES, same paths): main.tsx
 * loads them before it hydrates the page.
 */
export const SERVER_RENDERED_SCREENS: Readonly<Record<string, readonly LazyRoute[]>> = {
  [paths.home.path]: [],
  [paths.auth.login.path]: [LoginRoute],
  [paths.auth.register.path]: [RegisterRoute],
  [paths.featuredCreators.path]: [QueryLayout, FeaturedCreatorsRoute],
  [paths.legal.terms.path]: [LegalTermsRoute],
  [paths.legal.privacy.path]: [LegalPrivacyRoute],
  [paths.legal.cookies.path]: [LegalCookiesRoute],
};

export async function preloadScreensOf(pathname: string): Promise<void> {
  await Promise.all((SERVER_RENDERED_SCREENS[pathname] ?? []).map((screen) => screen.preload()));
}

export function AppRoutes() {
  const { features } = getClientConfig();
  const d = paths.dashboard;
  return (
    <>
      <OAuthCallbackHandler />
      <ScrollToTop />
      <Routes>
        <Route element={<MainLayout chrome={<PwaChrome />} />}>
          <Route element={<GuestOnly />}>
            <Route path={paths.home.path} element={<LandingRoute />} />
            <Route path={paths.auth.login.path} element={<LoginRoute />} />
            <Route path={paths.auth.register.path} element={<RegisterRoute />} />
            <Route path={paths.auth.forgotPassword.path} element={<ForgotPasswordRoute />} />
            <Route path={paths.auth.resetPassword.path} element={<ResetPasswordRoute />} />
          </Route>
          <Route element={<QueryLayout />}>
            <Route path={paths.featuredCreators.path} element={<FeaturedCreatorsRoute />} />
            <Route path={paths.donationReturn.path} element={<DonationReturnRoute />} />
          </Route>
          <Route path={paths.legal.terms.path} element={<LegalTermsRoute />} />
          <Route path={paths.legal.privacy.path} element={<LegalPrivacyRoute />} />
          <Route path={paths.legal.cookies.path} element={<LegalCookiesRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>

        <Route
          element={
            <Suspense fallback={<LoadingPage />}>
              <QueryLayout />
            </Suspense>
          }
        >
          <Route path={paths.public.profile.path} element={<PublicProfileRoute />} />
          <Route path={paths.public.events.path} element={<PublicEventsRoute />} />
          <Route path={paths.public.event.path} element={<PublicEventRoute />} />
        </Route>

        <Route path={paths.admin.summary.path} element={<RequireAuth />}>
          <Route
            element={
              <Suspense fallback={<LoadingPage />}>
                <AdminRoot />
              </Suspense>
            }
          >
            <Route index element={<AdminSummaryRoute />} />
            <Route path="creadores" element={<AdminCreatorsRoute />} />
            <Route path="denuncias" element={<AdminReportsRoute />} />
            <Route path="auditoria" element={<AdminAuditRoute />} />
            <Route path="*" element={<Navigate to={paths.admin.summary.getHref()} replace />} />
          </Route>
        </Route>

        <Route path={d.root.path} element={<RequireAuth />}>
          <Route
            element={
              <Suspense fallback={<LoadingPage />}>
                <DashboardRoot />
              </Suspense>
            }
          >
            <Route index element={<DashboardHomeRoute />} />
            <Route path={d.profile.relative} element={<ProfileEditRoute />} />
            <Route path={d.links.relative} element={<LinksRoute />} />
            <Route path={d.goals.relative} element={<GoalsRoute />} />
            <Route path={d.events.relative} element={<EventsRoute />} />
            <Route path={d.spotify.relative} element={<SpotifyRoute />} />
            <Route path={d.subscribers.relative} element={<SubscribersRoute />} />
            <Route path={d.posts.relative} element={<PostsRoute />} />
            <Route path={d.integrations.relative} element={<IntegrationsRoute />} />
            <Route element={<FeatureGate enabled={features.donationsScreen} />}>
              <Route path={d.donations.relative} element={<DonationsRoute />} />
              <Route path={d.monthly.relative} element={<MonthlyRoute />} />
              <Route path={d.gorra.relative} element={<GorraRoute />} />
              <Route path={d.tax.relative} element={<TaxRoute />} />
            </Route>
            <Route element={<FeatureGate enabled={features.analyticsScreen} />}>
              <Route path={d.analytics.relative} element={<AnalyticsRoute />} />
            </Route>
            <Route path="*" element={<Navigate to={d.root.getHref()} replace />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
