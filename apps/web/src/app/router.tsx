import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { MainLayout } from '../components/layout/main-layout';
import { PageLoader } from '../components/ui/spinner';
import { getClientConfig } from '../config/client-config';
import { type DashboardRouteName, paths } from '../config/paths';
import { OAuthCallbackHandler } from './oauth-callback-handler';
import { FeatureGate, GuestOnly, RequireAuth } from './route-guards';
import LandingRoute from './routes/landing';
import NotFoundRoute from './routes/not-found';
import { PendingPage } from './routes/pending-page';
import {
  PublicEventPending,
  PublicEventsPending,
  PublicProfilePending,
} from './routes/public/public-pending-pages';
import { ScrollToTop } from './scroll-to-top';

// Account screens carry the form schemas and the dashboard is for creators only: both load on demand,
// so the public pages stay light.
const LoginRoute = lazy(() => import('./routes/auth/login'));
const RegisterRoute = lazy(() => import('./routes/auth/register'));
const ForgotPasswordRoute = lazy(() => import('./routes/auth/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/auth/reset-password'));
const DashboardRoot = lazy(() => import('./routes/dashboard/dashboard-root'));
const DashboardHomeRoute = lazy(() => import('./routes/dashboard/dashboard-home'));
const DashboardPendingRoute = lazy(() => import('./routes/dashboard/dashboard-pending'));

const pending = (name: DashboardRouteName) => <DashboardPendingRoute name={name} />;

export function AppRoutes() {
  const { features } = getClientConfig();
  const d = paths.dashboard;
  return (
    <>
      <OAuthCallbackHandler />
      <ScrollToTop />
      <Routes>
        <Route element={<MainLayout />}>
          <Route element={<GuestOnly />}>
            <Route path={paths.home.path} element={<LandingRoute />} />
            <Route path={paths.auth.login.path} element={<LoginRoute />} />
            <Route path={paths.auth.register.path} element={<RegisterRoute />} />
            <Route path={paths.auth.forgotPassword.path} element={<ForgotPasswordRoute />} />
            <Route path={paths.auth.resetPassword.path} element={<ResetPasswordRoute />} />
          </Route>
          <Route path={paths.featuredCreators.path} element={<PendingPage title="Creadores Destacados" />} />
          <Route path={paths.legal.terms.path} element={<PendingPage title="Términos y Condiciones" />} />
          <Route path={paths.legal.privacy.path} element={<PendingPage title="Política de Privacidad" />} />
          <Route path={paths.legal.cookies.path} element={<PendingPage title="Política de Cookies" />} />
          <Route path={paths.public.profile.path} element={<PublicProfilePending />} />
          <Route path={paths.public.events.path} element={<PublicEventsPending />} />
          <Route path={paths.public.event.path} element={<PublicEventPending />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>

        <Route path={d.root.path} element={<RequireAuth />}>
          <Route
            element={
              <Suspense fallback={<PageLoader />}>
                <DashboardRoot />
              </Suspense>
            }
          >
            <Route index element={<DashboardHomeRoute />} />
            <Route path={d.profile.relative} element={pending('profile-edit')} />
            <Route path={d.links.relative} element={pending('links-manage')} />
            <Route path={d.goals.relative} element={pending('goals')} />
            <Route path={d.events.relative} element={pending('events')} />
            <Route path={d.spotify.relative} element={pending('spotify')} />
            <Route element={<FeatureGate enabled={features.donationsScreen} />}>
              <Route path={d.donations.relative} element={pending('donations')} />
            </Route>
            <Route element={<FeatureGate enabled={features.analyticsScreen} />}>
              <Route path={d.analytics.relative} element={pending('analytics')} />
            </Route>
            <Route path="*" element={<Navigate to={d.root.getHref()} replace />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
